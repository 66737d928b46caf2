// Rules on what the words say, beyond the shape the schemas check: French typography,
// claims taken from site.json, placeholder portfolio captions that claim no located job,
// and local pages distinct enough not to be copies. validate.ts calls editorialRules()
// once all files are parsed; each problem names file, JSON pointer and the fix.
import { claimIssues, claimReferences, siteReferences, siteValue } from './claims.js'
import { isText, typographyIssues } from './typography.js'
import { stringsOf } from './json.js'
import { say, type Params, type RuleId } from './messages.js'
import { OVERLAP_LIMIT, cityText } from '../text-overlap.js'
import { pagesAboveLimit } from './overlap-index.js'
import { slugify } from '../slugify.js'
import { RUN_PAGE_LIMIT, RUN_WORDS, sharedRuns, type PageField } from '../shared-runs.js'

/** cities/lyon.json → lyon (no node:path: the admin's editor runs these rules in the browser). */
const slugOfFile = (file: string) => file.replace(/^.*\//, '').replace(/\.json$/, '')

export interface EditorialError {
  /** The file as shown to the maintainer (content/cities/lyon.json). */
  file: string
  pointer: string
  message: string
  rule?: RuleId
  params?: Params
}

/** "lyon" for "cities/lyon.json" (no node:path: the admin's editor runs these rules too). */
const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '')

type Doc = Record<string, unknown>

/** Accents dropped, case kept, words joined by hyphens: « Côte Pavée » → « Cote-Pavee ». */
const words = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-')

/**
 * True when `text` names `place` (accents ignored, case kept: the colour « bordeaux » is
 * not the town Bordeaux). A bracketed precision of the place, « (pointe ouest) », is dropped.
 */
function names(text: string, place: string): boolean {
  const core = words(place.replace(/\s*\(.*\)$/, '')).replace(/^-|-$/g, '')
  return core.length > 0 && `-${words(text)}-`.includes(`-${core}-`)
}

/** The text fields of a city a visitor or a search engine reads (not its town name, region or identifiers). */
export function cityFields(city: unknown): PageField[] {
  return [...stringsOf(city)].filter(({ key, value }) => isText(key, value) && key !== 'town' && key !== 'region').map(({ pointer, value }) => ({ pointer, text: value }))
}

/** `documents` by path relative to the content folder; `shown` gives the path printed. */
export function editorialRules(documents: Map<string, unknown>, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const site = documents.get('site.json')
  return [...[...documents].flatMap(([file, data]) => documentEditorialRules(file, data, site, shown)), ...crossPageRules(documents, shown)]
}

/**
 * The rules on what one document says, given site.json (its claims, its name, the values
 * `{site:…}` refers to) and nothing else: the dev server applies them to a saved file at once.
 */
export function documentEditorialRules(file: string, data: unknown, siteData: unknown, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const errors: EditorialError[] = []
  const site = siteData as Doc | undefined
  const claims = (site?.claims && typeof site.claims === 'object' ? site.claims : {}) as Record<string, string>

  for (const { pointer, value, key } of stringsOf(data)) {
    if (!isText(key, value)) continue
    for (const message of typographyIssues(value)) {
      const spelling = /^spelling: the site writes "(.*)", not "(.*)"$/.exec(message)
      errors.push({ file: shown(file), pointer, ...(spelling ? say('spelling', { right: spelling[1], wrong: spelling[2] }) : say('typography', { dev: message })) })
    }
    for (const reference of claimReferences(value)) {
      if (!(reference in claims)) errors.push({ file: shown(file), pointer, ...say('claim-unknown', { key: reference, known: Object.keys(claims).join(', ') }) })
    }
    for (const reference of siteReferences(value)) {
      if (siteValue(site, reference) === undefined)
        errors.push({ file: shown(file), pointer, ...say('site-reference-unknown', { reference, path: reference.split('.').join(' → ') }) })
    }
    // site.json's claims are the source the rule compares with, and its terms state the guarantees' conditions.
    if (file === 'site.json' && (pointer.startsWith('/claims/') || pointer.startsWith('/terms/'))) continue
    for (const message of claimIssues(value, claims)) {
      // claims.ts words its message « claim not in site.json (<rule>): « <match> »: <why> ».
      const parts = /^claim not in site\.json \((.*?)\): « (.*) »: (.*)$/s.exec(message)
      errors.push({ file: shown(file), pointer, ...(parts ? say('claim-not-made', { name: parts[1], match: parts[2], why: parts[3] }) : say('schema-other', { dev: message })) })
    }
  }

  // The template appends « | name » to every title: a title that says it already would repeat it.
  const brand = typeof site?.name === 'string' ? site.name : undefined
  const seo = (data as Doc | null)?.seo as Doc | undefined
  if (brand && typeof seo?.title === 'string' && seo.title.includes(brand))
    errors.push({ file: shown(file), pointer: '/seo/title', ...say('title-has-brand', { brand }) })

  if (!file.startsWith('cities/') || !data || typeof data !== 'object') return errors
  const city = data as Doc
  if (Array.isArray(city.portfolio) && typeof city.town === 'string') {
    // A placeholder picture shows the kind of work, not a job done here: its caption must
    // not place it in the town.
    const places = [city.town, ...(Array.isArray(city.neighborhoods) ? city.neighborhoods : [])].filter((place): place is string => typeof place === 'string')
    city.portfolio.forEach((image: Doc, index: number) => {
      if (image?.placeholder !== true || typeof image.title !== 'string') return
      const place = places.find((candidate) => names(image.title as string, candidate))
      if (place) errors.push({ file: shown(file), pointer: `/portfolio/${index}/title`, ...say('caption-places-job', { place }) })
    })
  }

  // « Communes voisines » and « Aux alentours » name five places in all (SPEC: 5 nearby areas).
  if (city.layout !== 'district' && Array.isArray(city.nearbyAreas)) {
    const count = city.nearbyAreas.length + (Array.isArray(city.surroundings) ? city.surroundings.length : 0)
    if (count !== 5)
      errors.push({ file: shown(file), pointer: '/nearbyAreas', ...say('nearby-count', { count }) })
  }
  // The postcode is printed once, in the tag beside the subtitle.
  if (typeof city.subtitle === 'string' && typeof city.postcode === 'string' && (city.subtitle.includes(city.postcode) || /(?<!\d)(?:L-)?\d{4,5}(?!\d)/.test(city.subtitle)))
    errors.push({ file: shown(file), pointer: '/subtitle', ...say('subtitle-postcode', { postcode: city.postcode }) })
  return errors
}

