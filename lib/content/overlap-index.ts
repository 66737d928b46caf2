// The 35 % shared-text limit (lib/text-overlap.ts) without comparing every pair of pages.
//
// closestPages() compares each page with every other one: n² pairs, 8–13 µs each (half an
// hour at 10,000 towns). A pair can only exceed the limit if the pages share many 5-word
// sequences, and then they share at least one of the rarer ones. This is prefix filtering
// (the « AllPairs » set-similarity join):
//   1. every page's sequences are hashed (32 bits, from its words' hashes) and sorted: its
//      fingerprint, which lib/node/verdicts.ts keeps per page, so an edit re-reads one page;
//   2. one sorted array of (hash, page) is the inverted index: a hash's pages are one range;
//   3. a page of s sequences is above the limit with a page at least as long only if they
//      share more than limit × s of them, so at least one among its s − ⌊limit × s⌋ rarest
//      ones (pigeonhole): only the pages holding one of those are candidates;
//   4. each candidate pair is measured exactly, on the words (lib/text-overlap.ts overlap()),
//      so the verdicts are those of the all-pairs comparison (tests/unit/overlap-index.test.ts).
// Time and memory grow with the total number of sequences, not with the square of the pages.
import { overlap, shingles, words } from '../text-overlap.js'
import { runHash32, sortedDistinct, wordHashes } from '../word-hashes.js'

export interface Closest {
  share: number
  other: string
}

/** Words in a sequence (the size shingles() measures by default). */
const SEQUENCE_WORDS = 5

/** A page's 5-word sequences as sorted, distinct 32-bit hashes, from the hashes of its words (text-overlap.ts words()). */
export function fingerprintOf(text: string): Uint32Array {
  const list = words(text)
  const hashes = wordHashes(list)
  const print = new Uint32Array(Math.max(0, list.length - SEQUENCE_WORDS + 1))
  for (let index = 0; index < print.length; index++) print[index] = runHash32(hashes, index, SEQUENCE_WORDS)
  return sortedDistinct(print)
}

/** A page for the index: its fingerprint, and its text, read again only to measure a candidate pair exactly. */
export interface IndexedPage {
  print: Uint32Array
  text: () => string
}

/** Hashes shared by two sorted fingerprints. */
function commonCount(a: Uint32Array, b: Uint32Array): number {
  let common = 0
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) (common++, i++, j++)
    else if (a[i] < b[j]) i++
    else j++
  }
  return common
}

/** Page ids fit in 20 bits next to a 32-bit hash in one exact float64 (2^52). */
const PAGE_BITS = 2 ** 20

/**
 * The pages whose closest other page shares more than `limit` of the shorter one's 5-word
 * sequences, with that page and share: the entries of closestPages() above the limit, in
 * the same order, with the same `other` when several tie.
 */
export function pagesAboveLimit(texts: Map<string, string>, limit: number): Map<string, Closest> {
  return indexedPagesAboveLimit(new Map([...texts].map(([name, text]) => [name, { print: fingerprintOf(text), text: () => text }])), limit)
}

