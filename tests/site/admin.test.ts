// The admin page in the build (dist/client/admin/, Decap CMS): served from our own files,
// kept out of search engines and the sitemap, under its own CSP, and absent from every
// public page, whose headers stay as they were.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixedDecapBundle } from '../../scripts/decap-new-entry-fix.js'
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
    for (const file of ['admin.js', 'decap-cms.js', 'config.json', 'preview.css'])
      expect(fs.existsSync(path.join(ADMIN, file)), file).toBe(true)
    // Copied with its one fix (scripts/decap-new-entry-fix.ts), nothing else changed; compared
    // as a boolean, since a diff of the minified bundle would bury the report.
    const copied = fs.readFileSync(path.join(ADMIN, 'decap-cms.js'), 'utf8')
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
