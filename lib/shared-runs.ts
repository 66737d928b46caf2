// Sentences shared by city pages: every run of RUN_WORDS consecutive words of a page's text
// fields, within one sentence, counted once per page. A run found on more than
// RUN_PAGE_LIMIT pages is template text. Linear in the number of pages and words: each page
// is a sorted list of its runs' hashes (built from word hashes, lib/word-hashes.ts), all the
// lists are sorted together once and counted, and only the pages holding a run over the
// limit are read again for its words and field. Words are lower-cased, accents and
// apostrophes kept (« l’atelier » is one word), as the coordination tool the city pages were
// rewritten with counts them.
import { runHash53, sortedDistinct, wordHashes } from './word-hashes.js'

/** Words in a run: a short sentence or a long clause. */
export const RUN_WORDS = 8
/** A run may appear on at most this many city pages. */
export const RUN_PAGE_LIMIT = 3

/** One text field of a page: where it is (a JSON pointer) and what it says. */
export interface PageField {
  pointer: string
  text: string
}

export interface SharedRun {
  /** The run, as normalised words (lower case). */
  text: string
  /** Every page using it, in the order given. */
  pages: string[]
  /** Per page, the field where it first appears. */
  pointers: Map<string, string>
}

/** The sentences of a text (markup dropped), each as its list of words. */
export function sentenceWords(text: string): string[][] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .split(/[.!?…;:]\s/)
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[’']/g, "'")
        .split(/[^\p{L}\p{N}']+/u)
        .filter(Boolean),
    )
}

/** Calls `visit` for each run of a field with its hash (53 bits, from the words' hashes). */
function eachRun(field: PageField, visit: (hash: number, words: string[], from: number) => void): void {
  for (const words of sentenceWords(field.text)) {
    if (words.length < RUN_WORDS) continue
    const hashes = wordHashes(words)
    for (let from = 0; from + RUN_WORDS <= words.length; from++) visit(runHash53(hashes, from, RUN_WORDS), words, from)
  }
}

/** A page's runs as sorted, distinct hashes: what the count needs (and what lib/node/verdicts.ts keeps per page). */
export function runHashes(fields: PageField[]): Float64Array {
  const hashes: number[] = []
  for (const field of fields) eachRun(field, (hash) => hashes.push(hash))
  return sortedDistinct(Float64Array.from(hashes))
}

/** A page for the count: its run hashes, and its fields, read only if it holds a shared run. */
export interface RunPage {
  runs: Float64Array
  fields: () => PageField[]
}

/** True when two sorted lists have a value in common. */
function intersects(a: Float64Array, b: Float64Array): boolean {
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) return true
    if (a[i] < b[j]) i++
    else j++
  }
  return false
}

/** The runs used by more than `limit` pages, most shared first, from each page's hashes. */
export function sharedRunsOf(pages: Map<string, RunPage>, limit = RUN_PAGE_LIMIT): SharedRun[] {
  // Every page's distinct hashes in one array, sorted once: a hash on n pages is n equal values in a row.
  let total = 0
  for (const page of pages.values()) total += page.runs.length
  const all = new Float64Array(total)
  let at = 0
  for (const page of pages.values()) all.set(page.runs, (at += page.runs.length) - page.runs.length)
  all.sort()
  const over: number[] = []
  for (let first = 0; first < all.length;) {
    let last = first + 1
    while (last < all.length && all[last] === all[first]) last++
    if (last - first > limit) over.push(all[first])
    first = last
  }
  if (over.length === 0) return []
  const common = Float64Array.from(over)
  const isCommon = new Set(over)

  const shared = new Map<number, SharedRun>()
  for (const [name, page] of pages) {
    if (!intersects(page.runs, common)) continue
    for (const field of page.fields()) {
      eachRun(field, (hash, words, from) => {
        if (!isCommon.has(hash)) return
        let run = shared.get(hash)
        if (!run) shared.set(hash, (run = { text: words.slice(from, from + RUN_WORDS).join(' '), pages: [], pointers: new Map() }))
        if (!run.pointers.has(name)) {
          run.pages.push(name)
          run.pointers.set(name, field.pointer)
        }
      })
    }
  }
  return [...shared.values()].sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text))
}

/** The runs used by more than `limit` pages, most shared first. `pages` gives each page's text fields. */
export function sharedRuns(pages: Map<string, PageField[]>, limit = RUN_PAGE_LIMIT): SharedRun[] {
  return sharedRunsOf(new Map([...pages].map(([name, fields]) => [name, { runs: runHashes(fields), fields: () => fields }])), limit)
}
