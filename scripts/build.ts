// The build after validation and type checks: images, the Vike pre-render into a temporary
// folder, then sitemap, robots.txt and headers. Only a complete build replaces dist/, so a
// failure at any step leaves the previous site in place.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { entryLoaderTag, VIKE_ENTRY_TAG } from '../components/islands/entry-loader-tag.js'
import { routeOfFile } from '../lib/node/clean-urls.js'
import { loadContent } from '../lib/content/load.js'
import { listFiles } from '../lib/node/files.js'
import { checkImages } from '../lib/content/check-images.js'
import { formatError } from '../lib/content/validate.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { allRoutes, NOT_FOUND_ROUTE } from '../lib/routes.js'
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxHeaders,
  securityHeaders,
} from '../lib/node/security-headers.js'
import { callbackData } from '../lib/page-data.js'
import { buildAdmin } from './build-admin.js'
import { buildImages } from './build-images.js'
import { cmsAuthOrigin } from './cms-config.js'
import { precompress } from './precompress.js'

const started = Date.now()
const dist = path.join(ROOT_DIR, process.env.DIST_DIR ?? 'dist')
const temp = `${dist}.tmp-${process.pid}`

// Ctrl-C (or a kill) during the build: stop the pre-render, then remove the temporary folder.
// `npm run build` runs this file with `node --import tsx`, in one process: the tsx command
// would relay the signal through a parent that kills the build outright if it is slow to answer.
let vikeProcess: ChildProcess | undefined
function interrupted(signal: 'SIGINT' | 'SIGTERM'): never {
  fs.rmSync(temp, { recursive: true, force: true })
  console.error(`\nBuild interrupted: ${path.relative(ROOT_DIR, temp)} removed, dist/ untouched.`)
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (vikeProcess && vikeProcess.exitCode === null && vikeProcess.signalCode === null) {
      vikeProcess.once('close', () => interrupted(signal))
      vikeProcess.kill(signal)
    } else interrupted(signal)
  })
}

// Folders a build could not remove (killed with SIGKILL, machine stopped): their process is gone.
const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
if (fs.existsSync(path.dirname(dist))) {
  for (const name of fs.readdirSync(path.dirname(dist))) {
    const pid = name.startsWith(`${path.basename(dist)}.`)
      ? /^\.(?:tmp|old)-(\d+)$/.exec(name.slice(path.basename(dist).length))?.[1]
      : undefined
    if (pid && !running(Number(pid))) fs.rmSync(path.join(path.dirname(dist), name), { recursive: true, force: true })
  }
}

function htmlFiles(dir: string): string[] {
  return listFiles(dir, (relative, isDirectory) => isDirectory && (relative === 'assets' || relative === 'img'))
    .files.filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file))
}

function fail(message: string): never {
  fs.rmSync(temp, { recursive: true, force: true })
  console.error(`\nBuild failed: ${message}\n${fs.existsSync(dist) ? 'The previous build in dist/ is untouched.' : ''}`)
  process.exit(1)
}

/**
 * Vike warns whenever build.cssCodeSplit is false (vikejs/vike#1993: CSS imported by
 * server-only code could be shipped twice). The site sets it on purpose (one stylesheet),
 * and tests/site/islands.test.ts checks that every page links that one file and no other.
 */
function isCssCodeSplitNotice(line: string): boolean {
  // Vike colours its output: compare the text without its colour codes.
  return /\[vike\]\[Warning\] build\.cssCodeSplit shouldn't be set to false/.test(line.replace(/\x1b\[[0-9;]*m/g, ''))
}

// loadContent() validates: a content error stops here with the full list.
let content
let callback
try {
  content = loadContent()
  // The relay's address (the CSP needs it): a bad RELAY_URL fails here, before the pre-render.
  callback = callbackData(content)
} catch (error) {
  fail((error as Error).message)
}

const imageErrors = await checkImages(content.dir, path.relative(process.cwd(), content.dir) || '.')
if (imageErrors.length > 0)
  fail(`${imageErrors.length} picture error${imageErrors.length > 1 ? 's' : ''}:\n${imageErrors.map(formatError).join('\n')}`)
await buildImages()

