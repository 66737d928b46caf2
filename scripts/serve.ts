// `npm start` / `npm run preview`: serves dist/client as a static host would — clean URLs
// (/contact → contact/index.html), the 404 page with status 404, the build's Brotli or gzip
// copies, and the headers of dist/client/_headers (the same security headers as
// deploy/nginx.conf).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileForPath, routeOfFile } from '../lib/clean-urls.js'
import { ROOT_DIR } from '../lib/root.js'
import { NOT_FOUND_ROUTE } from '../lib/routes.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

/** Parses the Netlify/Cloudflare-style _headers file: a path pattern, then indented headers. */
function readHeaders(root: string): { pattern: RegExp; headers: [string, string][] }[] {
  const file = path.join(root, '_headers')
  if (!fs.existsSync(file)) return []
  const rules: { pattern: RegExp; headers: [string, string][] }[] = []
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({
        pattern: new RegExp(
          `^${line
            .trim()
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')}$`,
        ),
        headers: [],
      })
    } else if (line.trim().startsWith('!')) {
      // Cloudflare Pages' "detach": drop a value an earlier rule set (an empty value here).
      rules[rules.length - 1]?.headers.push([line.trim().slice(1).trim(), ''])
    } else {
      const index = line.indexOf(':')
      rules[rules.length - 1]?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}

export function createStaticServer(root = path.join(ROOT_DIR, 'dist/client')): http.Server {
  const rules = readHeaders(root)
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      // A malformed escape (/%ZZ) is the client's error, as nginx answers it.
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Bad Request\n')
      return
    }
    let file = fileForPath(root, pathname)
    let status = 200
    // The 404 page is not a page of its own (/404 would answer it with 200), nor is _headers.
    if (!file || routeOfFile(path.relative(root, file)) === NOT_FOUND_ROUTE || path.relative(root, file) === '_headers') {
      const notFound = fileForPath(root, NOT_FOUND_ROUTE)
      if (!notFound) {
        response
          .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Not found, and ${root} has no ${NOT_FOUND_ROUTE} page: build the site first.\n`)
        return
      }
      file = notFound
      status = 404
    }
    // The headers of the file sent, not of the path asked: a missing /assets/x.js gets the
    // 404 page's, never the year-long immutable caching of the hashed files. An empty value
    // removes a header a broader rule set (Cloudflare's `! Name` detach, used by /admin/).
    const served = status === 404 ? `/${path.relative(root, file)}` : pathname
    for (const rule of rules)
      if (rule.pattern.test(served))
        for (const [name, value] of rule.headers) {
          if (value) response.setHeader(name, value)
          else response.removeHeader(name)
        }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
    response.setHeader('Content-Type', type)
    let body: Buffer | undefined
    if (/text|javascript|json|svg|xml/.test(type)) {
      response.setHeader('Vary', 'Accept-Encoding')
      const accepted = String(request.headers['accept-encoding'] ?? '')
      // The build's precompressed copies (scripts/build/compress.ts) first, as nginx serves them.
      const encoding = (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
      const copy = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`
      if (copy && fs.existsSync(copy)) {
        body = fs.readFileSync(copy)
        response.setHeader('Content-Encoding', encoding)
      } else if (/\bgzip\b/.test(accepted)) {
        body = zlib.gzipSync(fs.readFileSync(file))
        response.setHeader('Content-Encoding', 'gzip')
      }
    }
    body ??= fs.readFileSync(file)
    response.writeHead(status)
    response.end(request.method === 'HEAD' ? undefined : body)
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const port = Number(process.env.PORT ?? 4173)
  const root = path.join(ROOT_DIR, 'dist/client')
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('dist/client/index.html is missing: run `npm run build` first.')
    process.exit(1)
  }
  createStaticServer(root).listen(port, '127.0.0.1', () => console.log(`Site served at http://localhost:${port}/ (Ctrl+C to stop)`))
}
