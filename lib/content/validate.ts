// Checks every file of a content folder against its schema and the rules that span files,
// collecting every error instead of stopping at the first, so one run shows them all.
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv, schemaErrors } from './ajv.js'
import { hasMarkup, linkedPaths } from './html.js'
import { KINDS, REQUIRED_PAGES, RESERVED_SLUGS, kindOf } from './kinds.js'
import { ROOT_DIR } from '../root.js'
import { slugify } from '../slugify.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

/** The marker `npm run new-city` writes where text is still to be written. */
export const PLACEHOLDER_MARK = 'À compléter'

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

/** Line and column of a JSON syntax error, computed from the offset V8 reports. */
function syntaxError(text: string, error: Error): string {
  const match = /position (\d+)/.exec(error.message)
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message)
  let where = ''
  if (lineColumn) where = `line ${lineColumn[1]}, column ${lineColumn[2]}`
  else if (match) {
    const before = text.slice(0, Number(match[1]))
    const lines = before.split('\n')
    where = `line ${lines.length}, column ${lines[lines.length - 1].length + 1}`
  } else where = 'end of file'
  const reason = error.message.replace(/\s*(?:in JSON )?at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)/, '')
  return `invalid JSON at ${where}: ${reason}`
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      if (entry.isDirectory()) return relative === 'images' ? [] : listFiles(path.join(dir, entry.name), relative)
      return [relative]
    })
    .sort()
}

