// The admin page in the build (dist/client/admin/, Decap CMS): served from our own files,
// kept out of search engines and the sitemap, under its own CSP, and absent from every
// public page, whose headers stay as they were.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { fixedDecapBundle } from '../../lib/build/decap-new-entry-fix.js'
import { MIN_BYTES } from '../../lib/build/precompress.js'
import { createStaticServer } from '../../lib/node/static-server.js'
import { listFiles } from '../../lib/node/files.js'
import { ADMIN_PREFIX, DIST, builtFiles, builtPages } from './built-site.js'

const ADMIN = path.join(DIST, ADMIN_PREFIX)
const html = fs.readFileSync(path.join(ADMIN, 'index.html'), 'utf8')

/** The rules of _headers: path pattern → its indented lines. */
function headerRules(): Map<string, string[]> {
  const rules = new Map<string, string[]>()
  let current: string[] = []
  for (const line of fs.readFileSync(path.join(DIST, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = []))
    else current.push(line.trim())
  }
  return rules
}
const value = (lines: string[], name: string) =>
  lines
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1)
    .trim()

describe('the admin page', () => {
  it('loads only our own files: its script, Decap’s bundle copied from node_modules, the generated configuration', () => {
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    const sources = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(
      sources.every((source) => !/^(?:https?:)?\/\//.test(source)),
      sources.join(', '),
    ).toBe(true)
    // The page's script and stylesheet, named by their hash; the script names Decap's bundle
    // and the preview's stylesheet by theirs.
    const local = sources.filter((source) => source.startsWith('assets/'))
    expect(local.map((source) => source.replace(/\.[0-9a-f]{10}\./, '.*.'))).toEqual(['assets/admin.*.css', 'assets/admin.*.js'])
    const script = fs.readFileSync(path.join(ADMIN, local[1]!), 'utf8')
    const decap = /"(assets\/decap-[0-9a-f]{10}\/decap-cms\.js)"/.exec(script)?.[1]
    const preview = /"(assets\/preview\.[0-9a-f]{10}\.css)"/.exec(script)?.[1]
    for (const file of [...local, decap!, preview!, 'config.json']) expect(fs.existsSync(path.join(ADMIN, file)), file).toBe(true)
    // Copied with its one fix (lib/build/decap-new-entry-fix.ts), nothing else changed; compared
    // as a boolean, since a diff of the minified bundle would bury the report.
    const copied = fs.readFileSync(path.join(ADMIN, decap!), 'utf8')
    expect(copied === fixedDecapBundle(), 'decap-cms.js is the installed bundle plus the fix').toBe(true)
    const config = JSON.parse(fs.readFileSync(path.join(ADMIN, 'config.json'), 'utf8'))
    expect(config).toMatchObject({ backend: { name: 'github' }, publish_mode: 'editorial_workflow', media_folder: 'content/images' })
    // The built admin talks to GitHub only: the local mode is `npm run cms`'s.
    expect(config.local_backend).toBeUndefined()
  })

  it('is disallowed in robots.txt and absent from the sitemap', () => {
    expect(fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/admin\/$/m)
    expect(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')).not.toContain('/admin')
  })

  it('no public page or asset refers to it', () => {
    for (const page of builtPages()) expect(page.html, page.route).not.toMatch(/\/admin\/|decap/i)
    for (const file of builtFiles().filter((name) => /\.(js|css)$/.test(name)))
      expect(fs.readFileSync(path.join(DIST, file), 'utf8'), file).not.toMatch(/decap-cms|CMS_MANUAL_INIT/)
  })

  it('has its own CSP and headers; the public rule keeps its CSP', () => {
    const rules = headerRules()
    const publicCsp = value(rules.get('/*')!, 'Content-Security-Policy')!
    expect(publicCsp).toMatch(/script-src 'self'(?: 'sha256-[^']+')+;/)
    expect(publicCsp).not.toMatch(/unsafe-eval|api\.github\.com/)
    const admin = rules.get('/admin/*')!
    // Cloudflare Pages merges every matching rule: the public values are detached first.
    expect(admin).toEqual(expect.arrayContaining(['! Content-Security-Policy', '! Cross-Origin-Opener-Policy']))
    expect(value(admin, 'Content-Security-Policy')).toMatch(
      /script-src 'self' 'unsafe-eval';.*connect-src 'self' blob: https:\/\/api\.github\.com/,
    )
    expect(value(admin, 'X-Robots-Tag')).toBe('noindex, nofollow')
    expect(fs.readFileSync(path.join(DIST, '..', 'nginx-admin-headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${value(admin, 'Content-Security-Policy')}" always;`,
    )
  })
})

describe('the admin’s files', () => {
  const files = listFiles(ADMIN, () => false).files
  const texts = files.filter((file) => /\.(html|css|js|json)$/.test(file))

  it('each have a Brotli and a gzip copy made by the build, holding the same bytes (but the few too small to gain from one)', () => {
    const worth = texts.filter((file) => fs.statSync(path.join(ADMIN, file)).size >= MIN_BYTES)
    expect(worth.length).toBeGreaterThan(50)
    for (const file of worth) {
      const bytes = fs.readFileSync(path.join(ADMIN, file))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(ADMIN, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(ADMIN, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true)
    }
  })

  it('under assets/ are named by the hash of their bytes (a folder by the hash of Decap’s files)', () => {
    for (const file of texts.filter((name) => /^assets\/[^/]+$/.test(name))) {
      const hash = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(ADMIN, file)))
        .digest('hex')
        .slice(0, 10)
      expect(file).toMatch(new RegExp(`\\.${hash}\\.(js|css)$`))
    }
    // Beside the page, what is revalidated on every visit: the configuration and the pictures' renditions the preview reads.
    expect(files.filter((file) => !file.startsWith('assets/') && !/\.(br|gz)$/.test(file)).sort()).toEqual([
      'config.json',
      'images.json',
      'index.html',
    ])
  })

  it('are sent compressed by the preview server (npm start) from those copies', async () => {
    const server = createStaticServer(DIST)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${ADMIN_PREFIX}`
      const decap = texts.find((file) => file.endsWith('/decap-cms.js'))!
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ]) {
        const answer = await fetch(`${base}${decap}`, { headers: { 'Accept-Encoding': encoding } })
        expect(answer.headers.get('content-encoding'), encoding).toBe(encoding)
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        // fetch decodes: the length sent is the copy's.
        expect(Number(answer.headers.get('content-length')), encoding).toBe(fs.statSync(path.join(ADMIN, `${decap}${suffix}`)).size)
        await answer.arrayBuffer()
      }
      const page = await fetch(base, { headers: { 'Accept-Encoding': 'br' } })
      expect(page.headers.get('content-encoding')).toBe('br')
      expect(page.headers.get('cache-control')).toBe('no-cache')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
