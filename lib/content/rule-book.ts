// The rule book: every rule `npm run validate` applies to parsed content, as pure functions of
// the documents (no file system), so the admin's editor runs the very same code before a save
// (lib/cms/entry-check.ts) on the content it can read. validate.ts reads the folder and calls
// checkDocuments(); the wording of every problem comes from one catalogue (messages.ts).
import type Ajv2020 from 'ajv/dist/2020.js'
import { schemaErrors } from './ajv.js'
import { countRules } from './counts.js'
import { crossPageEditorialRules, documentEditorialRules } from './editorial.js'
import { hasMarkup, linkedPaths } from './html.js'
import { excerpt, stringsOf } from './json.js'
import { KINDS, kindOf } from './kinds.js'
import { pageTokens, type PageTokens } from './page-tokens.js'
import { say, type Params, type RuleId } from './messages.js'
import { gateText } from './text-gate.js'
import { HOME_ROUTE, PAGE_ROUTES, localRoute, pageRoute, reservedBy, routeOfContentFile, serviceRoute } from '../routes.js'
import { slugify } from '../slugify.js'

/** The marker `npm run new-city` writes where text is still to be written. */
export const PLACEHOLDER_MARK = 'À compléter'

import type { ContentError } from './messages.js'
export type { ContentError } from './messages.js'

/** "lyon" for "cities/lyon.json" (no node:path: this module runs in the browser too). */
export const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')

export interface RuleBookOptions {
  ajv: Ajv2020
  /** How a path relative to the content folder is shown (content/cities/lyon.json). */
  shown: (relative: string) => string
  /** Whether content/<relative> exists (pictures). */
  imageExists: (relative: string) => boolean
  /** Files that did not parse: they still serve the route their name gives. */
  unreadable?: string[]
  /** Every file name of the folder (required files); the documents' names by default. */
  files?: string[]
  /**
   * A file's verdict under fileRules: lib/node/verdicts.ts gives the stored one while the file
   * and what those rules read are unchanged, and otherwise calls `run`. By default every rule runs.
   */
  fileVerdict?: (relative: string, run: () => ContentError[]) => ContentError[]
  /** A city's page tokens, likewise (stored, or `compute`d). */
  pageTokens?: (relative: string, compute: () => PageTokens) => PageTokens
}

