// The static server of `npm start` / `npm run preview` (scripts/serve.ts), the benches and the
// tests: serves a built site as Cloudflare Pages and nginx do —
// clean URLs and their redirects (lib/node/clean-urls.ts: /contact → contact.html, /admin → 308
// /admin/), the 404 page with status 404, the build's Brotli or gzip copies, byte ranges,
// 405 to anything but GET and HEAD, and the headers of dist/client/_headers (the same
// security headers as deploy/nginx.conf). A bad path gets 400 or 404, never a crash.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileForPath, resolvePath, routeOfFile } from './clean-urls.js'
import { ROOT_DIR } from './root.js'
import { NOT_FOUND_ROUTE } from '../routes.js'

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

/**
 * The decoded path of a request as nginx normalises it, or the status that refuses it:
 * escapes decoded (an encoded slash is a slash), runs of slashes merged into one, « . »
 * dropped and « .. » applied (400 above the root), a NUL or a malformed escape refused (400).
 * Merging matters for redirects: « //lyon/ » must redirect to « /lyon », never to « //lyon »,
 * which a browser reads as the host « lyon ».
 */
function decodedPath(rawPath: string): { pathname: string } | { status: 400 } {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return { status: 400 }
  }
  if (decoded.includes('\0')) return { status: 400 }
  const segments: string[] = []
  const parts = decoded.split('/')
  for (const part of parts) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (segments.length === 0) return { status: 400 }
      segments.pop()
    } else segments.push(part)
  }
  const last = parts[parts.length - 1]
  const folder = segments.length > 0 && (last === '' || last === '.' || last === '..')
  return { pathname: `/${segments.join('/')}${folder ? '/' : ''}` }
}

/** A Location that stays on this host: one leading slash, never « // » or « /\\ » (protocol-relative to another host). */
export function sameHostLocation(location: string): string {
  return `/${location.replace(/^[/\\]+/, '')}`
}

/**
 * The gzip of a file the build left without a compressed copy (the build now leaves none: the
 * admin has its copies too, scripts/build/admin.ts), made once
 * per version of the file and kept: compressing 5 MB on every request held every other
 * request behind it.
 */
const gzipped = new Map<string, { version: string; body: Buffer }>()
function gzipOnce(file: string): Buffer {
  const stat = fs.statSync(file)
  const version = `${stat.size}:${stat.mtimeMs}:${stat.ino}`
  const known = gzipped.get(file)
  if (known?.version === version) return known.body
  const body = zlib.gzipSync(fs.readFileSync(file))
  gzipped.set(file, { version, body })
  return body
}

/** The byte range asked by a `Range` header: one range of `size` bytes, 'unsatisfiable', or undefined (whole file). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start > end || start >= size ? 'unsatisfiable' : { start, end }
}

export function createStaticServer(root = path.join(ROOT_DIR, 'dist/client')): http.Server {
  const rules = readHeaders(root)
  return http.createServer((request, response) => {
    try {
      serve(root, rules, request, response)
    } catch (error) {
      // Whatever happens, one request never stops the server.
      console.error(error)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Internal Server Error\n')
    }
  })
}

type HeaderRules = ReturnType<typeof readHeaders>

function plain(response: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`${text}\n`)
}

function serve(root: string, rules: HeaderRules, request: http.IncomingMessage, response: http.ServerResponse) {
  // A static site answers reading methods only, as nginx and Cloudflare Pages do.
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' })
  const found = locate(root, request.url ?? '/', response)
  if (!found) return
  const { file, pathname } = found
  let status = found.status
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
  const range = status === 200 ? request.headers.range : undefined
  let body = encodedBody(file, type, range, String(request.headers['accept-encoding'] ?? ''), response)
  if (status === 200 && !response.hasHeader('Content-Encoding')) {
    response.setHeader('Accept-Ranges', 'bytes')
    const wanted = byteRange(range, body.length)
    if (wanted === 'unsatisfiable') {
      response.setHeader('Content-Range', `bytes */${body.length}`)
      response.removeHeader('Content-Type')
      return plain(response, 416, 'Range Not Satisfiable')
    }
    if (wanted) {
      response.setHeader('Content-Range', `bytes ${wanted.start}-${wanted.end}/${body.length}`)
      body = body.subarray(wanted.start, wanted.end + 1)
      status = 206
    }
  }
  response.setHeader('Content-Length', body.length)
  response.writeHead(status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** The file a URL serves and its status (the 404 page for what is not a page); undefined when
 *  the answer was given here already (a bad path, a redirect, no 404 page). */
function locate(root: string, raw: string, response: http.ServerResponse): { file: string; pathname: string; status: number } | undefined {
  const rawPath = raw.split('?')[0]
  const query = raw.slice(rawPath.length)
  const decoded = rawPath.startsWith('/') ? decodedPath(rawPath) : ({ status: 400 } as const)
  if ('status' in decoded) return void plain(response, 400, 'Bad Request')
  const resolved = resolvePath(root, decoded.pathname)
  if ('redirect' in resolved) {
    // The redirects Cloudflare Pages makes (lib/node/clean-urls.ts), relative as it sends them.
    const location = sameHostLocation(resolved.redirect.split('/').map(encodeURIComponent).join('/')) + query
    response.writeHead(308, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' })
    return void response.end()
  }
  const file = 'file' in resolved ? resolved.file : undefined
  // The 404 page is not a page of its own (/404 would answer it with 200), nor is _headers.
  if (file && routeOfFile(path.relative(root, file)) !== NOT_FOUND_ROUTE && path.relative(root, file) !== '_headers')
    return { file, pathname: decoded.pathname, status: 200 }
  const notFound = fileForPath(root, NOT_FOUND_ROUTE)
  if (!notFound) return void plain(response, 404, `Not found, and ${root} has no ${NOT_FOUND_ROUTE} page: build the site first.`)
  return { file: notFound, pathname: decoded.pathname, status: 404 }
}

/** The bytes to send: the build's precompressed copy the client accepts (as nginx serves them),
 *  else gzip made once, else the file; a range asks for bytes of the file itself, so it is answered uncompressed. */
function encodedBody(file: string, type: string, range: string | undefined, accepted: string, response: http.ServerResponse): Buffer {
  if (!/text|javascript|json|svg|xml/.test(type)) return fs.readFileSync(file)
  response.setHeader('Vary', 'Accept-Encoding')
  const encoding = range ? undefined : (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
  const copy = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`
  if (copy && fs.existsSync(copy)) {
    response.setHeader('Content-Encoding', encoding)
    return fs.readFileSync(copy)
  }
  if (!range && /\bgzip\b/.test(accepted)) {
    response.setHeader('Content-Encoding', 'gzip')
    return gzipOnce(file)
  }
  return fs.readFileSync(file)
}
