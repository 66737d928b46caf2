// One rule book: the check the admin runs before a save or a deletion (lib/cms/entry-check.ts)
// and `npm run validate` (validateContent) get the same changes of content/ and must give the
// same verdicts, error for error (file, JSON pointer, rule); the owner's wording of each
// refusal is French, names the field by its label and shows no pointer, path or English.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { artworks, newErrors, ownerMessages, ownerRefusals, prepareEntry, withoutEmpty, type Json } from '../../lib/cms/entry-check.js'
import type { DecapConfig } from '../../lib/cms/decap-config.js'
import { createAjv } from '../../lib/content/ajv.js'
import { parseJsonFile } from '../../lib/content/json.js'
import { RULES } from '../../lib/content/rule-book.js'
import { rule as textGate } from '../../lib/content/rules/text-gate.js'
import { rule as freeDelivery } from '../../lib/content/rules/claims/free-delivery.js'
import { kindsOf, wordingOf } from '../../lib/content/rules/rule.js'
import { readSchemas } from '../../lib/node/schemas.js'
import { validateContent } from '../../lib/node/validate.js'
import { budget } from '../support/budget.js'

const CONTENT = path.resolve('content')
const ajv = createAjv(readSchemas())
const config: DecapConfig = JSON.parse(fs.readFileSync('admin/config.json', 'utf8'))

/** The content as the admin reads it: every JSON file, parsed. */
function readDocuments(dir = CONTENT): Map<string, unknown> {
  const documents = new Map<string, unknown>()
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!file.endsWith('.json') || file.startsWith('images')) continue
    const parsed = parseJsonFile(fs.readFileSync(path.join(dir, file)))
    if (parsed.ok) documents.set(file.split(path.sep).join('/'), parsed.data)
  }
  return documents
}
const documents = readDocuments()
const imageExists = (relative: string) => fs.existsSync(path.join(CONTENT, relative))
const read = (file: string) => structuredClone(documents.get(file)) as Record<string, any>

