// Partial hydration, checked on the built site: the HTML is the page, the browser receives
// only the props of its islands, and the one stylesheet styles every element the HTML has
// (page components never reach the browser bundle, so their CSS must get there another way).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COOKIE_CARD_SCRIPT } from '../../lib/browser/cookie-card.js'
import type { ClientData } from '../../renderer/client-data.js'
import { DIST, all, builtCss, builtFiles, builtPages, main, page, text, type BuiltPage } from './built-site.js'

function clientData(p: BuiltPage): ClientData {
  const json = /<script id="islands-data" type="application\/json">([\s\S]*?)<\/script>/.exec(p.html)?.[1]
  if (!json) throw new Error(`${p.route}: no islands-data script`)
  return JSON.parse(json) as ClientData
}

const islandsOf = (p: BuiltPage) => all(p.doc, (el) => el.attribs['data-island'] !== undefined)
const names = (p: BuiltPage) => islandsOf(p).map((el) => el.attribs['data-island'])

describe('islands', () => {
  it('each island element has the props of the same island, in order, and nothing else is serialised', () => {
    for (const p of builtPages()) {
      const data = clientData(p)
      expect(Object.keys(data).sort(), p.route).toEqual(['appError', 'islands', 'notFound'])
      expect(data.notFound, p.route).toBe(p.route === '/404')
      expect(
        data.islands.map((island) => island.name),
        p.route,
      ).toEqual(names(p))
      islandsOf(p).forEach((el, index) => expect(el.attribs['data-island-index'], p.route).toBe(String(index)))
    }
  })

  it('pages hydrate only their interactive widgets', () => {
    // In page order: the cookie card sits right under the header, before the content.
    expect(names(page('/'))).toEqual(['header', 'cookie-banner', 'form-scroll-button', 'salons', 'callback-form', 'welcome-popup'])
    expect(names(page('/contact'))).toEqual(['header', 'cookie-banner', 'callback-form'])
    for (const route of ['/lyon', '/paris-8e', '/services/lavage-tapis', '/a-proximite', '/mentions-legales', '/404'])
      expect(names(page(route)), route).toEqual(['header', 'cookie-banner'])
  })

  it('the static content stays out of the data sent to the browser', () => {
    for (const route of ['/lyon', '/services/lavage-tapis', '/a-proximite']) {
      const p = page(route)
      const serialised = JSON.stringify(clientData(p))
      const heading = text(all(main(p), (el) => el.name === 'h1')[0]).trim()
      const paragraphs = all(main(p), (el) => el.name === 'p')
        .map((el) => text(el).trim())
        .filter((t) => t.length > 40)
      expect(heading.length).toBeGreaterThan(0)
      expect(paragraphs.length).toBeGreaterThan(0)
      expect(serialised, route).not.toContain(heading)
      for (const paragraph of paragraphs) expect(serialised, route).not.toContain(paragraph.slice(0, 40))
    }
  })
})