/** Every string value of a document with its JSON pointer. */
function* strings(value: unknown, pointer = ''): Generator<[string, string, string]> {
  if (typeof value === 'string') {
    yield [pointer, value, pointer.split('/').pop() ?? '']
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${pointer}/${index}`)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
  }
}

const normalise = slugify

/**
 * Validates a content folder. `label` is how file names are shown (content/... by default).
 */
export function validateContent(contentDir: string, label = 'content'): ValidationResult {
  const errors: ContentError[] = []
  const documents = new Map<string, unknown>()
  const shown = (relative: string) => `${label}/${relative}`
  const files = listFiles(contentDir)
  const validator = ajv()

  for (const relative of files) {
    const kind = kindOf(relative)
    if (!kind) {
      errors.push({ file: shown(relative), pointer: '', message: `no content kind matches this file (expected one of: ${KINDS.map((k) => k.pattern.source.replace(/\\/g, '').replace(/^\^|\$$/g, '')).join(', ')})` })
      continue
    }
    const text = fs.readFileSync(path.join(contentDir, relative), 'utf8')
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch (error) {
      errors.push({ file: shown(relative), pointer: '', message: syntaxError(text, error as Error) })
      continue
    }
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
          errors.push({ file: shown(relative), pointer: `/${kind.key}`, message: `must equal the file name "${expected}" (found "${String(record[kind.key])}")` })
        }
      }
      // Every referenced image must exist, or the page would ship a broken picture.
      for (const [pointer, value] of strings(data)) {
        if (value.includes(PLACEHOLDER_MARK)) errors.push({ file: shown(relative), pointer, message: `still says "${PLACEHOLDER_MARK}": write the real text` })
        if (/^images\//.test(value) && !fs.existsSync(path.join(contentDir, value))) {
          errors.push({ file: shown(relative), pointer, message: `image not found: ${label}/${value}` })
        }
      }
    }
  }

  for (const kind of KINDS.filter((k) => k.required)) {
    if (!files.some((file) => kind.pattern.test(file))) {
      errors.push({ file: shown(kind.pattern.source.replace(/\\/g, '').replace(/^\^|\$$/g, '')), pointer: '', message: 'missing required file' })
    }
  }
  for (const name of Object.keys(REQUIRED_PAGES)) {
    if (!files.includes(`pages/${name}.json`)) errors.push({ file: shown(`pages/${name}.json`), pointer: '', message: `missing required page (serves ${REQUIRED_PAGES[name]})` })
  }

  crossFileRules(documents, shown, errors)
  return { errors, documents, fileCount: files.length }
}

type Doc = Record<string, unknown>

function crossFileRules(documents: Map<string, unknown>, shown: (relative: string) => string, errors: ContentError[]) {
  const collection = (folder: string) => [...documents].filter(([file, data]) => file.startsWith(`${folder}/`) && data && typeof data === 'object') as [string, Doc][]

  // Routes: each must be served by exactly one file.
  const routes = new Map<string, string>()
  const claim = (route: string, file: string, pointer: string) => {
    const owner = routes.get(route)
    if (owner) errors.push({ file: shown(file), pointer, message: `route ${route} is already served by ${shown(owner)}` })
    else routes.set(route, file)
  }
  claim('/', 'home.json', '')
  for (const [file, page] of collection('pages')) {
    const name = path.basename(file, '.json')
    if (typeof page.route !== 'string') continue
    if (REQUIRED_PAGES[name] && page.route !== REQUIRED_PAGES[name]) errors.push({ file: shown(file), pointer: '/route', message: `must be ${REQUIRED_PAGES[name]}` })
    if (!REQUIRED_PAGES[name]) errors.push({ file: shown(file), pointer: '', message: `no page template for "${name}" (known pages: ${Object.keys(REQUIRED_PAGES).join(', ')})` })
    claim(page.route, file, '/route')
  }
  for (const [file, service] of collection('services')) {
    if (typeof service.slug === 'string') claim(`/services/${service.slug}`, file, '/slug')
  }
  const townToRoute = new Map<string, string>()
  for (const [file, city] of collection('cities')) {
    if (typeof city.slug !== 'string') continue
    if (RESERVED_SLUGS.includes(city.slug)) {
      errors.push({ file: shown(file), pointer: '/slug', message: `"${city.slug}" collides with the static route /${city.slug}: choose another slug` })
      continue
    }
    claim(`/${city.slug}`, file, '/slug')
    // Search engines and visitors look for the town's name: the page must say it where it counts.
    if (typeof city.town === 'string' && !hasMarkup(city.town)) {
      const core = normalise(city.town.replace(/^(?:Les?|La|L’|L')\s*/i, ''))
      const seo = (city.seo ?? {}) as Doc
      for (const [pointer, text] of [['/seo/title', seo.title], ['/seo/description', seo.description], ['/title', city.title]] as const) {
        if (typeof text === 'string' && !normalise(text).includes(core)) errors.push({ file: shown(file), pointer, message: `must name the town "${city.town}"` })
      }
    }
    townToRoute.set(normalise(city.slug), `/${city.slug}`)
    if (typeof city.town === 'string') townToRoute.set(normalise(city.town), `/${city.slug}`)
  }

  // Salons: a range that ends before it starts is a typo.
  for (const [file, salon] of collection('salons')) {
    if (typeof salon.startDate === 'string' && typeof salon.endDate === 'string' && salon.endDate < salon.startDate) {
      errors.push({ file: shown(file), pointer: '/endDate', message: `must not be before startDate (${salon.startDate})` })
    }
  }

  // Links: every site path must lead to a page, and a place with a page must link to it.
  for (const [file, data] of documents) {
    for (const [pointer, value, key] of strings(data)) {
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
      const route = townToRoute.get(normalise(place.name))
      if (route && place.url === undefined) errors.push({ file: shown('coverage.json'), pointer, message: `"${place.name}" has a local page: add "url": "${route}"` })
      else if (route && place.url !== route) errors.push({ file: shown('coverage.json'), pointer: `${pointer}/url`, message: `"${place.name}" must link to its own page ${route}, not ${String(place.url)}` })
    }
    coverage.groups.forEach((group: unknown, g: number) => {
      const places = (group as Doc | null)?.places
      if (Array.isArray(places)) places.forEach((place, p) => check(place, `/groups/${g}/places/${p}`))
    })
    if (Array.isArray(coverage.grid)) coverage.grid.forEach((entry, index) => check(entry, `/grid/${index}`))
  }
}
