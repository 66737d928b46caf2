// Sentences shared by local pages: every run of RUN_WORDS consecutive words of a page's text
// fields, counted once per page. A run found on more than RUN_PAGE_LIMIT pages is template
// text with the town swapped. Linear in the number of pages and words: one Map from a hashed
// run to the number of pages using it, then a second pass that names the runs over the limit.
import { words } from './text-overlap.js'

/** Words in a run: a short sentence or a long clause. */
export const RUN_WORDS = 8
/** A run may appear on at most this many local pages. */
export const RUN_PAGE_LIMIT = 3

/** One text field of a page: where it is (a JSON pointer) and what it says. */
export interface PageField {
  pointer: string
  text: string
}

export interface SharedRun {
  /** The run, as normalised words (lower case, no accents; the town reads « ville »). */
  text: string
  /** Every page using it, in the order given. */
  pages: string[]
  /** Per page, the field where it first appears. */
  pointers: Map<string, string>
}

/**
 * A 53-bit hash of a run (two 32-bit FNV-1a hashes with different seeds): a Map keyed by
 * numbers stays small with thousands of towns, and two distinct runs colliding is a chance
 * of about one in a billion for a million runs.
 */
function hashRun(run: string): number {
  let a = 0x811c9dc5
  let b = 0x6c62272e
  for (let index = 0; index < run.length; index++) {
    const code = run.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193)
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 13)
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff)
}

/** Each run of a field with its hash; `mask` lists the names replaced by « ville ». */
function* runsOf(field: PageField, mask: string[]): Generator<{ hash: number; words: string[]; index: number }> {
  let text = field.text
  for (const name of mask) if (name) text = text.split(name).join(' ville ')
  // « nœud » is one word (NFD leaves œ and æ whole, and words() keeps only a–z).
  const list = words(text.replace(/œ/g, 'oe').replace(/Œ/g, 'OE').replace(/æ/g, 'ae').replace(/Æ/g, 'AE'))
  for (let index = 0; index + RUN_WORDS <= list.length; index++) {
    yield { hash: hashRun(list.slice(index, index + RUN_WORDS).join(' ')), words: list, index }
  }
}

export interface PageText {
  fields: PageField[]
  /** The town's own names, masked so that a sentence with only the name swapped still counts. */
  mask: string[]
}

/** The runs used by more than `limit` pages, most shared first. */
export function sharedRuns(pages: Map<string, PageText>, limit = RUN_PAGE_LIMIT): SharedRun[] {
  const pageCount = new Map<number, number>()
  for (const page of pages.values()) {
    const seen = new Set<number>()
    for (const field of page.fields) for (const { hash } of runsOf(field, page.mask)) seen.add(hash)
    for (const hash of seen) pageCount.set(hash, (pageCount.get(hash) ?? 0) + 1)
  }
  const shared = new Map<number, SharedRun>()
  for (const [name, page] of pages) {
    for (const field of page.fields) {
      for (const { hash, words: list, index } of runsOf(field, page.mask)) {
        if ((pageCount.get(hash) ?? 0) <= limit) continue
        let run = shared.get(hash)
        if (!run) shared.set(hash, (run = { text: list.slice(index, index + RUN_WORDS).join(' '), pages: [], pointers: new Map() }))
        if (!run.pointers.has(name)) {
          run.pages.push(name)
          run.pointers.set(name, field.pointer)
        }
      }
    }
  }
  return [...shared.values()].sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text))
}
