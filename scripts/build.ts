// The build after validation and type checks: images, the Vike pre-render into a temporary
// folder, then sitemap, robots.txt and headers. Only a complete build replaces dist/, so a
// failure at any step leaves the previous site in place.
import { spawnSync } from 'node:child_process'
import { transformSync } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { allRoutes, loadContent } from '../lib/content/load.js'
import { ROOT_DIR } from '../lib/root.js'
import { contentSecurityPolicy, headersFile, inlineScriptHashes, nginxHeaders, securityHeaders } from '../lib/security-headers.js'
import { callbackData } from '../lib/page-data.js'
import { buildImages } from './build-images.js'
import { precompress } from './precompress.js'

const started = Date.now()
const dist = path.join(ROOT_DIR, process.env.DIST_DIR ?? 'dist')
const temp = `${dist}.tmp-${process.pid}`

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'img' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

function fail(message: string): never {
  fs.rmSync(temp, { recursive: true, force: true })
  console.error(`\nBuild failed: ${message}\n${fs.existsSync(dist) ? 'The previous build in dist/ is untouched.' : ''}`)
  process.exit(1)
}

// loadContent() validates: a content error stops here with the full list.
let content
try {
  content = loadContent()
} catch (error) {
  fail((error as Error).message)
}

await buildImages()

const vike = spawnSync(path.join(ROOT_DIR, 'node_modules/.bin/vike'), ['build'], { cwd: ROOT_DIR, stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'pipe', 'inherit'], env: { ...process.env, VIKE_OUT_DIR: temp } })
if (vike.status !== 0) fail(`the pre-render stopped (exit ${vike.status})${vike.stdout ? `\n${vike.stdout.toString().split('\n').slice(-30).join('\n')}` : ''}`)

const client = path.join(temp, 'client')
const pages = htmlFiles(client)
const expected = allRoutes(content)
const routeOf = (file: string) => '/' + path.relative(client, file).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
const rendered = new Set(pages.map(routeOf))
const missing = expected.filter((route) => !rendered.has(route))
if (missing.length) fail(`pages missing from the pre-render: ${missing.join(', ')}`)
if (!fs.existsSync(path.join(client, '404.html'))) fail('404.html was not rendered')

// The entry <script> Vike writes becomes the inline loader of renderer/entry-loader.ts, which
// adds it once the page has painted.
const loader = transformSync(fs.readFileSync(path.join(ROOT_DIR, 'renderer/entry-loader.ts'), 'utf8'), { loader: 'ts', minify: true, format: 'iife', target: 'es2020' }).code.trim()
const scriptHashes = new Set<string>()
const noindex = new Set<string>()
for (const file of pages) {
  const html = fs.readFileSync(file, 'utf8')
  const entries = [...html.matchAll(/<script src="([^"]+)" type="module" async><\/script>/g)]
  if (entries.length !== 1) fail(`${path.relative(client, file)}: expected one entry <script type="module">, found ${entries.length}`)
  const page = html.replace(entries[0]![0], `<script data-entry="${entries[0]![1]}">${loader}</script>`)
  fs.writeFileSync(file, page)
  for (const hash of inlineScriptHashes(page)) scriptHashes.add(hash)
  if (/<meta name="robots" content="noindex"/.test(html)) noindex.add(routeOf(file))
}

// Sitemap: every pre-rendered page but those marked noindex (the 404, the form's
// confirmation page), absolute URLs.
const urls = [...rendered].filter((route) => !noindex.has(route)).sort()
const sitemap = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls.map((route) => `  <url><loc>${content.site.url}${route}</loc></url>`), '</urlset>', ''].join('\n')
fs.writeFileSync(path.join(client, 'sitemap.xml'), sitemap)
fs.writeFileSync(path.join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${content.site.url}/sitemap.xml\n`)

const hashes = [...scriptHashes].sort()
const callback = callbackData(content)
const headers = securityHeaders(contentSecurityPolicy({ relay: callback.relay.form, confirmation: callback.next }, hashes))
fs.writeFileSync(path.join(client, '_headers'), headersFile(headers))
fs.writeFileSync(path.join(temp, 'nginx-headers.conf'), nginxHeaders(headers))
fs.rmSync(path.join(temp, 'server'), { recursive: true, force: true })
await precompress(client)

// Swap: rename is atomic on one file system; the old build is removed only afterwards.
const old = `${dist}.old-${process.pid}`
if (fs.existsSync(dist)) fs.renameSync(dist, old)
fs.renameSync(temp, dist)
fs.rmSync(old, { recursive: true, force: true })
console.log(`Built ${pages.length} pages (${urls.length} in the sitemap) into ${path.relative(ROOT_DIR, dist)}/client in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