/** pagesAboveLimit() from the pages' fingerprints (kept per page by lib/node/verdicts.ts). */
export function indexedPagesAboveLimit(pages: Map<string, IndexedPage>, limit: number): Map<string, Closest> {
  const names = [...pages.keys()]
  const entries = [...pages.values()]
  if (names.length >= PAGE_BITS) throw new Error(`overlap index: at most ${PAGE_BITS - 1} pages`)
  const prints = entries.map((page) => page.print)

  const { index, pagesWith } = invertedIndex(prints)

  // Candidate pairs, each measured once.
  const shares = new Map<number, number>()
  const exact = new Map<number, Set<string>>()
  const exactShingles = (page: number) => {
    let set = exact.get(page)
    if (!set) exact.set(page, (set = shingles(entries[page].text())))
    return set
  }
  const best: (Closest & { page: number })[] = names.map(() => ({ share: 0, other: '', page: -1 }))
  const consider = (page: number, other: number, share: number) => {
    const current = best[page]
    // closestPages keeps the first page of the map order among equal shares.
    if (share > current.share || (share === current.share && share > 0 && other < current.page))
      best[page] = { share, other: names[other], page: other }
  }

  const { offsets, counts } = hashCounts(prints, index)

  prints.forEach((print, page) => {
    const size = print.length
    if (size === 0) return
    // Rarest first: (pages holding the hash, hash) in one number, sorted natively.
    const byRarity = new Float64Array(size)
    for (let rank = 0; rank < size; rank++) byRarity[rank] = counts[offsets[page] + rank] * 2 ** 32 + print[rank]
    byRarity.sort()
    // Two more than the pigeonhole needs: a 32-bit collision inside a page can only shrink it.
    const needed = Math.floor(limit * size) + 1
    const prefix = Math.min(size, size - needed + 1 + 2)
    for (let rank = 0; rank < prefix; rank++) {
      // A hash on this page only leads nowhere.
      if (byRarity[rank] < 2 * 2 ** 32) continue
      const [first, last] = pagesWith(byRarity[rank] % 2 ** 32)
      for (let position = first; position < last; position++) {
        const other = index[position] % PAGE_BITS
        if (other === page || prints[other].length < size) continue
        const pair = Math.min(page, other) * PAGE_BITS + Math.max(page, other)
        if (shares.has(pair)) continue
        const hashed = commonCount(print, prints[other]) / Math.min(size, prints[other].length)
        // Near or above the limit, the words decide (a hash collision never flips a verdict).
        const share = hashed > limit - 0.05 ? overlap(exactShingles(page), exactShingles(other)) : hashed
        shares.set(pair, share)
        if (share > limit) {
          consider(page, other, share)
          consider(other, page, share)
        }
      }
    }
  })

  const result = new Map<string, Closest>()
  names.forEach((name, page) => {
    if (best[page].share > limit) result.set(name, { share: best[page].share, other: best[page].other })
  })
  return result
}

/** The inverted index: every (hash, page) in one number, sorted by hash then page; and the
 *  range of it holding a hash (two binary searches, whatever its length). */
function invertedIndex(prints: Uint32Array[]) {
  let total = 0
  for (const print of prints) total += print.length
  const index = new Float64Array(total)
  let at = 0
  prints.forEach((print, page) => {
    for (const hash of print) index[at++] = hash * PAGE_BITS + page
  })
  index.sort()
  /** First position of `hash` in the index (binary search). */
  const start = (hash: number) => {
    let low = 0
    let high = index.length
    const key = hash * PAGE_BITS
    while (low < high) {
      const middle = (low + high) >>> 1
      if (index[middle] < key) low = middle + 1
      else high = middle
    }
    return low
  }
  const pagesWith = (hash: number) => [start(hash), start(hash + 1)] as const
  return { index, pagesWith }
}

/** How many pages hold each hash, page by page in the order of its fingerprint (`counts`
 *  from `offsets[page]`): one pass over the index, whose runs list the pages in order of
 *  hash as each fingerprint does. */
function hashCounts(prints: Uint32Array[], index: Float64Array) {
  const offsets = new Uint32Array(prints.length + 1)
  prints.forEach((print, page) => (offsets[page + 1] = offsets[page] + print.length))
  const counts = new Uint32Array(index.length)
  const cursor = offsets.slice(0, prints.length)
  for (let first = 0; first < index.length;) {
    const hash = Math.floor(index[first] / PAGE_BITS)
    let last = first + 1
    while (last < index.length && Math.floor(index[last] / PAGE_BITS) === hash) last++
    for (let position = first; position < last; position++) counts[cursor[index[position] % PAGE_BITS]++] = last - first
    first = last
  }
  return { offsets, counts }
}
