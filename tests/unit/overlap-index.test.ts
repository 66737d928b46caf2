// lib/content/overlap-index.ts finds the pages above the shared-text limit through an index
// of their 5-word sequences: it must flag exactly what comparing every pair flags.
import { describe, expect, it } from 'vitest'
import { pagesAboveLimit } from '../../lib/content/overlap-index.js'
import { OVERLAP_LIMIT, closestPages } from '../../lib/text-overlap.js'

const VOCABULARY =
  'laine soie trame chaine noeud frange lisiere motif medaillon bordure teinture indigo garance safran brossage sechage reprise velours tapis kilim salon parquet lumiere couleur dessin fleur rinceau palmette champ galon ourlet'.split(
    ' ',
  )

/** A deterministic pseudo-random generator (the fixtures are the same on every run). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

function text(next: () => number, count: number): string[] {
  return Array.from({ length: count }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)])
}

/** Pages of random text, some copied in part from others: shares from 0 to 100 %, many near 35 %. */
function fixtures(seed: number, count: number): Map<string, string> {
  const next = random(seed)
  const pages: string[][] = []
  for (let page = 0; page < count; page++) {
    const length = 40 + Math.floor(next() * 260)
    const own = text(next, length)
    if (page > 0 && next() < 0.5) {
      // Copy a run of an earlier page: its length decides the share.
      const source = pages[Math.floor(next() * pages.length)]
      const share = next() * 0.7
      const run = Math.floor(source.length * share)
      const from = Math.floor(next() * (source.length - run + 1))
      const at = Math.floor(next() * own.length)
      own.splice(at, Math.floor(run * next()), ...source.slice(from, from + run))
    }
    pages.push(own)
  }
  // A shared boilerplate sentence on every page, as real pages have.
  return new Map(pages.map((page, index) => [`cities/page-${index}.json`, `Atelier de tapis a VILLE depuis longtemps. ${page.join(' ')}`]))
}

/** What closestPages() flags: the pages above the limit, with their closest page. */
function allPairs(texts: Map<string, string>, limit: number) {
  return new Map([...closestPages(texts)].filter(([, closest]) => closest.share > limit))
}

describe('pagesAboveLimit', () => {
  it('flags the same pages, with the same closest page and share, as comparing every pair', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const texts = fixtures(seed, 120)
      const expected = allPairs(texts, OVERLAP_LIMIT)
      expect(expected.size, 'the fixtures hold pages above the limit').toBeGreaterThan(5)
      expect(expected.size, 'and pages below it').toBeLessThan(texts.size)
      expect([...pagesAboveLimit(texts, OVERLAP_LIMIT)]).toEqual([...expected])
    }
  })

  it('agrees at other limits too (the pigeonhole bound follows the limit)', () => {
    const texts = fixtures(7, 100)
    for (const limit of [0.1, 0.2, 0.5, 0.8]) expect([...pagesAboveLimit(texts, limit)]).toEqual([...allPairs(texts, limit)])
  })

  it('flags an exact copy and a page made of another one’s sentences, and nothing among distinct pages', () => {
    const next = random(11)
    const a = text(next, 200).join(' ')
    const b = text(next, 200).join(' ')
    const c = text(next, 200).join(' ')
    const texts = new Map([
      ['a', a],
      ['b', b],
      ['copy-of-a', a],
      ['half-of-c', `${c.split(' ').slice(0, 100).join(' ')} ${text(next, 100).join(' ')}`],
      ['c', c],
    ])
    const flagged = pagesAboveLimit(texts, OVERLAP_LIMIT)
    expect([...flagged.keys()]).toEqual(['a', 'copy-of-a', 'half-of-c', 'c'])
    expect(flagged.get('a')).toEqual({ share: 1, other: 'copy-of-a' })
    expect(flagged.get('half-of-c')?.other).toBe('c')
    expect(
      pagesAboveLimit(
        new Map([
          ['a', a],
          ['b', b],
          ['c', c],
        ]),
        OVERLAP_LIMIT,
      ).size,
    ).toBe(0)
  })

  it('gives the same answer when asked again with one page edited (fingerprints cached by text)', () => {
    const texts = fixtures(3, 80)
    expect([...pagesAboveLimit(texts, OVERLAP_LIMIT)]).toEqual([...allPairs(texts, OVERLAP_LIMIT)])
    const [first] = texts.keys()
    texts.set(first, texts.get([...texts.keys()][1])!)
    expect([...pagesAboveLimit(texts, OVERLAP_LIMIT)]).toEqual([...allPairs(texts, OVERLAP_LIMIT)])
  })
})
