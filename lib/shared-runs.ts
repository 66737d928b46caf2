// Sentences shared by local pages: every run of RUN_WORDS consecutive words of a page's text
// fields, within one sentence, counted once per page. A run found on more than
// RUN_PAGE_LIMIT pages is template text. Linear in the number of pages and words: one Map
// from a hashed run to the number of pages using it, then a second pass that names the runs
// over the limit. Words are lower-cased, accents and apostrophes kept (« l’atelier » is one
// word), as the coordination tool the city pages were rewritten with counts them.

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

/** Each run of a field with its hash. */
function* runsOf(field: PageField): Generator<{ hash: number; text: string }> {
  for (const list of sentenceWords(field.text)) {
    for (let index = 0; index + RUN_WORDS <= list.length; index++) {
      const text = list.slice(index, index + RUN_WORDS).join(' ')
      yield { hash: hashRun(text), text }
    }
  }
}

/** The runs used by more than `limit` pages, most shared first. `pages` gives each page's text fields. */
export function sharedRuns(pages: Map<string, PageField[]>, limit = RUN_PAGE_LIMIT): SharedRun[] {
  const pageCount = new Map<number, number>()
  for (const fields of pages.values()) {
    const seen = new Set<number>()
    for (const field of fields) for (const { hash } of runsOf(field)) seen.add(hash)
    for (const hash of seen) pageCount.set(hash, (pageCount.get(hash) ?? 0) + 1)
  }
  const shared = new Map<number, SharedRun>()
  for (const [name, fields] of pages) {
    for (const field of fields) {
      for (const { hash, text } of runsOf(field)) {
        if ((pageCount.get(hash) ?? 0) <= limit) continue
        let run = shared.get(hash)
        if (!run) shared.set(hash, (run = { text, pages: [], pointers: new Map() }))
        if (!run.pointers.has(name)) {
          run.pages.push(name)
          run.pointers.set(name, field.pointer)
        }
      }
    }
  }
  return [...shared.values()].sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text))
}