/** The checks of one parsed document: its schema, its $schema, its key, its placeholders and pictures. */
export function documentRules(relative: string, data: unknown, options: RuleBookOptions): ContentError[] {
  const errors: ContentError[] = []
  const kind = kindOf(relative)
  if (!kind) return errors
  const shown = options.shown
  const validate = options.ajv.getSchema(kind.schema)
  if (!validate) throw new Error(`schema ${kind.schema} is missing from schemas/`)
  for (const problem of schemaErrors(validate, data)) errors.push({ file: shown(relative), ...problem })
  if (!data || typeof data !== 'object') return errors
  const record = data as Record<string, unknown>
  const expectedSchema = `${'../'.repeat(relative.split('/').length)}schemas/${kind.schema}`
  if (typeof record.$schema === 'string' && record.$schema.slice(record.$schema.lastIndexOf('/') + 1) !== kind.schema) {
    errors.push({ file: shown(relative), pointer: '/$schema', message: `must point to ${expectedSchema} (this file is a ${kind.schema.replace('.schema.json', '')})` })
  }
  if (kind.key && typeof record[kind.key] === 'string') {
    const expected = baseName(relative)
    if (record[kind.key] !== expected) errors.push({ file: shown(relative), pointer: `/${kind.key}`, ...say('key-is-file-name', { expected, found: excerpt(String(record[kind.key])) }) })
  }
  // Every referenced image must exist, or the page would ship a broken picture.
  for (const { pointer, value } of stringsOf(data)) {
    if (value.includes(PLACEHOLDER_MARK)) errors.push({ file: shown(relative), pointer, ...say('still-placeholder', { mark: PLACEHOLDER_MARK }) })
    if (/^images\//.test(value) && !options.imageExists(value)) errors.push({ file: shown(relative), pointer, ...say('image-missing', { shown: shown(value) }) })
  }
  return errors
}

type Doc = Record<string, unknown>

/**
 * The rules on one document that read nothing else but site.json (`site`), the picture
 * names and how paths are shown: its schema, placeholders, pictures, typography, claims,
 * references, title, captions, nearby places and subtitle. Their verdict can be kept per
 * file (lib/node/verdicts.ts). A rule that reads another file belongs in crossPageRules.
 */
export function fileRules(relative: string, data: unknown, site: unknown, options: RuleBookOptions): ContentError[] {
  // First, once: NFC, the length bound and the refused characters (text-gate.ts); every rule after reads the gated text.
  const gate = gateText(data).map((problem) => ({ file: options.shown(relative), ...problem }))
  return [...gate, ...documentRules(relative, data, options), ...documentEditorialRules(relative, data, site as Doc | undefined, options.shown)]
}

/** The rules across files: required files, routes and links, towns, orders, counts, shared runs and near duplicates. */
export function crossPageRules(documents: Map<string, unknown>, options: RuleBookOptions): ContentError[] {
  const errors: ContentError[] = []
  const { shown } = options
  const files = options.files ?? [...documents.keys()]
  for (const kind of KINDS.filter((k) => k.required)) {
    if (!files.some((file) => kind.pattern.test(file))) errors.push({ file: shown(kind.shape), pointer: '', message: 'missing required file' })
  }
  for (const [name, route] of Object.entries(PAGE_ROUTES)) {
    if (!files.includes(`pages/${name}.json`)) errors.push({ file: shown(`pages/${name}.json`), pointer: '', message: `missing required page (serves ${route})` })
  }
  crossFileRules(documents, shown, errors, options.unreadable ?? [])
  errors.push(...countRules(documents, shown))
  const tokens = options.pageTokens ?? ((_relative, compute) => compute())
  errors.push(...crossPageEditorialRules(documents, shown, (relative, city) => tokens(relative, () => pageTokens(city))))
  return errors
}

/** Every rule on a set of parsed documents (by path relative to the content folder). */
export function checkDocuments(documents: Map<string, unknown>, options: RuleBookOptions): ContentError[] {
  const verdict = options.fileVerdict ?? ((_relative, run) => run())
  // site.json's own rules first: the other files' rules read it as its schema leaves it.
  const site = documents.get('site.json')
  const siteErrors = documents.has('site.json') ? verdict('site.json', () => fileRules('site.json', site, site, options)) : []
  const errors: ContentError[] = []
  for (const [relative, data] of documents) errors.push(...(relative === 'site.json' ? siteErrors : verdict(relative, () => fileRules(relative, data, site, options))))
  errors.push(...crossPageRules(documents, options))
  return errors
}

export function crossFileRules(documents: Map<string, unknown>, shown: (relative: string) => string, errors: ContentError[], unreadable: string[]) {
  const collection = (folder: string) => [...documents].filter(([file, data]) => file.startsWith(`${folder}/`) && data && typeof data === 'object') as [string, Doc][]

  // Routes: each must be served by exactly one file.
  const routes = new Map<string, string>()
  const claim = (route: string, file: string, pointer: string) => {
    const owner = routes.get(route)
    if (owner) errors.push({ file: shown(file), pointer, ...say('route-taken', { route, owner: shown(owner) }) })
    else routes.set(route, file)
  }
  claim(HOME_ROUTE, 'home.json', '')
  // A file that is not valid JSON still serves the route its name gives: links to that page
  // are not reported as broken on top of the file's own error.
  for (const file of unreadable) {
    const route = routeOfContentFile(file)
    if (route) routes.set(route, file)
  }
  for (const [file, page] of collection('pages')) {
    const name = baseName(file)
    if (typeof page.route !== 'string') continue
    const route = pageRoute(name)
    if (route && page.route !== route) errors.push({ file: shown(file), pointer: '/route', message: `must be ${route}` })
    if (!route) errors.push({ file: shown(file), pointer: '', message: `no page template for "${name}" (known pages: ${Object.keys(PAGE_ROUTES).join(', ')})` })
    claim(page.route, file, '/route')
  }
  for (const [file, service] of collection('services')) {
    if (typeof service.slug === 'string') claim(serviceRoute(service.slug), file, '/slug')
  }
  // A town has one page. Of two files naming the same town, the copy is the one whose file
  // name is not the town's (lyon.json is Lyon's page; villeurbanne.json copied from it is not).
  const townOwner = new Map<string, string>()
  const original = ([file, city]: [string, Doc]) => typeof city.town === 'string' && baseName(file) === slugify(city.town)
  const cities = collection('cities').sort((a, b) => Number(original(b)) - Number(original(a)))
  for (const [file, city] of cities) {
    if (typeof city.town !== 'string') continue
    const owner = townOwner.get(slugify(city.town))
    if (!owner) townOwner.set(slugify(city.town), file)
    else errors.push({ file: shown(file), pointer: '/town', ...say('town-repeated', { owner: shown(owner), town: excerpt(city.town), route: localRoute(baseName(owner)) }) })
  }
  const townToRoute = new Map<string, string>()
  for (const [file, city] of cities) {
    if (typeof city.slug !== 'string') continue
    const reserved = reservedBy(city.slug)
    if (reserved) {
      errors.push({ file: shown(file), pointer: '/slug', ...say('slug-reserved', { slug: city.slug, reserved }) })
      continue
    }
    claim(localRoute(city.slug), file, '/slug')
    // Search engines and visitors look for the town's name: the page must say it where it counts.
    if (typeof city.town === 'string' && !hasMarkup(city.town)) {
      const core = slugify(city.town.replace(/^(?:Les?|La|L’|L')\s*/i, ''))
      const seo = (city.seo ?? {}) as Doc
      for (const [pointer, text] of [['/seo/title', seo.title], ['/seo/description', seo.description], ['/title', city.title]] as const) {
        if (typeof text === 'string' && !slugify(text).includes(core)) errors.push({ file: shown(file), pointer, ...say('town-not-named', { town: excerpt(city.town) }) })
      }
    }
    if (typeof city.town === 'string' && townOwner.get(slugify(city.town)) !== file) continue
    townToRoute.set(slugify(city.slug), localRoute(city.slug))
    if (typeof city.town === 'string') townToRoute.set(slugify(city.town), localRoute(city.slug))
  }

  // Order fields sort a collection: two items with the same place would swap at random.
  for (const folder of ['gallery', 'services']) {
    const byOrder = new Map<number, string>()
    for (const [file, item] of collection(folder)) {
      if (typeof item.order !== 'number') continue
      const first = byOrder.get(item.order)
      if (first) errors.push({ file: shown(file), pointer: '/order', ...say('order-taken', { order: item.order, owner: shown(first) }) })
      else byOrder.set(item.order, file)
    }
  }

  // Salons: a range that ends before it starts is a typo.
  for (const [file, salon] of collection('salons')) {
    if (typeof salon.startDate === 'string' && typeof salon.endDate === 'string' && salon.endDate < salon.startDate) {
      errors.push({ file: shown(file), pointer: '/endDate', ...say('end-before-start', { start: salon.startDate, startFr: salon.startDate.split('-').reverse().join('/') }) })
    }
  }

  // Links: every site path must lead to a page, and a place with a page must link to it.
  for (const [file, data] of documents) {
    for (const { pointer, value, key } of stringsOf(data)) {
      const targets = (key === 'url' || key === 'link') && value.startsWith('/') ? [value.split('#')[0] || '/'] : linkedPaths(value)
      for (const route of targets) {
        if (!routes.has(route)) errors.push({ file: shown(file), pointer, ...say('link-to-nowhere', { route }) })
      }
    }
  }
  const coverage = documents.get('coverage.json') as Doc | undefined
  if (coverage && Array.isArray(coverage.groups)) {
    const check = (entry: unknown, pointer: string) => {
      if (!entry || typeof entry !== 'object') return
      const place = entry as Doc
      if (typeof place.name !== 'string') return
      // Without a url the loader links the place to its town's page (lib/content/coverage-links.ts):
      // a new city needs no second edit. A url written by hand must be that page.
      const route = townToRoute.get(slugify(place.name))
      if (route && place.url !== undefined && place.url !== route)
        errors.push({ file: shown('coverage.json'), pointer: `${pointer}/url`, ...say('coverage-link', { name: excerpt(place.name), route, found: excerpt(String(place.url)) }) })
    }
    coverage.groups.forEach((group: unknown, g: number) => {
      const places = (group as Doc | null)?.places
      if (Array.isArray(places)) places.forEach((place, p) => check(place, `/groups/${g}/places/${p}`))
    })
    if (Array.isArray(coverage.grid)) coverage.grid.forEach((entry, index) => check(entry, `/grid/${index}`))
  }
}
