// Rules on what the words say, beyond the shape the schemas check: French typography,
// claims taken from site.json, placeholder portfolio captions that claim no located job,
// and local pages distinct enough not to be copies. The rule book (rule-book.ts) runs the
// rules on one document per file, and the rules across local pages once; each problem
// names file, JSON pointer and the fix.
import { claimIssues, claimReferences, siteReferences, siteValue } from './claims.js'
import { isText, typographyIssues } from './typography.js'
import { stringsOf } from './json.js'
import { say, type Params, type RuleId } from './messages.js'
import { OVERLAP_LIMIT } from '../text-overlap.js'
import { indexedPagesAboveLimit } from './overlap-index.js'
import { cityFields, pageTokens, similarityText, type PageTokens } from './page-tokens.js'
import { slugify } from '../slugify.js'
import { RUN_PAGE_LIMIT, RUN_WORDS, sharedRunsOf } from '../shared-runs.js'

export { cityFields } from './page-tokens.js'

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

/**
 * True when a postcode tag (« Codes postaux 69001 à 69009 », « … 06400 et 06150 ») names
 * `postcode`, alone or inside a range; a tag without a figure (« Plusieurs codes postaux »)
 * names none and is let through.
 */
export function coversPostcode(tag: string, postcode: string): boolean {
  const codes = [...tag.matchAll(/(?:L-)?\d{4,5}/g)].map((match) => match[0])
  if (codes.length === 0 || codes.includes(postcode)) return true
  for (const range of tag.matchAll(/((?:L-)?\d{4,5})\s+à\s+((?:L-)?\d{4,5})/g))
    if (range[1].length === postcode.length && range[1] <= postcode && postcode <= range[2]) return true
  return false
}