describe('scripts', () => {
  // Vike serves the pages HTML-only: one small entry of ours, no client runtime, no
  // serialised page context. The page asks for it only once painted (islands/entry-loader.ts,
  // inlined by the build in place of Vike's <script src>); React and the islands load from it.
  it('each page has two scripts: the cookie card’s decision in the head, and the inline loader of the entry, which imports nothing before it runs but the islands runtime', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '../assets.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >
    const islandsChunk = path.basename(Object.values(manifest).find((chunk) => chunk.name === 'islands')!.file)
    const loaders = new Set<string>()
    for (const p of builtPages()) {
      const scripts = [...p.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (m) => !/type="application\/(ld\+)?json"/.test(m[1]),
      )
      expect(scripts, p.route).toHaveLength(2)
      // The first, in <head> before any stylesheet: the cookie card's verdict before the first paint.
      expect(p.html.indexOf(scripts[0]![0]), p.route).toBeLessThan(p.html.indexOf('</head>'))
      expect(scripts[0]![2], p.route).toBe(COOKIE_CARD_SCRIPT)
      const [, attributes, code] = scripts[1]!
      expect(attributes, p.route).not.toMatch(/\bsrc=/)
      expect(p.html, p.route).not.toContain('modulepreload')
      expect(p.html, p.route).not.toContain('vike_pageContext')
      const src = /data-entry="\/([^"]+)"/.exec(attributes)?.[1]
      expect(src, p.route).toMatch(/^assets\/entries\/renderer_client\.[\w-]+\.js$/)
      expect(code, p.route).toContain('dataset.entry')
      loaders.add(code)
      const entry = fs.readFileSync(path.join(DIST, src!), 'utf8')
      // Its one static import is the islands runtime it loads anyway (Vite's import() helper
      // lives there: islands/build/chunk-groups.ts); nothing else is fetched before it runs.
      const imported = [...entry.matchAll(/\bfrom\s*"([^"]+)"|[;}]import\s*"([^"]+)"/g)].map((m) => path.basename(m[1] ?? m[2]!))
      expect(imported, 'static imports of the entry').toEqual([islandsChunk])
      expect(entry.length, 'entry size in bytes').toBeLessThan(6000)
    }
    // The same two scripts everywhere: their two hashes in the CSP allow them, and nothing else.
    expect(loaders.size).toBe(1)
    const sha = (code: string) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`
    const allowed = /script-src 'self'((?: 'sha256-[^']+')+);/
      .exec(fs.readFileSync(path.join(DIST, '_headers'), 'utf8'))![1]!
      .trim()
      .split(' ')
    expect(allowed.sort()).toEqual([sha([...loaders][0]!), sha(COOKIE_CARD_SCRIPT)].sort())
  })
})

describe('the stylesheet', () => {
  const sheets = builtFiles().filter((file) => file.endsWith('.css'))
  const css = builtCss()

  it('is one file, linked by every page', () => {
    expect(sheets).toHaveLength(1)
    for (const p of builtPages()) expect(p.html, p.route).toContain(`href="/${sheets[0]}"`)
  })

  // A CSS-module class is written _<name>_<file hash>_<line>. A class may have no rule of
  // its own (`.portfolio` only names the list for `.portfolio figcaption`), so the check is
  // per module: every module the HTML uses has rules in the stylesheet.
  it('has the rules of every CSS module the pages use', () => {
    const missing = new Set<string>()
    for (const p of builtPages())
      for (const el of all(p.doc, (node) => Boolean(node.attribs.class)))
        for (const name of el.attribs.class.split(/\s+/)) {
          const hash = /^_[A-Za-z0-9]+_([a-z0-9]{5})_\d+$/.exec(name)?.[1]
          if (hash && !new RegExp(`\\._[A-Za-z0-9]+_${hash}_\\d+`).test(css)) missing.add(`${p.route}: .${name}`)
        }
    expect([...missing]).toEqual([])
  })

  // Mantine's styles are imported per component in renderer/global.css: every Mantine class
  // in the pre-rendered HTML (the form's fields) must have its rules. (The dialogs, notices
  // and calendar, rendered in the browser only, are checked open by the browser tests.)
  it('has the rules of every Mantine class the pages use', () => {
    const used = new Set<string>()
    for (const p of builtPages()) for (const m of p.html.matchAll(/\bm_[0-9a-f]{8}\b/g)) used.add(m[0])
    expect(used.size).toBeGreaterThan(5)
    expect([...used].filter((name) => !css.includes(`.${name}`))).toEqual([])
  })

  // Every Mantine provider forces the light scheme (components/common/MantineIsland.tsx).
  it("has Mantine's light colour variables and no dark block", () => {
    expect(css).toMatch(/:root\[data-mantine-color-scheme="?light"?\]\s*\{[^}]*--mantine-color-body:/)
    expect(css).not.toMatch(/data-mantine-color-scheme="?dark"?\]\s*\{[^}]*--mantine-color-body:/)
    for (const p of builtPages()) expect(p.html, p.route).toMatch(/<html [^>]*data-mantine-color-scheme="light"/)
  })
})
