// What a page reads of the content, as its page kind declares it (pages/<kind>/build.ts), so
// that the render step (scripts/build/render.ts) knows it without knowing the page: a page's
// cache key is the hash of what it reads, and a render worker is handed only what its pages
// read, each page rendered from its own view. A page that reads more than it declared finds
// `undefined` there: tests/unit/page-reads.test.ts and tests/build/render.test.ts catch it.
// Pure: the build's main thread and its workers both use it.
import type { Content } from './content/engine-derive.js'

/**
 * The content entries a page reads (the keys of Content): `true` for the whole entry, or the
 * names of the items it reads in it (a slug in a list, a key in an object).
 */
export type Reading = { [K in keyof Content]?: true | readonly string[] }

/** What a page of a kind reads, from its route params (the slug of a city page, the name of a text page). */
export type PageReads = (params: Readonly<Record<string, string>>) => Reading

/** A page kind's declaration to the build (the default export of pages/<kind>/build.ts). */
export interface PageBuild {
  reads: PageReads
  /**
   * Brotli's level for its pages' .br copies, made as each page is written: 11 (the level of
   * every other file) unless a kind whose pages grow with the content asks for a faster one.
   */
  brotliQuality?: number
}

/** Every entry of the content, whole: what a page of a kind without a declaration reads. */
export function readingOfAll(content: Content): Reading {
  return Object.fromEntries(Object.keys(content).map((key) => [key, true]))
}

/** The items of an entry by name: a list's by slug, an object's by key. */
export function itemsOf(entry: unknown): [string, unknown][] {
  if (Array.isArray(entry)) return entry.map((item: { slug: string }) => [item.slug, item])
  return Object.entries((entry ?? {}) as object)
}

/** The items of an entry that `names` names, in the content's order, as a list or an object like the entry. */
function pick(entry: unknown, names: readonly string[]): unknown {
  const wanted = new Set(names)
  // A list filtered in place of its pairs: a worker takes each city page's view from its thousand towns.
  if (Array.isArray(entry)) return entry.filter((item: { slug: string }) => wanted.has(item.slug))
  return Object.fromEntries(itemsOf(entry).filter(([name]) => wanted.has(name)))
}

/**
 * The content as a page with this reading sees it: only the entries and items it names.
 * Typed as the whole content, which is what the page's hooks believe they get.
 */
export function viewOf(content: Content, reading: Reading): Content {
  const view: Record<string, unknown> = {}
  for (const [key, names] of Object.entries(reading)) {
    const entry = content[key as keyof Content]
    view[key] = names === true ? entry : pick(entry, names)
  }
  return view as unknown as Content
}

/** One reading that holds all of these: what a worker rendering those pages is handed. */
export function mergeReadings(readings: Iterable<Reading>): Reading {
  const merged = new Map<string, true | Set<string>>()
  for (const reading of readings) {
    for (const [key, names] of Object.entries(reading)) {
      const had = merged.get(key)
      if (names === true || had === true) merged.set(key, true)
      else if (had) for (const name of names) had.add(name)
      else merged.set(key, new Set(names))
    }
  }
  return Object.fromEntries([...merged].map(([key, names]) => [key, names === true ? true : [...names]]))
}
