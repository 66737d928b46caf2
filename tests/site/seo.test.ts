// Search-engine essentials of the built pages: titles, descriptions, canonical and social
// tags, structured data, city pages naming their town, sitemap.xml and robots.txt.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DIST,
  absoluteUrl,
  all,
  builtPages,
  cities,
  head,
  isNotFound,
  meta,
  one,
  page,
  serviceSlugs,
  site,
  squash,
  text,
  type BuiltPage,
} from './built-site.js'
import { CONFIRMATION_ROUTE, cityRoute, serviceRoute } from '../../lib/routes.js'

const pages = builtPages()
// The 404 and the form's confirmation page (where the relay sends a visitor) are not for search engines.
const indexable = pages.filter((p) => !isNotFound(p) && p.route !== CONFIRMATION_ROUTE)
const SITE = site()

const titleOf = (p: BuiltPage) => squash(text(one(head(p), (e) => e.name === 'title') ?? []))
const descriptionOf = (p: BuiltPage) => meta(p, 'description')
const h1Of = (p: BuiltPage) => all(p.doc, (e) => e.name === 'h1').map((h) => squash(text(h)))

type Json = Record<string, unknown>

function structuredData(p: BuiltPage): { blocks: Json[]; errors: string[] } {
  const blocks: Json[] = []
  const errors: string[] = []
  for (const script of all(p.doc, (e) => e.name === 'script' && e.attribs.type === 'application/ld+json')) {
    const raw = script.children.map((c) => ('data' in c ? (c as { data: string }).data : '')).join('')
    try {
      const value = JSON.parse(raw) as Json | Json[]
      const items = Array.isArray(value) ? value : value['@graph'] ? (value['@graph'] as Json[]) : [value]
      blocks.push(...items)
    } catch (error) {
      errors.push(`${p.file}: JSON-LD does not parse (${(error as Error).message}): ${raw.slice(0, 120)}`)
    }
  }
  return { blocks, errors }
}

const typesOf = (block: Json) => ([] as unknown[]).concat(block['@type'] ?? []).map(String)
const ofType = (p: BuiltPage, type: string) => structuredData(p).blocks.filter((b) => typesOf(b).includes(type))

function duplicates(values: [string, string][]): string[] {
  const seen = new Map<string, string[]>()
  for (const [file, value] of values) seen.set(value, [...(seen.get(value) ?? []), file])
  return [...seen].filter(([, files]) => files.length > 1).map(([value, files]) => `"${value}" on ${files.join(', ')}`)
}

/** Apostrophes and no-break spaces vary in typography only; case for "Au Mans". */
const fold = (s: string) =>
  s
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase()

/** How French prose names a town: "Le Mans" is also "au Mans"/"du Mans", "Les Sables" "aux Sables"/"des Sables". */
function townForms(town: string): string[] {
  const forms = [town]
  const le = /^Le (.+)$/.exec(town)
  const les = /^Les (.+)$/.exec(town)
  if (le) forms.push(`au ${le[1]}`, `du ${le[1]}`)
  if (les) forms.push(`aux ${les[1]}`, `des ${les[1]}`)
  return forms.map(fold)
}
const namesTown = (value: string, town: string) => townForms(town).some((form) => fold(value).includes(form))

describe('titles and descriptions', () => {
  it('every page has exactly one non-empty <title> and meta description', () => {
    const problems: string[] = []
    for (const p of pages) {
      const titles = all(head(p), (e) => e.name === 'title')
      if (titles.length !== 1 || !titleOf(p)) problems.push(`${p.file}: ${titles.length} <title> elements, text "${titleOf(p)}"`)
      const descriptions = descriptionOf(p)
      if (descriptions.length !== 1 || !descriptions[0].trim())
        problems.push(`${p.file}: ${descriptions.length} meta descriptions ${JSON.stringify(descriptions)}`)
    }
    expect(problems).toEqual([])
  })

  it('titles are unique (404 aside)', () => {
    expect(duplicates(indexable.map((p) => [p.file, titleOf(p)]))).toEqual([])
  })

  it('meta descriptions are unique (404 aside)', () => {
    expect(duplicates(indexable.map((p) => [p.file, descriptionOf(p)[0] ?? '']))).toEqual([])
  })
})

