// lib/text-overlap.ts: the share of 5-word sequences two city pages have in common.
import { describe, expect, it } from 'vitest'
import { cityText, closestPages, overlap, recurringShares, shingles, uniqueWordShares, words } from '../../lib/text-overlap.js'

describe('words', () => {
  it('drops tags, case, accents and punctuation', () => {
    expect(words('<p>Lavage <strong>à la main</strong>, à Saint-Étienne !</p>')).toEqual([
      'lavage',
      'a',
      'la',
      'main',
      'a',
      'saint',
      'etienne',
    ])
  })

  it('keeps digits and splits on apostrophes', () => {
    expect(words("Garantie 5 ans, l'atelier du 8e")).toEqual(['garantie', '5', 'ans', 'l', 'atelier', 'du', '8e'])
  })

  it('gives nothing for markup only', () => {
    expect(words('<p></p><br>')).toEqual([])
  })
})

describe('shingles', () => {
  it('lists every run of 5 consecutive words once', () => {
    expect([...shingles('un deux trois quatre cinq six sept')]).toEqual([
      'un deux trois quatre cinq',
      'deux trois quatre cinq six',
      'trois quatre cinq six sept',
    ])
  })

  it('is empty below 5 words and has one entry at exactly 5', () => {
    expect(shingles('un deux trois quatre').size).toBe(0)
    expect(shingles('un deux trois quatre cinq').size).toBe(1)
  })

  it('takes another size', () => {
    expect([...shingles('a b c', 2)]).toEqual(['a b', 'b c'])
  })

  it('counts a repeated run once', () => {
    expect(shingles('a b c d e a b c d e').size).toBe(5)
  })
})

describe('overlap', () => {
  it('is 0 when either side is empty', () => {
    expect(overlap(new Set(), new Set(['x']))).toBe(0)
    expect(overlap(new Set(['x']), new Set())).toBe(0)
  })

  it('is the share of the smaller set found in the larger', () => {
    const small = new Set(['a', 'b', 'c', 'd'])
    const large = new Set(['a', 'b', 'x', 'y', 'z', 'w'])
    expect(overlap(small, large)).toBe(0.5)
    expect(overlap(large, small)).toBe(0.5)
  })

  it('is 1 for a text contained in a longer one', () => {
    const short = 'nous lavons vos tapis a la main dans notre atelier'
    expect(overlap(shingles(short), shingles(`${short} puis nous les livrons chez vous sur rendez-vous`))).toBe(1)
  })
})

describe('closestPages', () => {
  it('names, for each page, the page it overlaps most', () => {
    const base = 'nous venons chercher votre tapis sur rendez-vous et le lavons a la main'
    const texts = new Map([
      ['lyon', base],
      ['nantes', 'une page entierement differente qui parle de restauration des franges abimees'],
      ['lille', `${base} dans notre atelier`],
    ])
    expect(closestPages(texts).get('lyon')).toEqual({ share: 1, other: 'lille' })
    expect(closestPages(texts).get('lille')).toEqual({ share: 1, other: 'lyon' })
  })

  it('names no page when nothing is shared', () => {
    expect(
      closestPages(
        new Map([
          ['a', 'un deux trois quatre cinq'],
          ['b', 'six sept huit neuf dix'],
        ]),
      ).get('a'),
    ).toEqual({ share: 0, other: '' })
    expect(closestPages(new Map([['seul', 'un deux trois quatre cinq six']])).get('seul')).toEqual({ share: 0, other: '' })
  })

  it('scores a partial copy between 0 and 1', () => {
    const closest = closestPages(
      new Map([
        ['a', 'un deux trois quatre cinq six sept huit'],
        ['b', 'un deux trois quatre cinq neuf dix onze'],
      ]),
    )
    // a: 4 runs, b: 4 runs, 1 in common.
    expect(closest.get('a')).toEqual({ share: 0.25, other: 'b' })
  })
})

describe('per-page figures of the content report', () => {
  const texts = new Map([
    ['a', 'un deux trois quatre cinq six'],
    ['b', 'un deux trois quatre cinq sept'],
    ['c', 'huit neuf dix onze douze treize'],
  ])

  it('closestPages names, for each page, the page it shares most with', () => {
    expect(closestPages(texts)).toEqual(
      new Map([
        ['a', { share: 0.5, other: 'b' }],
        ['b', { share: 0.5, other: 'a' }],
        ['c', { share: 0, other: '' }],
      ]),
    )
  })

  it('recurringShares counts the 5-word sequences found on any other page', () => {
    expect(recurringShares(texts)).toEqual(
      new Map([
        ['a', 0.5],
        ['b', 0.5],
        ['c', 0],
      ]),
    )
  })

  it('uniqueWordShares counts the distinct words no other page uses', () => {
    expect(uniqueWordShares(texts)).toEqual(
      new Map([
        ['a', 1 / 6],
        ['b', 1 / 6],
        ['c', 1],
      ]),
    )
  })

  it('cityText masks the town and reads the town’s own words only: no identifier, field name, icon or claim reference', () => {
    const text = cityText({
      town: 'Saint-Malo',
      slug: 'saint-malo',
      postcode: '35400',
      title: 'Tapis à Saint-Malo, intra-muros',
      advantages: [{ title: '{claim:quote}', description: '{claim:freeExpertise}', icon: 'mail' }],
      portfolio: [{ title: 'Lavage', alt: 'Un tapis' }],
    })
    expect(words(text)).toEqual(['ville', 'tapis', 'a', 'ville', 'intra', 'muros', 'lavage', 'un', 'tapis'])
  })
})
