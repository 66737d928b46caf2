// The built site loads nothing from another origin: no script, stylesheet, font or image
// comes from an absolute http(s) URL, in the HTML or in the CSS. The only absolute URLs
// the HTML may contain are the site's own (canonical, og:*, JSON-LD, the form's _next), the
// relay URL in the page data and the form's action, the salon's "Plus d'infos" link and the
// footer's builder link, plus the identifiers that are never fetched (the JSON-LD @context,
// SVG namespaces).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, all, builtFiles, builtPages, readJson, requestedResources, site, type BuiltPage } from './built-site.js'

const pages = builtPages()
const SITE = site()
const OWN = SITE.url.replace(/\/$/, '')
const home = readJson<{ salons: { moreInfoUrl: string } }>('home.json')

/** Plain links the brief allows, and where. */
const RELAY = SITE.relayBase.replace(/\/$/, '')
// Plain links a visitor may follow: the salon site, the builder, and the privacy policy's
// references to the CNIL and to the form relay's own site.
// The legal pages name the host's and the consumer mediator's sites (site.json), as text.
const PLAIN_LINKS = [
  home.salons.moreInfoUrl,
  SITE.builder.url,
  'https://www.cnil.fr',
  'https://formsubmit.co',
  SITE.host.url,
  SITE.mediator.url,
]
/** Identifiers that look like URLs but are never requested. */
const NAMESPACES = [
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/XML/1998/namespace',
]
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/

const isAbsolute = (url: string) => /^(https?:)?\/\//i.test(url.trim())

/** Absolute URLs in url(...) and @import of a piece of CSS; data: URIs are not requests. */
function cssAbsoluteUrls(css: string): string[] {
  const out: string[] = []
  for (const m of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gis)) if (!m[2].trim().startsWith('data:') && isAbsolute(m[2])) out.push(m[2])
  for (const m of css.matchAll(/@import\s+(?:url\(\s*)?(['"]?)([^'")\s;]+)\1/gi)) if (isAbsolute(m[2])) out.push(m[2])
  return out
}

/** Every resource a page asks the browser to fetch: its HTML's, and the absolute URLs of its inline CSS. */
function fetchedByPage(p: BuiltPage): { what: string; url: string }[] {
  const out = requestedResources(p)
  for (const el of all(p.doc, () => true)) {
    if (el.attribs.style) for (const url of cssAbsoluteUrls(el.attribs.style)) out.push({ what: `<${el.name} style>`, url })
    if (el.name === 'style')
      for (const url of cssAbsoluteUrls(el.children.map((c) => ('data' in c ? (c as { data: string }).data : '')).join('')))
        out.push({ what: '<style>', url })
  }
  return out
}

describe('no third-party resources', () => {
  it('no page loads a script, stylesheet, font or image from an absolute URL', () => {
    const problems: string[] = []
    let checked = 0
    for (const p of pages) {
      for (const { what, url } of fetchedByPage(p)) {
        checked++
        if (isAbsolute(url)) problems.push(`${p.file}: ${what} "${url}"`)
      }
    }
    expect(checked).toBeGreaterThan(1000)
    expect(problems).toEqual([])
  })

  it("og:image and twitter:image are the site's own files", () => {
    const problems: string[] = []
    for (const p of pages) {
      for (const el of all(p.doc, (e) => e.name === 'meta' && /^(og|twitter):image/.test(e.attribs.property ?? e.attribs.name ?? ''))) {
        if (!(el.attribs.content ?? '').startsWith(`${OWN}/`))
          problems.push(`${p.file}: ${el.attribs.property ?? el.attribs.name} "${el.attribs.content}"`)
      }
    }
    expect(problems).toEqual([])
  })

  it('no built CSS file references an absolute URL (fonts, images, @import)', () => {
    const cssFiles = builtFiles().filter((f) => f.endsWith('.css'))
    expect(cssFiles.length).toBeGreaterThan(0)
    const problems = cssFiles.flatMap((file) =>
      cssAbsoluteUrls(fs.readFileSync(path.join(DIST, file), 'utf8')).map((url) => `${file}: ${url}`),
    )
    expect(problems).toEqual([])
  })

  it('the only absolute URLs in the HTML are the allowed ones', () => {
    const problems = new Map<string, string[]>()
    for (const p of pages) {
      // Page data is JSON inside <script>: "https:\/\/host" is how it writes a URL.
      const pageData = [...p.html.matchAll(/<script id="islands-data"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [
        m.index + m[0].indexOf('>') + 1,
        m.index + m[0].length - '</script>'.length,
      ])
      const jsonLd = [...p.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => [
        m.index,
        m.index + m[0].length,
      ])
      const within = (ranges: number[][], index: number) => ranges.some(([start, end]) => index >= start && index < end)
      for (const m of p.html.matchAll(
        /(?:https?:)?(?:\/\/|\\\/\\\/)[A-Za-z0-9.-]+(?::\d+)?(?:(?:\/|\\\/)[^\s"'<>\\)]*(?:\\\/[^\s"'<>\\)]*)*)?/g,
      )) {
        const url = m[0].replace(/\\\//g, '/')
        if (!/^https?:/i.test(url)) {
          // A protocol-relative URL: only counts inside an attribute value or CSS (not in prose like "a//b").
          const before = p.html.slice(Math.max(0, m.index - 6), m.index)
          if (!/(=["']?|url\(["']?)$/.test(before)) continue
        }
        if (url === OWN || url.startsWith(`${OWN}/`)) continue
        if (NAMESPACES.includes(url)) continue
        if (SCHEMA_ORG.test(url) && (within(jsonLd, m.index) || within(pageData, m.index))) continue
        // The relay: in the page data (the script's endpoint) and as the form's action.
        if (url.startsWith(`${RELAY}/`) && (within(pageData, m.index) || p.html.slice(m.index - 'action="'.length, m.index) === 'action="'))
          continue
        if (PLAIN_LINKS.includes(url)) continue
        problems.set(url, [...new Set([...(problems.get(url) ?? []), p.file])])
      }
    }
    expect(
      [...problems].map(
        ([url, files]) => `${url} in ${files.length} page(s): ${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`,
      ),
    ).toEqual([])
  })

  it('the allowed external links are plain links that open in a new tab', () => {
    const salon = all(pages.find((p) => p.route === '/')!.doc, (e) => e.name === 'a' && e.attribs.href === home.salons.moreInfoUrl)
    expect(salon.length, '"Plus d\'infos" link on the home page').toBeGreaterThanOrEqual(1)
    for (const a of salon) {
      expect(a.attribs.target).toBe('_blank')
      expect(a.attribs.rel ?? '').toMatch(/noopener/)
    }
    const problems: string[] = []
    for (const p of pages) {
      const builder = all(p.doc, (e) => e.name === 'a' && e.attribs.href === SITE.builder.url)
      if (builder.length !== 1) problems.push(`${p.file}: ${builder.length} builder links`)
      for (const a of builder)
        if (a.attribs.target === '_blank' && !/noopener|noreferrer/.test(a.attribs.rel ?? ''))
          problems.push(`${p.file}: builder link opens a new tab without rel="noopener"`)
    }
    expect(problems).toEqual([])
  })
})