describe('canonical and social tags', () => {
  it('every page has one canonical link: site.json url + route, absolute https', () => {
    const problems: string[] = []
    for (const p of pages) {
      const canonicals = all(head(p), (e) => e.name === 'link' && e.attribs.rel === 'canonical').map((e) => e.attribs.href)
      const expected = absoluteUrl(p.route)
      if (canonicals.length !== 1 || canonicals[0] !== expected)
        problems.push(`${p.file}: canonical ${JSON.stringify(canonicals)}, expected "${expected}"`)
      else if (!/^https:\/\/[^/]+\//.test(canonicals[0]))
        problems.push(`${p.file}: canonical "${canonicals[0]}" is not an absolute https URL`)
    }
    expect(problems).toEqual([])
  })

  it('every page has og:title, og:description, og:image, og:url and twitter:card', () => {
    const problems: string[] = []
    for (const p of pages) {
      for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
        const values = meta(p, key)
        if (values.length !== 1 || !values[0].trim()) problems.push(`${p.file}: ${key} ${JSON.stringify(values)}`)
      }
      const [ogUrl] = meta(p, 'og:url')
      if (ogUrl !== undefined && ogUrl !== absoluteUrl(p.route))
        problems.push(`${p.file}: og:url "${ogUrl}" differs from the canonical "${absoluteUrl(p.route)}"`)
      const [ogImage] = meta(p, 'og:image')
      if (ogImage !== undefined && !/^https:\/\//.test(ogImage))
        problems.push(`${p.file}: og:image "${ogImage}" is not an absolute https URL`)
      const [ogTitle] = meta(p, 'og:title')
      if (ogTitle !== undefined && ogTitle !== titleOf(p))
        problems.push(`${p.file}: og:title "${ogTitle}" differs from <title> "${titleOf(p)}"`)
      const [card] = meta(p, 'twitter:card')
      if (card !== undefined && !['summary', 'summary_large_image'].includes(card)) problems.push(`${p.file}: twitter:card "${card}"`)
    }
    expect(problems).toEqual([])
  })
})

describe('structured data (JSON-LD)', () => {
  it('every JSON-LD block parses as JSON and names a schema.org type', () => {
    const problems: string[] = []
    for (const p of pages) {
      const { blocks, errors } = structuredData(p)
      problems.push(...errors)
      for (const block of blocks) if (typesOf(block).length === 0) problems.push(`${p.file}: JSON-LD block without @type`)
    }
    expect(problems).toEqual([])
  })

  it.each([['/'], ['/contact']])('%s carries a complete LocalBusiness', (route) => {
    const [business] = ofType(page(route), 'LocalBusiness')
    expect(business, `${route}: no LocalBusiness`).toBeDefined()
    for (const key of ['name', 'address', 'geo', 'telephone', 'openingHoursSpecification', 'areaServed', 'url']) {
      expect(business[key], `${route}: LocalBusiness.${key}`).toBeTruthy()
    }
    expect(business.name).toBe(SITE.name)
    expect([SITE.phones.landline.e164, SITE.phones.mobile.e164]).toContain(business.telephone)
    expect(String(business.url).startsWith(SITE.url)).toBe(true)
    const address = business.address as Json
    expect(address.postalCode).toBe(SITE.address.postalCode)
    expect(address.streetAddress).toBe(SITE.address.street)
    const geo = business.geo as Json
    expect(Number(geo.latitude)).toBeCloseTo(SITE.address.latitude, 3)
    expect(Number(geo.longitude)).toBeCloseTo(SITE.address.longitude, 3)
    const hours = business.openingHoursSpecification as Json[]
    expect(Array.isArray(hours) && hours.length).toBeGreaterThan(0)
    const areas = ([] as unknown[]).concat(business.areaServed)
    expect(areas.length).toBeGreaterThan(0)
  })

  it('every /services/<slug> page carries a Service', () => {
    const problems: string[] = []
    for (const slug of serviceSlugs()) {
      const route = serviceRoute(slug)
      const services = ofType(page(route), 'Service')
      if (services.length !== 1) problems.push(`${route}: ${services.length} Service blocks`)
      else {
        if (!services[0].name) problems.push(`${route}: Service without a name`)
        if (services[0].url !== undefined && services[0].url !== absoluteUrl(route))
          problems.push(`${route}: Service.url "${String(services[0].url)}"`)
        if (!services[0].provider) problems.push(`${route}: Service without a provider`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every inner page carries a BreadcrumbList whose last item is the page URL', () => {
    const problems: string[] = []
    for (const p of indexable) {
      if (p.route === '/') continue
      const lists = ofType(p, 'BreadcrumbList')
      if (lists.length !== 1) {
        problems.push(`${p.file}: ${lists.length} BreadcrumbList blocks`)
        continue
      }
      const items = (lists[0].itemListElement as Json[] | undefined) ?? []
      const positions = items.map((item) => Number(item.position))
      if (items.length < 2) problems.push(`${p.file}: breadcrumb has ${items.length} item(s)`)
      if (positions.some((position, index) => position !== index + 1))
        problems.push(`${p.file}: breadcrumb positions ${JSON.stringify(positions)}`)
      const last = items.at(-1)
      const lastUrl = typeof last?.item === 'object' && last.item !== null ? (last.item as Json)['@id'] : last?.item
      if (lastUrl !== absoluteUrl(p.route))
        problems.push(`${p.file}: last breadcrumb item "${String(lastUrl)}", expected "${absoluteUrl(p.route)}"`)
      if (items[0] && items[0].item !== absoluteUrl('/'))
        problems.push(`${p.file}: first breadcrumb item "${String(items[0].item)}" is not the home page`)
    }
    expect(problems).toEqual([])
  })
})

describe('local pages', () => {
  it('name their town (content/cities/<slug>.json "town") in <title>, <h1> and meta description', () => {
    const problems: string[] = []
    for (const city of cities()) {
      const p = page(cityRoute(city.slug))
      const h1s = h1Of(p)
      if (!namesTown(titleOf(p), city.town)) problems.push(`${cityRoute(city.slug)}: <title> "${titleOf(p)}" does not name "${city.town}"`)
      if (h1s.length !== 1 || !namesTown(h1s[0], city.town))
        problems.push(`${cityRoute(city.slug)}: <h1> ${JSON.stringify(h1s)} does not name "${city.town}"`)
      const [description = ''] = descriptionOf(p)
      if (!namesTown(description, city.town))
        problems.push(`${cityRoute(city.slug)}: meta description "${description}" does not name "${city.town}"`)
    }
    expect(problems).toEqual([])
  })
})

describe('sitemap.xml and robots.txt', () => {
  const sitemap = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => m[1])

  it('is a sitemaps.org urlset', () => {
    expect(sitemap).toMatch(/^<\?xml[^>]*\?>\s*<urlset[^>]+xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/)
    expect(sitemap.match(/<url>/g)?.length).toBe(locs.length)
  })

  it('lists every built page except 404.html and /merci, with absolute URLs, and nothing else', () => {
    const expected = indexable.map((p) => absoluteUrl(p.route)).sort()
    expect(locs.every((loc) => /^https:\/\//.test(loc))).toBe(true)
    expect(duplicates(locs.map((loc) => ['sitemap.xml', loc]))).toEqual([])
    expect([...locs].sort()).toEqual(expected)
    // 12 fixed routes plus one per content/cities file: 99 today.
    expect(locs.length).toBe(12 + cities().length)
  })

  it('robots.txt points to the sitemap', () => {
    const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent:/im)
    expect(robots.split(/\r?\n/).map((line) => line.trim())).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/im)
  })

  it('404.html and the confirmation page have meta robots noindex, and no other page has', () => {
    expect(meta(page('/404'), 'robots').join(',')).toMatch(/noindex/)
    expect(meta(page('/merci'), 'robots').join(',')).toMatch(/noindex/)
    const noindexed = indexable.filter((p) => meta(p, 'robots').some((v) => /noindex/i.test(v))).map((p) => p.file)
    expect(noindexed).toEqual([])
  })
})
