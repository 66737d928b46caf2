// Rules on what the words say, beyond the shape the schemas check: French typography,
// claims taken from site.json, placeholder portfolio captions that claim no located job,
// and local pages distinct enough not to be copies. validate.ts calls editorialRules()
// once all files are parsed; each problem names file, JSON pointer and the fix.
import { claimIssues, claimReferences } from './claims.js'
import { isText, typographyIssues } from './typography.js'
import { stringsOf } from './json.js'
import { say, type Params, type RuleId } from './messages.js'
import { OVERLAP_LIMIT, cityText, closestPages } from '../text-overlap.js'
import { slugify } from '../slugify.js'

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

/** `documents` by path relative to the content folder; `shown` gives the path printed. */
export function editorialRules(documents: Map<string, unknown>, shown: (relative: string) => string = (relative) => relative): EditorialError[] {
  const errors: EditorialError[] = []
  const site = documents.get('site.json') as Doc | undefined
  const claims = (site?.claims && typeof site.claims === 'object' ? site.claims : {}) as Record<string, string>

  for (const [file, data] of documents) {
    for (const { pointer, value, key } of stringsOf(data)) {
      if (!isText(key, value)) continue
      for (const message of typographyIssues(value)) {
        const spelling = /^spelling: the site writes "(.*)", not "(.*)"$/.exec(message)
        errors.push({ file: shown(file), pointer, ...(spelling ? say('spelling', { right: spelling[1], wrong: spelling[2] }) : say('typography', { dev: message })) })
      }
      for (const reference of claimReferences(value)) {
        if (!(reference in claims)) errors.push({ file: shown(file), pointer, ...say('claim-unknown', { key: reference, known: Object.keys(claims).join(', ') }) })
      }
      // site.json's claims are the source the rule compares with.
      if (file === 'site.json' && pointer.startsWith('/claims/')) continue
      for (const message of claimIssues(value, claims)) {
        // claims.ts words its message « claim not in site.json (<rule>): « <match> »: <why> ».
        const parts = /^claim not in site\.json \((.*?)\): « (.*) »: (.*)$/s.exec(message)
        errors.push({ file: shown(file), pointer, ...(parts ? say('claim-not-made', { name: parts[1], match: parts[2], why: parts[3] }) : say('schema-other', { dev: message })) })
      }
    }
  }

  const cities = [...documents].filter(([file, data]) => file.startsWith('cities/') && data && typeof data === 'object') as [string, Doc][]
  for (const [file, city] of cities) {
    if (!Array.isArray(city.portfolio) || typeof city.town !== 'string') continue
    // A placeholder picture shows the kind of work, not a job done here: its caption must
    // not place it in the town.
    const places = [city.town, ...(Array.isArray(city.neighborhoods) ? city.neighborhoods : [])].filter((place): place is string => typeof place === 'string')
    city.portfolio.forEach((image: Doc, index: number) => {
      if (image?.placeholder !== true || typeof image.title !== 'string') return
      const place = places.find((candidate) => names(image.title as string, candidate))
      if (place) errors.push({ file: shown(file), pointer: `/portfolio/${index}/title`, ...say('caption-places-job', { place }) })
    })
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
  for (const [file, closest] of closestPages(texts)) {
    // One error per pair of pages.
    if (closest.share > OVERLAP_LIMIT && !reported.has(`${closest.other}|${file}`)) {
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
