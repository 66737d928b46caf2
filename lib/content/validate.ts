// Checks every file of a content folder against its schema and the rules that span files,
// collecting every error instead of stopping at the first, so one run shows them all.
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv, schemaErrors } from './ajv.js'
import { hasMarkup, linkedPaths } from './html.js'
import { editorialRules } from './editorial.js'
import { excerpt, parseJsonFile, stringsOf } from './json.js'
import { KINDS, isLitter, kindOf } from './kinds.js'
import { listFiles } from '../node/files.js'
import { ROOT_DIR } from '../node/root.js'
import { HOME_ROUTE, PAGE_ROUTES, localRoute, pageRoute, reservedBy, routeOfContentFile, serviceRoute } from '../routes.js'
import { slugify } from '../slugify.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

/** The marker `npm run new-city` writes where text is still to be written. */
export const PLACEHOLDER_MARK = 'À compléter'

/** Content files are a few KB; anything this large is a mistake (and too slow to check). */
const MAX_FILE_BYTES = 1_000_000

export interface ContentError {
  /** Path shown to the maintainer, e.g. content/cities/lyon.json. */
  file: string
  /** JSON pointer inside the file, '' for the whole file. */
  pointer: string
  message: string
}

export interface ValidationResult {
  errors: ContentError[]
  /** Parsed documents by path relative to the content folder (only those that parsed). */
  documents: Map<string, unknown>
  fileCount: number
}

export function formatError(error: ContentError): string {
  return `${error.file}: ${error.pointer || '/'}: ${error.message}`
}

let ajvInstance: Ajv2020 | undefined
function ajv(): Ajv2020 {
  ajvInstance ??= createAjv(readSchemas())
  return ajvInstance
}

/** Every schema of schemas/, parsed. */
export function readSchemas(dir = SCHEMA_DIR): object[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object)
}

/**
 * Validates a content folder. `label` is how file names are shown (content/... by default).
 */
export function validateContent(contentDir: string, label = 'content'): ValidationResult {
  const errors: ContentError[] = []
  const documents = new Map<string, unknown>()
  const shown = (relative: string) => `${label}/${relative}`
  // Pictures are checked by checkImages (their headers need sharp, which is asynchronous).
  const listing = listFiles(contentDir, (relative, isDirectory) => (isDirectory ? relative === 'images' : isLitter(relative)))
  const files = listing.files
  for (const odd of listing.odd) errors.push({ file: shown(odd.file), pointer: '', message: `${odd.reason}: content/ holds only plain files` })
  const validator = ajv()
  const unreadable: string[] = []

  for (const relative of files) {
    const kind = kindOf(relative)
    if (!kind) {
      errors.push({ file: shown(relative), pointer: '', message: `not a content file: expected ${KINDS.map((k) => k.shape).join(', ')} (or a picture in images/)` })
      continue
    }
    const full = path.join(contentDir, relative)
    const size = fs.statSync(full).size
    if (size > MAX_FILE_BYTES) {
      errors.push({ file: shown(relative), pointer: '', message: `is ${(size / 1e6).toFixed(1)} MB: a content file is at most ${MAX_FILE_BYTES / 1e6} MB` })
      continue
    }
    const parsed = parseJsonFile(fs.readFileSync(full))
    for (const problem of parsed.problems) errors.push({ file: shown(relative), ...problem })
    if (!parsed.ok) {
      unreadable.push(relative)
      continue
    }
    const data = parsed.data
    const validate = validator.getSchema(kind.schema)
    if (!validate) throw new Error(`schema ${kind.schema} is missing from schemas/`)
    for (const { pointer, message } of schemaErrors(validate, data)) errors.push({ file: shown(relative), pointer, message })
    documents.set(relative, data)

    if (data && typeof data === 'object') {
      const record = data as Record<string, unknown>
      const expectedSchema = path.relative(path.dirname(path.join(contentDir, relative)), path.join(contentDir, '..', 'schemas', kind.schema)).split(path.sep).join('/')
      if (typeof record.$schema === 'string' && path.basename(record.$schema) !== kind.schema) {
        errors.push({ file: shown(relative), pointer: '/$schema', message: `must point to ${expectedSchema} (this file is a ${kind.schema.replace('.schema.json', '')})` })
      }
      if (kind.key && typeof record[kind.key] === 'string') {
        const expected = path.basename(relative, '.json')
        if (record[kind.key] !== expected) {
          errors.push({ file: shown(relative), pointer: `/${kind.key}`, message: `must equal the file name "${expected}" (found "${excerpt(String(record[kind.key]))}")` })
        }
      }
      // Every referenced image must exist, or the page would ship a broken picture.
      for (const { pointer, value } of stringsOf(data)) {
        if (value.includes(PLACEHOLDER_MARK)) errors.push({ file: shown(relative), pointer, message: `still says "${PLACEHOLDER_MARK}": write the real text` })
        if (/^images\//.test(value) && !fs.existsSync(path.join(contentDir, value))) {
          errors.push({ file: shown(relative), pointer, message: `image not found: ${label}/${value}` })
        }
      }
    }
  }

  for (const kind of KINDS.filter((k) => k.required)) {
    if (!files.some((file) => kind.pattern.test(file))) {
      errors.push({ file: shown(kind.shape), pointer: '', message: 'missing required file' })
    }
  }
  for (const [name, route] of Object.entries(PAGE_ROUTES)) {
    if (!files.includes(`pages/${name}.json`)) errors.push({ file: shown(`pages/${name}.json`), pointer: '', message: `missing required page (serves ${route})` })
  }

  crossFileRules(documents, shown, errors, unreadable)
  errors.push(...editorialRules(documents, shown))
  return { errors, documents, fileCount: files.length }
}

