// The call-back relay's stand-in for the engine smoke, reached the way the built site reaches
// the real one: the browsers use this process as their proxy, and a CONNECT to the relay's
// host is answered here over TLS with a certificate made for it (the browsers are told to
// accept it). The site is the real build, with its real CSP naming the relay; no page is
// rebuilt for the test. It answers as FormSubmit's AJAX endpoint documents: JSON with
// `success` "true", or "false" (a form not yet activated). Any other host asked for through
// the proxy is recorded and refused: a browser's background traffic shows up there.
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { selfSignedCertificate } from '../support/certificate.js'

export interface RelayRequest {
  path: string
  contentType: string
  body: string
}

export interface Relay {
  /** The proxy, as host:port. */
  proxy: string
  /** What the next posts get: FormSubmit's success, or its refusal. */
  answer: 'success' | 'failure'
  requests: RelayRequest[]
  /** Hosts asked for through the proxy other than the relay's. */
  strangers: string[]
  stop: () => Promise<void>
}

function certificateFor(host: string): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-'))
  const { key, cert } = selfSignedCertificate(host, dir)
  fs.rmSync(dir, { recursive: true, force: true })
  return { key, cert }
}

export async function startRelay(relayHost = 'formsubmit.co'): Promise<Relay> {
  const relay: Relay = { proxy: '', answer: 'success', requests: [], strangers: [], stop: async () => undefined }
  const tls = https.createServer(certificateFor(relayHost), (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', 'Content-Type': 'application/json' }
      if (request.method !== 'POST' || !request.url?.startsWith('/ajax/')) {
        response.writeHead(404, cors).end(JSON.stringify({ success: 'false', message: 'Not found' }))
        return
      }
      relay.requests.push({
        path: request.url,
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const body =
        relay.answer === 'success'
          ? { success: 'true', message: 'The form was submitted successfully.' }
          : { success: 'false', message: 'This form needs Activation. We have sent you an email containing an activation link.' }
      response.writeHead(200, cors).end(JSON.stringify(body))
    })
  })
  const proxy = http.createServer((request, response) => {
    // Plain http through the proxy: the site itself, on loopback, is passed on (WebKit sends
    // loopback through the proxy too); anything else is a stranger.
    const target = new URL(request.url ?? '/', `http://${request.headers.host}`)
    if (target.hostname !== '127.0.0.1' && target.hostname !== 'localhost') {
      relay.strangers.push(target.host)
      response.writeHead(502).end()
      return
    }
    const forward = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    forward.on('error', () => response.writeHead(502).end())
    request.pipe(forward)
  })
  proxy.on('connect', (request, socket) => {
    const host = (request.url ?? '').replace(/:\d+$/, '')
    if (host !== relayHost) {
      relay.strangers.push(host)
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    tls.emit('connection', socket)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  relay.proxy = `127.0.0.1:${(proxy.address() as AddressInfo).port}`
  relay.stop = async () => {
    proxy.closeAllConnections()
    tls.closeAllConnections()
    await Promise.all([new Promise((resolve) => proxy.close(resolve)), new Promise((resolve) => tls.close(resolve))])
  }
  return relay
}
