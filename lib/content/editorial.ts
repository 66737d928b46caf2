// Rules on what the words say, beyond the shape the schemas check: French typography,
// claims taken from site.json, placeholder portfolio captions that claim no located job,
// and local pages distinct enough not to be copies. validate.ts calls editorialRules()
// once all files are parsed; each problem names file, JSON pointer and the fix.
import { claimIssues, claimReferences } from './claims.js'
import { isText, typographyIssues } from './typography.js'
import { stringsOf } from './json.js'
import path from 'node:path'
import { OVERLAP_LIMIT, cityText } from '../text-overlap.js'
import { pagesAboveLimit } from './overlap-index.js'
import { slugify } from '../slugify.js'

export interface EditorialError {
  /** The file as shown to the maintainer (content/cities/lyon.json). */
  file: string
  pointer: string
  message: string
}

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
      for (const message of typographyIssues(value)) errors.push({ file: shown(file), pointer, message })
      for (const reference of claimReferences(value)) {
        if (!(reference in claims)) errors.push({ file: shown(file), pointer, message: `unknown claim "{claim:${reference}}" (site.json → claims has: ${Object.keys(claims).join(', ')})` })
      }
      // site.json's claims are the source the rule compares with.
      if (file === 'site.json' && pointer.startsWith('/claims/')) continue
      for (const message of claimIssues(value, claims)) errors.push({ file: shown(file), pointer, message })
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
      if (place) errors.push({ file: shown(file), pointer: `/portfolio/${index}/title`, message: `names "${place}": a placeholder picture illustrates the kind of work, its caption must not place a job in the town or its neighbourhoods` })
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
    return typeof town === 'string' && path.basename(file, '.json') === slugify(town)
  }
  // Candidate pairs come from an index of the pages' 5-word sequences (overlap-index.ts), not from every pair.
  for (const [file, closest] of pagesAboveLimit(texts, OVERLAP_LIMIT)) {
    // One error per pair of pages.
    if (!reported.has(`${closest.other}|${file}`)) {
      reported.add(`${file}|${closest.other}`)
      const [copy, original] = isOriginal(file) && !isOriginal(closest.other) ? [closest.other, file] : [file, closest.other]
      errors.push({ file: shown(copy), pointer: '', message: `shares ${(closest.share * 100).toFixed(0)} % of its 5-word sequences with ${shown(original)} (limit ${OVERLAP_LIMIT * 100} %): rewrite the copied sentences with facts about this town` })
    }
  }
  return errors
}