const copies: string[] = []
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** `npm run validate`'s verdict on content/ with the change made on disk. */
function validateVerdict(file: string, data: Json | undefined): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rule-book-'))
  copies.push(dir)
  fs.cpSync(CONTENT, dir, { recursive: true })
  if (data === undefined) fs.rmSync(path.join(dir, file))
  else fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`)
  return validateContent(dir, 'content')
    .errors.map((error) => `${error.file.replace(/^content\//, '')}|${error.pointer}|${error.rule ?? error.message}`)
    .sort()
}

/** The editor's verdict on the same change (the data prepared as the editor saves it). */
function editorVerdict(file: string, data: Json | undefined): string[] {
  return newErrors({ ajv, documents, imageExists }, { file, data })
    .map((error) => `${error.file}|${error.pointer}|${error.rule ?? error.message}`)
    .sort()
}

const salon = read('salons/2026-04-lyon.json')
const lyon = read('cities/lyon.json')
const newCity: Record<string, any> = {
  ...read('cities/chatellerault.json'),
  slug: 'chantilly',
  town: 'Chantilly',
  postcode: '60500',
  region: 'Hauts-de-France',
}

const CHANGES: [name: string, file: string, data: Json | undefined][] = [
  [
    'a valid salon',
    'salons/2027-03-mulhouse.json',
    { ...salon, id: '2027-03-mulhouse', city: 'MULHOUSE', startDate: '2027-03-12', endDate: '2027-03-14' },
  ],
  ['a salon that ends before it starts', 'salons/2026-04-lyon.json', { ...salon, endDate: '2026-04-20' }],
  ['markup in « Lieu »', 'salons/2026-04-lyon.json', { ...salon, venue: 'Eurexpo <script>alert(1)</script>' }],
  [
    'a popup text with typed punctuation',
    'announcement.json',
    {
      ...read('announcement.json'),
      text: "Nos artisans vous présenteront l'entretien des tapis anciens : lavage, restauration et conseils ! « Venez »",
    },
  ],
  ['a claim the business does not make', 'announcement.json', { ...read('announcement.json'), text: 'Retrouvez-nous sur notre stand.' }],
  [
    'a city with only the fields every layout requires',
    'cities/chantilly.json',
    (({ specialties, services, advantages, ctaTitle, ctaDescription, nearbyAreas, surroundings, ...rest }) => rest)(newCity),
  ],
  [
    'a copied city (similarity, town named nowhere)',
    'cities/villeurbanne.json',
    { ...lyon, slug: 'villeurbanne', town: 'Villeurbanne', postcode: '69100' },
  ],
  ['a city repeating a town', 'cities/lyon-2.json', { ...lyon, slug: 'lyon-2' }],
  [
    'deleting a gallery card',
    'gallery/' + [...documents.keys()].find((file) => file.startsWith('gallery/'))!.slice('gallery/'.length),
    undefined,
  ],
  ['deleting a salon', 'salons/2026-04-lyon.json', undefined],
  ['deleting a city the coverage page links by hand', 'cities/lyon.json', undefined],
]

describe('one rule book: the editor and npm run validate agree', () => {
  it.each(CHANGES)(
    '%s',
    (_name, file, raw) => {
      const data = raw === undefined ? undefined : prepareEntry(raw, artworks(documents))
      expect(editorVerdict(file, data)).toEqual(validateVerdict(file, data))
    },
    60_000,
  )

  it(
    'accepts what must be accepted and refuses what must be refused',
    () => {
      const verdict = (name: string) => {
        const [, file, raw] = CHANGES.find(([candidate]) => candidate === name)!
        return editorVerdict(file, raw === undefined ? undefined : prepareEntry(raw, artworks(documents)))
      }
      expect(verdict('a valid salon')).toEqual([])
      expect(verdict('a popup text with typed punctuation')).toEqual([])
      expect(verdict('deleting a salon')).toEqual([])
      expect(verdict('a salon that ends before it starts')).toEqual(['salons/2026-04-lyon.json|/endDate|end-before-start'])
      expect(verdict('markup in « Lieu »')).toEqual(['salons/2026-04-lyon.json|/venue|markup'])
      expect(verdict('a claim the business does not make')).toEqual(['announcement.json|/text|our-own-salon'])
      expect(verdict('deleting a gallery card')).toEqual(['gallery||fixed-count'])
      expect(verdict('a city repeating a town')).toContain('cities/lyon-2.json|/town|town-repeated')
      expect(verdict('a city with only the fields every layout requires')).toContain('cities/chantilly.json||required')
    },
    budget(120_000),
  )
})

describe('the side doors of issue 37 (point 3): the editor refuses them before saving, as validate does', () => {
  // The text gate's fixtures in an HTML field (references, look-alikes, letters outside
  // French), and the split markup a claim rule reads joined.
  const vectors = [
    ...textGate.fixtures.rejected.flatMap((fixture) => {
      const description = (fixture['cities/lyon.json'] as { description?: string } | undefined)?.description
      return description ? [description] : []
    }),
    `<p>${[freeDelivery.texts.rejected].flat().find((text) => text.includes('<strong>'))!}</p>`,
  ]
  const withVector = (vector: string) =>
    prepareEntry({ ...lyon, description: `${lyon.description as string}${vector}` }, artworks(documents))

  it('has every vector of the issue', () => expect(vectors).toHaveLength(17))

  it.each(vectors)('refuses %s in Lyon’s description', (vector) => {
    const refused = editorVerdict('cities/lyon.json', withVector(vector)).filter((line) =>
      line.startsWith('cities/lyon.json|/description|'),
    )
    expect(refused).not.toEqual([])
  })

  it('gives validate’s verdict on all of them at once', () => {
    const data = withVector(vectors.join(''))
    expect(editorVerdict('cities/lyon.json', data)).toEqual(validateVerdict('cities/lyon.json', data))
  })
})

describe('what the editor saves', () => {
  it('repairs the typography the owner cannot type, as validate --fix does', () => {
    const text = "Nos artisans vous présenteront l'entretien des tapis anciens : lavage, restauration et conseils ! « Venez »"
    expect((prepareEntry({ text }, new Set()) as { text: string }).text).toBe(
      'Nos artisans vous présenteront l’entretien des tapis anciens\u00a0: lavage, restauration et conseils\u00a0! «\u00a0Venez\u00a0»',
    )
  })

  it('sets « Image provisoire » from the picture: an artwork is a placeholder, an uploaded photo is not', () => {
    const known = artworks(documents)
    expect(known.has('images/portfolio-02.svg')).toBe(true)
    const portfolio: Json = [
      { src: 'images/portfolio-02.svg', alt: 'a', title: 't' },
      { src: 'images/chantilly-atelier.jpg', alt: 'a', title: 't', placeholder: true },
    ]
    expect((prepareEntry({ portfolio }, known) as { portfolio: object[] }).portfolio).toEqual([
      { src: 'images/portfolio-02.svg', alt: 'a', title: 't', placeholder: true },
      { src: 'images/chantilly-atelier.jpg', alt: 'a', title: 't' },
    ])
  })

  it(
    'joins the pairs of a phone number typed with spaces, dots or nothing by non-breaking spaces',
    () => {
      for (const typed of ['01 99 00 12 50', '0199001250', '01.99.00.12.50', ' 01 99 00 12 50 '])
        expect(
          (prepareEntry({ landline: { display: typed, e164: '+33199001250' } }, new Set()) as { landline: { display: string } }).landline
            .display,
          typed,
        ).toBe('01\u00a099\u00a000\u00a012\u00a050')
      // Anything else is left for the rule book to refuse with its message.
      expect(
        (prepareEntry({ landline: { display: '01 99 00', e164: '+33199001250' } }, new Set()) as { landline: { display: string } }).landline
          .display,
      ).toBe('01 99 00')
      // A phone typed as the owner would now passes the rule book.
      const site = documents.get('site.json') as { phones: { landline: { display: string; e164: string } } }
      const typed = structuredClone(site) as unknown as Json
      ;(typed as { phones: { landline: { display: string } } }).phones.landline.display = '01 99 00 12 51'
      expect(newErrors({ ajv, documents, imageExists }, { file: 'site.json', data: prepareEntry(typed, new Set()) })).toEqual([])
    },
    budget(60_000),
  )

  it(
    'follows its own hints: the examples the form gives are accepted',
    () => {
      const hint = (collection: string, name: string) =>
        config.collections.find((candidate) => candidate.name === collection)!.fields!.find((field) => field.name === name)!.hint!
      const example = (text: string) => /«\u00a0([^»]+)\u00a0»/.exec(text)![1]
      // The subtitle: the hint once asked for the postcode, which the rule « subtitle-postcode » refuses.
      const subtitle = hint('cities', 'subtitle')
      expect(subtitle).not.toMatch(/^Commune et code postal/)
      const lyon = documents.get('cities/lyon.json') as Record<string, Json>
      const file = 'cities/lyon.json'
      expect(
        newErrors(
          { ajv, documents, imageExists },
          { file, data: prepareEntry({ ...lyon, subtitle: example(subtitle) }, artworks(documents)) },
        ),
      ).toEqual([])
      expect(
        newErrors({ ajv, documents, imageExists }, { file, data: { ...lyon, subtitle: `Lyon ${lyon.postcode as string}` } }).map(
          (error) => error.rule,
        ),
      ).toEqual(['subtitle-postcode'])
    },
    budget(60_000),
  )

  it('drops what the form left empty', () => {
    expect(withoutEmpty({ a: '', b: [], c: { d: '', e: [] }, f: ['', 'x'], g: 0, h: false, i: [{ j: '', k: 'y' }] })).toEqual({
      f: ['', 'x'],
      g: 0,
      h: false,
      i: [{ k: 'y' }],
    })
  })
})

describe('the owner’s wording', () => {
  const words = (file: string, data: Json | undefined) =>
    ownerMessages(config, file, newErrors({ ajv, documents, imageExists }, { file, data }))
  const developerWords = /\/[a-z]+\/|content\/|\.json|Error:|sch[ée]ma|\bmust\b|\bfield\b|\bthe\b/i

  it(
    'names the field by its label and says what to do, in French',
    () => {
      const venue = words('salons/2026-04-lyon.json', { ...salon, venue: 'Eurexpo <script>alert(1)</script>' })
      expect(venue).toEqual([
        '«\u00a0Lieu (facultatif)\u00a0» est un texte simple\u00a0: retirez les balises (ce qui s’écrit entre < et >).',
      ])
      const end = words('salons/2026-04-lyon.json', { ...salon, endDate: '2026-04-20' })
      expect(end[0]).toMatch(/^«\u00a0Date de fin\u00a0» tombe avant la date de début \(24\/04\/2026\)/)
      const city = words('cities/chantilly.json', prepareEntry(CHANGES[5][2]!, new Set()))
      expect(
        city.some((sentence) =>
          sentence.startsWith(
            '«\u00a0Intérieurs et patrimoine (obligatoire pour la mise en page «\u00a0Ville\u00a0»)\u00a0» est obligatoire',
          ),
        ),
      ).toBe(true)
      for (const sentence of [...venue, ...end, ...city]) expect(sentence).not.toMatch(developerWords)
    },
    budget(60_000),
  )

  it(
    'ties each refusal about the entry’s own field to that top-level field, for the message under it',
    () => {
      const refusals = (file: string, data: Json) => ownerRefusals(config, file, newErrors({ ajv, documents, imageExists }, { file, data }))
      expect(refusals('salons/2026-04-lyon.json', { ...salon, endDate: '2026-04-20' })).toEqual([
        { sentence: expect.stringMatching(/^«\u00a0Date de fin\u00a0» tombe avant/), field: { name: 'endDate', label: 'Date de fin' } },
      ])
      const lyon = documents.get('cities/lyon.json') as Record<string, Json>
      const nested = refusals('cities/lyon.json', {
        ...lyon,
        portfolio: [{ ...((lyon.portfolio as Json[])[0] as object), alt: 'x<b>y</b>' }, ...(lyon.portfolio as Json[]).slice(1)],
      } as Json)
      expect(nested.map((refusal) => refusal.field?.name)).toContain('portfolio')
      // An error in another file than the entry saved has no field of this form.
      expect(
        ownerRefusals(config, 'cities/lyon.json', [
          { file: 'coverage.json', pointer: '/grid/0/url', rule: 'link-to-nowhere', message: 'x', params: { route: '/x' } } as never,
        ]),
      ).toEqual([{ sentence: expect.any(String) }])
    },
    budget(60_000),
  )

  it(
    'says why a deletion is refused',
    () => {
      const gallery = CHANGES.find(([name]) => name === 'deleting a gallery card')!
      expect(words(gallery[1], undefined)).toEqual([
        'La galerie de l’accueil compte toujours exactement 6 éléments (il y en aurait 5)\u00a0: pour changer une carte, remplacez son image et ses textes au lieu de la supprimer ou d’en ajouter une.',
      ])
    },
    budget(60_000),
  )

  it('every kind of every rule has both wordings, the owner’s free of developer words', () => {
    for (const rule of RULES)
      for (const kind of kindsOf(rule)) {
        const wording = wordingOf(rule, kind)!
        const sample = new Proxy({}, { get: () => '12' }) as Record<string, string>
        expect(wording.dev(sample), kind).toBeTruthy()
        expect(wording.owner(sample, 'Titre'), kind).not.toMatch(developerWords)
      }
  })
})
