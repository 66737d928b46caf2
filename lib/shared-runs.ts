// Sentences shared by local pages: every run of RUN_WORDS consecutive words of a page's text
// fields, within one sentence, counted once per page. A run found on more than
// RUN_PAGE_LIMIT pages is template text. Linear in the number of pages and words (and one
// sort of the runs' hashes), then a second pass that names the runs over the limit. Words are lower-cased, accents and apostrophes kept (« l’atelier » is one
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

/** Two 32-bit FNV-1a hashes of a word, with different seeds. */
function hashWord(word: string): [number, number] {
  let a = 0x811c9dc5
  let b = 0x6c62272e
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193)
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 13)
  }
  return [a >>> 0, b >>> 0]
}

/**
 * Each run of a field: its 53-bit hash, combined from its words' hashes (no string is built
 * for a run, about 300 per page), and its text on demand. Two distinct runs colliding is a
 * chance of about one in a billion for a million runs.
 */
function* runsOf(field: PageField): Generator<{ hash: number; text: () => string }> {
  for (const list of sentenceWords(field.text)) {
    const hashes = list.map(hashWord)
    for (let index = 0; index + RUN_WORDS <= list.length; index++) {
      let a = 0x811c9dc5
      let b = 0x6c62272e
      for (let word = index; word < index + RUN_WORDS; word++) {
        a = Math.imul(a ^ hashes[word][0], 0x01000193)
        b = Math.imul(b ^ hashes[word][1], 0x01000193) ^ (b >>> 13)
      }
      yield { hash: (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff), text: () => list.slice(index, index + RUN_WORDS).join(' ') }
    }
  }
}

/**
 * The runs used by more than `limit` pages, most shared first. `pages` gives each page's text
 * fields. Each page's distinct runs go into one array, sorted once: a run on more than
 * `limit` pages is a hash repeated more than `limit` times. A Map counting 3 million runs
 * (10,000 towns) took seconds and hundreds of MB; the array takes 8 bytes a run.
 */
export function sharedRuns(pages: Map<string, PageField[]>, limit = RUN_PAGE_LIMIT): SharedRun[] {
  const perPage: Float64Array[] = []
  let total = 0
  for (const fields of pages.values()) {
    const seen = new Set<number>()
    for (const field of fields) for (const { hash } of runsOf(field)) seen.add(hash)
    perPage.push(Float64Array.from(seen))
    total += seen.size
  }
  const all = new Float64Array(total)
  let offset = 0
  for (const hashes of perPage) all.set(hashes, (offset += hashes.length) - hashes.length)
  all.sort()
  const over = new Set<number>()
  for (let start = 0, end = 0; start < all.length; start = end) {
    while (end < all.length && all[end] === all[start]) end++
    if (end - start > limit) over.add(all[start])
  }
  // Only the pages holding such a run are read again, for its text and where it is.
  const shared = new Map<number, SharedRun>()
  let page = 0
  for (const [name, fields] of pages) {
    if (!perPage[page++].some((hash) => over.has(hash))) continue
    for (const field of fields) {
      for (const { hash, text } of runsOf(field)) {
        if (!over.has(hash)) continue
        let run = shared.get(hash)
        if (!run) shared.set(hash, (run = { text: text(), pages: [], pointers: new Map() }))
        if (!run.pointers.has(name)) {
          run.pages.push(name)
          run.pointers.set(name, field.pointer)
        }
      }
    }
  }
  return [...shared.values()].sort((a, b) => b.pages.length - a.pages.length || a.text.localeCompare(b.text))
}
