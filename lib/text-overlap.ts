// Measures how much two city pages say the same thing: the share of 5-word sequences
// they have in common, relative to the shorter page. Town names are masked first so that
// a page copied with only the name swapped scores 100 %.
import { stringsOf } from './content/json.js'
import { withoutClaims } from './content/references.js'
import { isText } from './content/typography.js'

export function words(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

export function shingles(text: string, size = 5): Set<string> {
  const list = words(text)
  const result = new Set<string>()
  for (let index = 0; index + size <= list.length; index++) result.add(list.slice(index, index + size).join(' '))
  return result
}

export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let common = 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  for (const item of small) if (large.has(item)) common++
  return common / small.size
}

/** The share of 5-word sequences pages have in common that `npm test` accepts. */
export const OVERLAP_LIMIT = 0.35

/**
 * Every sentence a visitor reads on a city page, with the town's own names masked so that
 * a page copied with only the name swapped scores 100 %. Takes any city-shaped object so
 * the validator can call it before the content is typed.
 */
export function cityText(city: { town: string; portfolio?: unknown } & Record<string, unknown>): string {
  const { $schema, slug, postcode, layout, portfolio, country, region, ...text } = city
  // The validator measures files that may not match the schema yet: never throw on them.
  const pictures = Array.isArray(portfolio) ? (portfolio as { title?: unknown; alt?: unknown }[]) : []
  // The town's own words: its text values, not the file's keys or icon names, and without its
  // claim references (the business's one wording, the same on every page by design).
  const values = stringsOf(text)
    .filter(({ key, value }) => isText(key, value))
    .map(({ value }) => withoutClaims(value))
  let joined = values.join(' ') + ' ' + pictures.map((image) => `${String(image?.title ?? '')} ${String(image?.alt ?? '')}`).join(' ')
  for (const name of [city.town, ...city.town.split(/[- ]/).filter((part) => part.length > 3)]) joined = joined.split(name).join('VILLE')
  return joined
}

/** For each page, the other page it shares most 5-word sequences with, and that share. */
export function closestPages(texts: Map<string, string>): Map<string, { share: number; other: string }> {
  const sets = [...texts].map(([name, text]) => [name, shingles(text)] as const)
  const result = new Map<string, { share: number; other: string }>()
  for (const [name, set] of sets) {
    let best = { share: 0, other: '' }
    for (const [otherName, otherSet] of sets) {
      if (otherName === name) continue
      const share = overlap(set, otherSet)
      if (share > best.share) best = { share, other: otherName }
    }
    result.set(name, best)
  }
  return result
}

/** For each page, the share of its 5-word sequences that recur on at least one other page. */
export function recurringShares(texts: Map<string, string>): Map<string, number> {
  const sets = new Map([...texts].map(([name, text]) => [name, shingles(text)]))
  const pagesOf = new Map<string, number>()
  for (const set of sets.values()) for (const item of set) pagesOf.set(item, (pagesOf.get(item) ?? 0) + 1)
  return new Map(
    [...sets].map(([name, set]) => [name, set.size === 0 ? 0 : [...set].filter((item) => (pagesOf.get(item) ?? 0) > 1).length / set.size]),
  )
}

/** For each page, the share of its distinct words that no other page uses. */
export function uniqueWordShares(texts: Map<string, string>): Map<string, number> {
  const sets = new Map([...texts].map(([name, text]) => [name, new Set(words(text))]))
  const pagesOf = new Map<string, number>()
  for (const set of sets.values()) for (const word of set) pagesOf.set(word, (pagesOf.get(word) ?? 0) + 1)
  return new Map(
    [...sets].map(([name, set]) => [name, set.size === 0 ? 0 : [...set].filter((word) => pagesOf.get(word) === 1).length / set.size]),
  )
}