// Run asynchronously, so that a signal reaches the handler above while it runs.
const vike = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
  let stdout = ''
  vikeProcess = spawn(path.join(ROOT_DIR, 'node_modules/.bin/vike'), ['build'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'pipe', 'pipe'],
    env: { ...process.env, VIKE_OUT_DIR: temp },
  })
  vikeProcess.stdout?.on('data', (chunk) => (stdout += chunk))
  // Line by line: a chunk may end in the middle of the notice.
  let partial = ''
  vikeProcess.stderr?.on('data', (chunk) => {
    const lines = (partial + String(chunk)).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) if (!isCssCodeSplitNotice(line)) process.stderr.write(`${line}\n`)
  })
  vikeProcess.on('close', (status, signal) => {
    if (partial && !isCssCodeSplitNotice(partial)) process.stderr.write(partial)
    // Ctrl-C signals the whole process group: the pre-render may die of it before this
    // process handles its own copy. Either way, it is an interruption, not a failure.
    if (signal === 'SIGINT' || signal === 'SIGTERM') interrupted(signal)
    resolve({ status, stdout })
  })
})
if (vike.status !== 0)
  fail(`the pre-render stopped (exit ${vike.status})${vike.stdout ? `\n${vike.stdout.split('\n').slice(-30).join('\n')}` : ''}`)

const client = path.join(temp, 'client')
const pages = htmlFiles(client)
const expected = allRoutes(content)
const routeOf = (file: string) => routeOfFile(path.relative(client, file))
const rendered = new Set(pages.map(routeOf))
const missing = expected.filter((route) => !rendered.has(route))
if (missing.length) fail(`pages missing from the pre-render: ${missing.join(', ')}`)
if (!rendered.has(NOT_FOUND_ROUTE)) fail(`the ${NOT_FOUND_ROUTE} page was not rendered`)

// The page asks for its scripts only once painted (components/islands/entry-loader.ts).
const scriptHashes = new Set<string>()
const noindex = new Set<string>()
for (const file of pages) {
  const html = fs.readFileSync(file, 'utf8')
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) fail(`${path.relative(client, file)}: expected one entry <script type="module">, found ${entries.length}`)
  const page = html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => entryLoaderTag(source))
  fs.writeFileSync(file, page)
  for (const hash of inlineScriptHashes(page)) scriptHashes.add(hash)
  if (/<meta name="robots" content="noindex"/.test(html)) noindex.add(routeOf(file))
}

// Sitemap: every pre-rendered page but those marked noindex (the 404, the form's
// confirmation page), absolute URLs.
const urls = [...rendered].filter((route) => !noindex.has(route)).sort()
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...urls.map((route) => `  <url><loc>${content.site.url}${route}</loc></url>`),
  '</urlset>',
  '',
].join('\n')
fs.writeFileSync(path.join(client, 'sitemap.xml'), sitemap)
// The admin (/admin/) is for the owner, not for search engines.
fs.writeFileSync(
  path.join(client, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${content.site.url}/sitemap.xml\n`,
)

const hashes = [...scriptHashes].sort()
const headers = securityHeaders(contentSecurityPolicy({ relay: callback.relay.form, confirmation: callback.next }, hashes))
const admin = adminHeaders(headers, adminContentSecurityPolicy(cmsAuthOrigin()))
fs.writeFileSync(path.join(client, '_headers'), headersFile(headers, admin))
fs.writeFileSync(path.join(temp, 'nginx-headers.conf'), nginxHeaders(headers))
fs.writeFileSync(path.join(temp, 'nginx-admin-headers.conf'), nginxHeaders(admin))
fs.rmSync(path.join(temp, 'server'), { recursive: true, force: true })
// The admin is left out of the compression (Decap's 5 MB bundle would double its time, and
// only the owner loads it: hosts and nginx compress it on the fly). precompress() lists its
// files before its first await, so the admin is written beside it while it works.
const compressed = precompress(client)
await Promise.all([compressed, buildAdmin(path.join(client, 'admin'))])

// Swap: rename is atomic on one file system; the old build is removed only afterwards.
const old = `${dist}.old-${process.pid}`
if (fs.existsSync(dist)) fs.renameSync(dist, old)
fs.renameSync(temp, dist)
fs.rmSync(old, { recursive: true, force: true })
console.log(
  `Built ${pages.length} pages (${urls.length} in the sitemap) into ${path.relative(ROOT_DIR, dist)}/client in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
