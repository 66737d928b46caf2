// The build's compressed copies (scripts/build/compress.ts) and how the preview server sends
// them: every text file has a Brotli and a gzip copy that decode to the file itself, and
// every page arrives in the first flight of a new connection.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeOfFile } from '../../lib/node/clean-urls.js'
import { createStaticServer } from '../../lib/node/static-server.js'
import { COMPRESSIBLE } from '../../lib/build/precompress.js'
import { DIST, builtFiles } from './built-site.js'

// TCP's initial congestion window (RFC 6928): 10 segments of 1,460 bytes. A response larger
// than this costs the visitor one more round trip before the page can render.
const INITIAL_WINDOW = 10 * 1460

let server: http.Server
let base = ''

beforeAll(async () => {
  server = createStaticServer(DIST)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('precompressed copies', () => {
  it('every text file of 256 bytes or more has .br and .gz copies that decode to it', () => {
    const files = builtFiles().filter((file) => COMPRESSIBLE.test(file) && fs.statSync(path.join(DIST, file)).size >= 256)
    expect(files.length).toBeGreaterThan(100)
    for (const file of files) {
      const body = fs.readFileSync(path.join(DIST, file))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(DIST, `${file}.br`))).equals(body), file).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(DIST, `${file}.gz`))).equals(body), file).toBe(true)
    }
  })

  it('no copy is left without its file (a stale copy would be served for a removed page)', () => {
    const files = new Set(builtFiles())
    for (const copy of builtFiles().filter((file) => /\.(br|gz)$/.test(file)))
      expect(files.has(copy.replace(/\.(br|gz)$/, '')), copy).toBe(true)
  })
})

describe('preview server', () => {
  it('sends the Brotli copy, else the gzip copy, else the plain file', async () => {
    const plain = fs.readFileSync(path.join(DIST, 'contact.html'))
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br, zstd', 'br', 'contact.html.br'],
      ['gzip', 'gzip', 'contact.html.gz'],
      ['identity', null, 'contact.html'],
    ] as const) {
      // node:http leaves the body as sent, so its bytes can be compared with the copy.
      const response = await rawGet(`${base}/contact`, accept)
      expect(response.headers['content-encoding'] ?? null, accept).toBe(encoding)
      expect(response.headers.vary).toBe('Accept-Encoding')
      expect(response.body.equals(fs.readFileSync(path.join(DIST, file))), accept).toBe(true)
    }
    expect(plain.length).toBeGreaterThan(fs.statSync(path.join(DIST, 'contact.html.br')).size)
  })

  it('every page, headers included, fits in the initial congestion window with Brotli', async () => {
    const pages = builtFiles().filter((file) => file.endsWith('.html'))
    let largest = { file: '', bytes: 0 }
    for (const file of pages) {
      const route = routeOfFile(file)
      const response = await rawGet(`${base}${route}`, 'gzip, deflate, br, zstd')
      expect(response.headers['content-encoding'], route).toBe('br')
      const bytes = response.headerBytes + response.body.length
      if (bytes > largest.bytes) largest = { file, bytes }
    }
    expect(largest.bytes, largest.file).toBeLessThanOrEqual(INITIAL_WINDOW)
  })
})

function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; headerBytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          // Status line and header lines as they travelled (name: value\r\n each, blank line).
          const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
          for (let index = 0; index < response.rawHeaders.length; index += 2)
            lines.push(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}`)
          resolve({
            headers: response.headers,
            headerBytes: Buffer.byteLength(lines.join('\r\n') + '\r\n\r\n'),
            body: Buffer.concat(chunks),
          })
        })
      })
      .on('error', reject)
  })
}