/** Encouragement that has no place under an empty list (« revenez très vite », « n’hésitez pas »). */
const EMPTY_STATE_URGING = /(?<![\p{L}])(?:revenez|repassez|restez\s+connectés?|n[’']hésitez|à très vite|suivez-nous|guettez)(?![\p{L}])/iu

/** site.json's claims (none when it has none). */
const NO_CLAIMS: Record<string, string> = Object.freeze({}) as Record<string, string>
const claimsOf = (site: Doc | undefined) => (site?.claims && typeof site.claims === 'object' ? site.claims : NO_CLAIMS) as Record<string, string>

/**
 * The editorial rules on one document, which read nothing else but site.json (`site`):
 * typography, claims and references, the title's brand, and for a city its captions, nearby
 * places and subtitle. lib/node/verdicts.ts keeps their verdict per file.
 */
export function documentEditorialRules(file: string, data: unknown, site: Doc | undefined, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const errors: EditorialError[] = []
  const claims = claimsOf(site)
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
  if (brand && typeof seo?.title === 'string' && seo.title.includes(brand)) errors.push({ file: shown(file), pointer: '/seo/title', ...say('title-has-brand', { brand }) })

  // The salon list's empty state states a fact; nothing is there to come back for.
  const emptyText = file === 'home.json' ? ((data as Doc | null)?.salons as Doc | undefined)?.emptyText : undefined
  if (typeof emptyText === 'string') {
    const urging = EMPTY_STATE_URGING.exec(emptyText)
    if (urging) errors.push({ file: shown(file), pointer: '/salons/emptyText', ...say('empty-state-urging', { words: urging[0] }) })
  }

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
  // « Communes voisines » and « Aux alentours » name five places in all (docs/PRODUCT.md: 5 nearby areas).
  if (city.layout !== 'district' && Array.isArray(city.nearbyAreas)) {
    const count = city.nearbyAreas.length + (Array.isArray(city.surroundings) ? city.surroundings.length : 0)
    if (count !== 5) errors.push({ file: shown(file), pointer: '/nearbyAreas', ...say('nearby-count', { count }) })
  }
  // A town with several postcodes shows them in the tag instead of its postcode: the list or range must hold it.
  if (typeof city.postcodes === 'string' && typeof city.postcode === 'string' && !coversPostcode(city.postcodes, city.postcode))
    errors.push({ file: shown(file), pointer: '/postcodes', ...say('postcodes-miss-postcode', { postcode: city.postcode, postcodes: city.postcodes }) })
  // Arrondissements are the town's own: each postcode of theirs is one of the town's.
  if (Array.isArray(city.arrondissements) && typeof city.postcodes === 'string')
    city.arrondissements.forEach((arrondissement: Doc, index: number) => {
      if (typeof arrondissement?.postcode === 'string' && !coversPostcode(city.postcodes as string, arrondissement.postcode))
        errors.push({ file: shown(file), pointer: `/arrondissements/${index}/postcode`, ...say('postcodes-miss-postcode', { postcode: arrondissement.postcode, postcodes: city.postcodes as string }) })
    })
  // The postcode is printed once, in the tag beside the subtitle.
  if (typeof city.subtitle === 'string' && typeof city.postcode === 'string' && (city.subtitle.includes(city.postcode) || /(?<!\d)(?:L-)?\d{4,5}(?!\d)/.test(city.subtitle)))
    errors.push({ file: shown(file), pointer: '/subtitle', ...say('subtitle-postcode', { postcode: city.postcode }) })
  return errors
}

/**
 * The editorial rules across local pages: template sentences and near duplicates. `tokens`
 * gives a city's page tokens (lib/node/verdicts.ts gives the stored ones); a page's words
 * are read again only when it holds a shared run or belongs to a pair measured exactly.
 */
export function crossPageEditorialRules(
  documents: Map<string, unknown>,
  shown: (relative: string) => string = (relative) => relative,
  tokens: (file: string, city: Doc) => PageTokens = (_file, city) => pageTokens(city),
): EditorialError[] {
  const errors: EditorialError[] = []
  const cities = [...documents].filter(([file, data]) => file.startsWith('cities/') && data && typeof data === 'object') as [string, Doc][]
  const tokensOf = new Map(cities.map(([file, city]) => [file, tokens(file, city)]))

  // Template sentences: no run of RUN_WORDS words on more than RUN_PAGE_LIMIT local pages.
  const runPages = new Map(cities.map(([file, city]) => [file, { runs: tokensOf.get(file)!.runs, fields: () => cityFields(city) }]))
  const reportedFields = new Set<string>()
  for (const run of sharedRunsOf(runPages)) {
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

  // Paris arrondissements name their neighbours (« Arrondissements voisins desservis »): when
  // one names another that has such a list, that one names it back. (Towns elsewhere have
  // more neighbours than the five names a page holds: no such rule for them.)
  const parisLists = new Map<string, [string, string[]]>()
  for (const [file, city] of cities) {
    if (typeof city.town !== 'string' || typeof city.postcode !== 'string' || !city.postcode.startsWith('75') || (city.country ?? 'FR') !== 'FR' || !Array.isArray(city.nearbyAreas)) continue
    parisLists.set(city.town, [file, [...city.nearbyAreas, ...(Array.isArray(city.surroundings) ? city.surroundings : [])] as string[]])
  }
  for (const [town, [file, named]] of parisLists)
    for (const other of named) {
      const back = parisLists.get(other)
      if (back && !back[1].includes(town)) errors.push({ file: shown(back[0]), pointer: '/nearbyAreas', ...say('neighbour-not-mutual', { town: other, other: town, file: slugOfFile(file) }) })
    }

  // A city copied under a new slug would be a doorway page: keep each one distinct.
  const indexed = new Map(
    cities.filter(([, city]) => typeof city.town === 'string').map(([file, city]) => [file, { print: tokensOf.get(file)!.print, text: () => similarityText(city)! }]),
  )
  const reported = new Set<string>()
  // A file named after its own town is the original (lyon.json for Lyon); the other one of a
  // pair is the copy, which gets the error, as for a repeated town in validate.ts.
  const towns = new Map(cities.map(([file, city]) => [file, city.town]))
  const isOriginal = (file: string) => {
    const town = towns.get(file)
    return typeof town === 'string' && baseName(file) === slugify(town)
  }
  // Candidate pairs come from an index of the pages' 5-word sequences (overlap-index.ts), not from every pair.
  for (const [file, closest] of indexedPagesAboveLimit(indexed, OVERLAP_LIMIT)) {
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

/** Every editorial rule on `documents` (by path relative to the content folder); `shown` gives the path printed. */
export function editorialRules(documents: Map<string, unknown>, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const site = documents.get('site.json') as Doc | undefined
  const errors: EditorialError[] = []
  for (const [file, data] of documents) errors.push(...documentEditorialRules(file, data, site, shown))
  errors.push(...crossPageEditorialRules(documents, shown))
  return errors
}