/** The rules that compare local pages with each other: shared 8-word runs and near-duplicate pages. */
export function crossPageRules(documents: Map<string, unknown>, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const errors: EditorialError[] = []
  const cities = [...documents].filter(([file, data]) => file.startsWith('cities/') && data && typeof data === 'object') as [string, Doc][]

  // Template sentences: no run of RUN_WORDS words on more than RUN_PAGE_LIMIT local pages.
  // The pages' fields are not kept in a variable: they are garbage before the texts below are
  // made (40 MB at 10,000 towns, in the dev server's check).
  const reportedFields = new Set<string>()
  for (const run of sharedRuns(new Map<string, PageField[]>(cities.map(([file, city]) => [file, cityFields(city)])))) {
    for (const page of run.pages) {
      const pointer = run.pointers.get(page) ?? ''
      // One error per field: the most shared run it holds.
      if (reportedFields.has(`${page}#${pointer}`)) continue
      reportedFields.add(`${page}#${pointer}`)
      const others = run.pages.filter((other) => other !== page)
      errors.push({
        file: shown(page),
        pointer,
        ...say('shared-run', {
          words: RUN_WORDS,
          run: run.text,
          count: others.length,
          limit: RUN_PAGE_LIMIT,
          others: `${others.slice(0, 4).map(slugOfFile).join(', ')}${others.length > 4 ? '…' : ''}`,
        }),
      })
    }
  }

  // A city copied under a new slug would be a doorway page: keep each one distinct.
  const texts = new Map(cities.filter(([, city]) => typeof city.town === 'string').map(([file, city]) => [file, cityText(city as Parameters<typeof cityText>[0])]))
  const reported = new Set<string>()
  // A file named after its own town is the original (lyon.json for Lyon); the other one of a
  // pair is the copy, which gets the error, as for a repeated town in validate.ts.
  const towns = new Map(cities.map(([file, city]) => [file, city.town]))
  const isOriginal = (file: string) => {
    const town = towns.get(file)
    return typeof town === 'string' && baseName(file) === slugify(town)
  }
  // Candidate pairs come from an index of the pages' 5-word sequences (overlap-index.ts), not from every pair.
  for (const [file, closest] of pagesAboveLimit(texts, OVERLAP_LIMIT)) {
    // One error per pair of pages.
    if (!reported.has(`${closest.other}|${file}`)) {
      reported.add(`${file}|${closest.other}`)
      const [copy, original] = isOriginal(file) && !isOriginal(closest.other) ? [closest.other, file] : [file, closest.other]
      errors.push({
        file: shown(copy),
        pointer: '',
        ...say('too-similar', { share: (closest.share * 100).toFixed(0), other: shown(original), otherRoute: `/${baseName(original)}`, limit: OVERLAP_LIMIT * 100 }),
      })
    }
  }
  return errors
}