type Doc = Record<string, unknown>

function crossFileRules(documents: Map<string, unknown>, shown: (relative: string) => string, errors: ContentError[], unreadable: string[]) {
  const collection = (folder: string) => [...documents].filter(([file, data]) => file.startsWith(`${folder}/`) && data && typeof data === 'object') as [string, Doc][]

  // Routes: each must be served by exactly one file.
  const routes = new Map<string, string>()
  const claim = (route: string, file: string, pointer: string) => {
    const owner = routes.get(route)
    if (owner) errors.push({ file: shown(file), pointer, message: `route ${route} is already served by ${shown(owner)}` })
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
    const name = path.basename(file, '.json')
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
  const original = ([file, city]: [string, Doc]) => typeof city.town === 'string' && path.basename(file, '.json') === slugify(city.town)
  const cities = collection('cities').sort((a, b) => Number(original(b)) - Number(original(a)))
  for (const [file, city] of cities) {
    if (typeof city.town !== 'string') continue
    const owner = townOwner.get(slugify(city.town))
    if (!owner) townOwner.set(slugify(city.town), file)
    else errors.push({ file: shown(file), pointer: '/town', message: `repeats the town of ${shown(owner)} ("${excerpt(city.town)}"): a new city needs its own town, postcode and text` })
  }
  const townToRoute = new Map<string, string>()
  for (const [file, city] of cities) {
    if (typeof city.slug !== 'string') continue
    const reserved = reservedBy(city.slug)
    if (reserved) {
      errors.push({ file: shown(file), pointer: '/slug', message: `"${city.slug}" collides with ${reserved}: choose another slug` })
      continue
    }
    claim(localRoute(city.slug), file, '/slug')
    // Search engines and visitors look for the town's name: the page must say it where it counts.
    if (typeof city.town === 'string' && !hasMarkup(city.town)) {
      const core = slugify(city.town.replace(/^(?:Les?|La|L’|L')\s*/i, ''))
      const seo = (city.seo ?? {}) as Doc
      for (const [pointer, text] of [['/seo/title', seo.title], ['/seo/description', seo.description], ['/title', city.title]] as const) {
        if (typeof text === 'string' && !slugify(text).includes(core)) errors.push({ file: shown(file), pointer, message: `must name the town "${excerpt(city.town)}"` })
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
      if (first) errors.push({ file: shown(file), pointer: '/order', message: `${item.order} is already the order of ${shown(first)}: give each item its own place` })
      else byOrder.set(item.order, file)
    }
  }

  // Salons: a range that ends before it starts is a typo.
  for (const [file, salon] of collection('salons')) {
    if (typeof salon.startDate === 'string' && typeof salon.endDate === 'string' && salon.endDate < salon.startDate) {
      errors.push({ file: shown(file), pointer: '/endDate', message: `must not be before startDate (${salon.startDate})` })
    }
  }

  // Links: every site path must lead to a page, and a place with a page must link to it.
  for (const [file, data] of documents) {
    for (const { pointer, value, key } of stringsOf(data)) {
      const targets = (key === 'url' || key === 'link') && value.startsWith('/') ? [value.split('#')[0] || '/'] : linkedPaths(value)
      for (const route of targets) {
        if (!routes.has(route)) errors.push({ file: shown(file), pointer, message: `links to ${route}, which is not a page of the site` })
      }
    }
  }
  const coverage = documents.get('coverage.json') as Doc | undefined
  if (coverage && Array.isArray(coverage.groups)) {
    const check = (entry: unknown, pointer: string) => {
      if (!entry || typeof entry !== 'object') return
      const place = entry as Doc
      if (typeof place.name !== 'string') return
      const route = townToRoute.get(slugify(place.name))
      if (route && place.url === undefined) errors.push({ file: shown('coverage.json'), pointer, message: `"${excerpt(place.name)}" has a local page: add "url": "${route}"` })
      else if (route && place.url !== route) errors.push({ file: shown('coverage.json'), pointer: `${pointer}/url`, message: `"${excerpt(place.name)}" must link to its own page ${route}, not ${excerpt(String(place.url))}` })
    }
    coverage.groups.forEach((group: unknown, g: number) => {
      const places = (group as Doc | null)?.places
      if (Array.isArray(places)) places.forEach((place, p) => check(place, `/groups/${g}/places/${p}`))
    })
    if (Array.isArray(coverage.grid)) coverage.grid.forEach((entry, index) => check(entry, `/grid/${index}`))
  }
}
