// lib/node/static-server.ts (`npm run preview`) on a small fake build: statuses and cache headers as a
// static host must answer them.
import fs from 'node:fs'
import type http from 'node:http'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { headersFile, securityHeaders } from '../../lib/node/security-headers.js'
import { createStaticServer } from '../../lib/node/static-server.js'

let root = ''
let server: http.Server
let base = ''

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'))
  fs.mkdirSync(path.join(root, 'assets'))
  fs.mkdirSync(path.join(root, 'admin'))
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Accueil</h1>')
  fs.writeFileSync(path.join(root, 'contact.html'), '<h1>Contact</h1>')
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  fs.writeFileSync(path.join(root, 'admin/index.html'), '<script src="admin.js" type="module"></script>')
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Oops! Page not found</h1>')
  fs.writeFileSync(path.join(root, 'assets/entry-abc123.js'), 'export {}')
  fs.writeFileSync(path.join(root, 'admin/big.js'), `export const x = ${JSON.stringify('décap '.repeat(200_000))}\n`)
  fs.writeFileSync(path.join(root, '_headers'), headersFile(securityHeaders("default-src 'self'")))
  server = createStaticServer(root)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(root, { recursive: true, force: true })
})

describe('npm run preview', () => {
  it('caches existing hashed files for a year', async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/assets/missing-abc123.js', '/img/missing-480.avif'])(
    'answers a missing %s with 404, never cached for a year',
    async (route) => {
      const response = await fetch(`${base}${route}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBeNull()
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
    },
  )

  it.each(['/404', '/404.html', '/_headers', '/nope'])('answers %s with the 404 page and status 404', async (route) => {
    const response = await fetch(`${base}${route}`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  })

  it('answers a malformed escape with 400', async () => {
    expect((await fetch(`${base}/%ZZ`)).status).toBe(400)
  })

  it.each(['/robots.txt/', '/index.html/', '/contact.html/x', `/${'a'.repeat(300)}`, `/${'é'.repeat(200)}/x`])(
    'answers the bad path %s with 404 and keeps running',
    async (route) => {
      const response = await fetch(`${base}${route}`, { redirect: 'manual' })
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Oops! Page not found')
      expect((await fetch(`${base}/contact`)).status).toBe(200)
    },
  )

  it.each(['/%00', '/a%00b', '/%ZZ'])('answers %s with 400 and keeps running', async (route) => {
    expect((await fetch(`${base}${route}`)).status).toBe(400)
    expect((await fetch(`${base}/`)).status).toBe(200)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and the methods it allows', async (method) => {
    const response = await fetch(`${base}/contact`, { method, body: method === 'OPTIONS' ? undefined : 'x' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(await response.text()).not.toContain('Contact')
  })

  it('answers TRACE with 405', async () => {
    // fetch refuses to send TRACE: a raw request.
    const net = await import('node:net')
    const { port } = server.address() as net.AddressInfo
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => (data += chunk))
      socket.on('close', () => resolve(data))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
  })

  it('honours a byte range, and refuses one past the end', async () => {
    const partial = await fetch(`${base}/robots.txt`, { headers: { Range: 'bytes=0-9' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe('bytes 0-9/23')
    expect(await partial.text()).toBe('User-agent')
    const tail = await fetch(`${base}/robots.txt`, { headers: { Range: 'bytes=-7' } })
    expect(await tail.text()).toBe('low: /\n')
    const outside = await fetch(`${base}/robots.txt`, { headers: { Range: 'bytes=100-' } })
    expect(outside.status).toBe(416)
    expect(outside.headers.get('content-range')).toBe('bytes */23')
  })

  it("redirects /admin to /admin/ (the admin's relative script needs the slash), and other spellings to the page", async () => {
    for (const [from, to] of [
      ['/admin', '/admin/'],
      ['/contact/', '/contact'],
      ['/contact.html', '/contact'],
      ['/index.html', '/'],
      ['/contact/?a=1', '/contact?a=1'],
    ]) {
      const response = await fetch(`${base}${from}`, { redirect: 'manual' })
      expect(response.status, from).toBe(308)
      expect(response.headers.get('location'), from).toBe(to)
    }
    expect(await (await fetch(`${base}/admin/`)).text()).toContain('admin.js')
  })

  it.each([
    ['//contact/', '/contact'],
    ['//contact.html', '/contact'],
    ['//admin', '/admin/'],
    ['//index.html', '/'],
    ['///contact/?a=1', '/contact?a=1'],
    ['/%2f%2fcontact/', '/contact'],
    ['/%2F%2Fadmin', '/admin/'],
    ['/admin%2f..%2findex.html', '/'],
    ['/contact//', '/contact'],
  ])('merges slashes as nginx does: %s redirects to %s on this host, never to //…', async (from, to) => {
    const response = await fetch(`${base}${from}`, { redirect: 'manual' })
    expect(response.status, from).toBe(308)
    expect(response.headers.get('location'), from).toBe(to)
  })

  it.each([
    ['//contact', 200],
    ['/%2f%2fcontact', 200],
    ['/\\contact', 404],
    ['/%5ccontact', 404],
    ['/./contact', 200],
    // Above the root: nginx's 400 (fetch would resolve the dots before sending).
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/..', 400],
    ['/a/../../x', 400],
  ])('answers %s as nginx does (%i)', async (route, status) => {
    // http.get, not fetch: fetch's URL parser would turn the backslash into a slash before sending.
    const http = await import('node:http')
    const { port } = server.address() as net.AddressInfo
    const answer = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port, path: route }, resolve))
    answer.resume()
    expect(answer.statusCode, route).toBe(status)
    expect(answer.headers.location).toBeUndefined()
  })

  it('gzips a big file without a compressed copy once, not on every request', async () => {
    const gzip = vi.spyOn(zlib, 'gzipSync')
    try {
      const bodies = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${base}/admin/big.js`, { headers: { 'Accept-Encoding': 'gzip' } }).then((response) => response.text()),
        ),
      )
      for (const body of bodies) expect(body).toContain('décap décap')
      expect(gzip).toHaveBeenCalledTimes(1)
    } finally {
      gzip.mockRestore()
    }
  })

  it('serves pages by their clean URL', async () => {
    const response = await fetch(`${base}/contact`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Contact')
  })

  it('says so in plain text when the folder has no 404 page (no build yet)', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-empty-'))
    const bare = createStaticServer(empty)
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(bare.address() as net.AddressInfo).port}/contact`)
      expect(response.status).toBe(404)
      expect(await response.text()).toMatch(/no \/404 page: build the site first/)
    } finally {
      await new Promise((resolve) => bare.close(resolve))
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })
})
