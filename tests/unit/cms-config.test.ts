// The Decap configuration generator (lib/cms/decap-config.ts): each schema construct gives
// its widget, the real schemas give a collection per content kind, and the committed
// admin/config.json is checked for staleness like the generated types.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CROSS_FILE_NOTE, decapConfig, type DecapConfig, type DecapField } from '../../lib/cms/decap-config.js'
import type { SchemaNode } from '../../lib/content/schema-set.js'
import { KINDS, type ContentKind } from '../../lib/content/kinds.js'
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'
import { readSchemas } from '../../lib/node/schemas.js'
import { runCmsConfig } from '../../lib/build/cms-config.js'

const defs: SchemaNode = {
  $id: 'defs.schema.json',
  $defs: {
    plainText: { type: 'string', minLength: 1, plainText: true, description: 'Text without markup.' },
    html: { type: 'string', minLength: 1, html: true },
    isoDate: { type: 'string', format: 'date' },
    imagePath: { type: 'string', pattern: '^images/[a-z0-9-]+\\.(?:svg|png)$' },
    labels: { type: 'object', additionalProperties: { $ref: '#/$defs/plainText' } },
    card: {
      title: 'Card',
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { $ref: '#/$defs/plainText', title: 'Nom' }, image: { $ref: '#/$defs/imagePath', title: 'Image' } },
    },
  },
}

const thing: SchemaNode = {
  $id: 'thing.schema.json',
  type: 'object',
  required: ['$schema', 'slug', 'name', 'summary', 'when', 'kind', 'cards', 'tags'],
  properties: {
    $schema: { type: 'string' },
    slug: { type: 'string', title: 'Adresse', pattern: '^[a-z-]+$', description: 'Equals the file name.' },
    name: { $ref: 'defs.schema.json#/$defs/plainText', title: 'Nom', maxLength: 60 },
    summary: { $ref: 'defs.schema.json#/$defs/plainText', title: 'Résumé', maxLength: 300 },
    body: { $ref: 'defs.schema.json#/$defs/html', title: 'Texte' },
    when: { $ref: 'defs.schema.json#/$defs/isoDate', title: 'Date' },
    picture: { $ref: 'defs.schema.json#/$defs/imagePath', title: 'Image' },
    kind: { enum: ['a', 'b'], title: 'Sorte' },
    version: { const: 2, title: 'Version' },
    visible: { type: 'boolean', title: 'Visible' },
    rank: { type: 'integer', title: 'Rang', minimum: 1, maximum: 9 },
    ratio: { type: 'number', title: 'Rapport' },
    cards: { type: 'array', title: 'Cartes', minItems: 2, maxItems: 4, items: { $ref: 'defs.schema.json#/$defs/card' } },
    tags: { type: 'array', title: 'Étiquettes', minItems: 3, maxItems: 3, items: { $ref: 'defs.schema.json#/$defs/plainText' } },
    labels: {
      $ref: 'defs.schema.json#/$defs/labels',
      title: 'Libellés',
      required: ['open', 'close'],
      keyTitles: { open: 'Ouvrir', close: 'Fermer' },
    },
    either: { oneOf: [{ type: 'null' }, { $ref: 'defs.schema.json#/$defs/isoDate' }], title: 'Date ou rien' },
    nested: { type: 'object', title: 'Groupe', properties: { inner: { type: 'string', title: 'Dedans' } } },
    combined: { allOf: [{ $ref: 'defs.schema.json#/$defs/plainText' }, { maxLength: 500 }], title: 'Combiné' },
  },
}

const kinds: ContentKind[] = [
  {
    collection: 'cities',
    schema: 'thing.schema.json',
    pattern: /^things\/[^/]+\.json$/,
    key: 'slug',
    label: 'Choses',
    labelSingular: 'chose',
    shape: 'things/<slug>.json',
  },
  { collection: 'site', schema: 'thing.schema.json', pattern: /^thing\.json$/, required: true, shape: 'thing.json' },
]

const config = decapConfig({
  schemas: [defs, thing],
  kinds,
  siteUrl: 'https://example.com',
  backend: { repo: 'owner/site', branch: 'main' },
})
const folder = config.collections.find((collection) => collection.name === 'things')!
const field = (name: string, fields: DecapField[] = folder.fields!) => {
  const found = fields.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return found
}

describe('schema construct → Decap widget', () => {
  it('$schema is a hidden field whose default is the path a new file needs', () => {
    expect(field('$schema')).toEqual({ name: '$schema', label: '$schema', widget: 'hidden', default: '../../schemas/thing.schema.json' })
    const single = config.collections.find((collection) => collection.name === 'reglages')!.files![0]!
    expect(field('$schema', single.fields).default).toBe('../schemas/thing.schema.json')
  })

  it('labels are the properties’ titles, a map’s keys get theirs from keyTitles, a list of values its own', () => {
    expect(field('name').label).toBe('Nom')
    expect(field('summary').label).toBe('Résumé')
    expect(field('labels').fields!.map((f) => f.label)).toEqual(['Ouvrir', 'Fermer'])
    expect(field('tags').field!.label).toBe('Étiquettes')
  })

  it('a property without a French title stops the generator (no English key shown in its place)', () => {
    const untitled: SchemaNode = { ...thing, properties: { ...thing.properties, buyBack: { type: 'string' } } }
    expect(() =>
      decapConfig({ schemas: [defs, untitled], kinds, siteUrl: 'https://example.com', backend: { repo: 'o/s', branch: 'main' } }),
    ).toThrow(/thing\.schema\.json: property « buyBack » has no title/)
    const unnamedKey: SchemaNode = {
      ...thing,
      properties: {
        ...thing.properties,
        labels: { $ref: 'defs.schema.json#/$defs/labels', title: 'Libellés', required: ['open', 'skipLink'] },
      },
    }
    expect(() =>
      decapConfig({ schemas: [defs, unnamedKey], kinds, siteUrl: 'https://example.com', backend: { repo: 'o/s', branch: 'main' } }),
    ).toThrow(/property « open » has no title/)
  })

  it('short plain text is a string, long text a text area; a $ref sibling (maxLength) wins over the definition', () => {
    expect(field('name')).toMatchObject({ widget: 'string', hint: '60 caractères au plus.' })
    expect(field('summary').widget).toBe('text')
  })

  it('patterns and requirements carry over; optional fields say so', () => {
    expect(field('slug')).toMatchObject({
      widget: 'string',
      pattern: ['^[a-z-]+$', 'Forme non valide : Equals the file name.'],
      hint: 'Equals the file name.',
    })
    expect(field('slug').required).toBeUndefined()
    expect(field('body').required).toBe(false)
    expect(field('body').label).toMatch(/ \(facultatif\)$/)
  })

  it('an HTML field is a text area whose hint names the allowed tags', () => {
    expect(field('body').widget).toBe('text')
    expect(field('body').hint).toMatch(
      /^Mise en forme possible : <strong>mot en gras<\/strong>, <em>mot en italique<\/em>, <p>paragraphe<\/p>.*<a href="\/contact">texte<\/a>/,
    )
  })

  it('format date → a date-only widget storing YYYY-MM-DD', () => {
    expect(field('when')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    // A day has no time zone: Decap's « UTC » tag would only puzzle the owner.
    expect(field('when').picker_utc).toBeUndefined()
  })

  it('an image path → the image widget (media in content/images/, written as images/…)', () => {
    expect(field('picture')).toMatchObject({ widget: 'image', choose_url: false })
    expect(config).toMatchObject({ media_folder: 'content/images', public_folder: 'images' })
  })

  it('enum → select, const → hidden with its value, boolean, integer and number', () => {
    expect(field('kind')).toMatchObject({
      widget: 'select',
      options: [
        { label: 'a', value: 'a' },
        { label: 'b', value: 'b' },
      ],
    })
    expect(field('version')).toMatchObject({ widget: 'hidden', default: 2 })
    expect(field('visible').widget).toBe('boolean')
    expect(field('rank')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 9 })
    expect(field('ratio')).toMatchObject({ widget: 'number', value_type: 'float' })
  })

  it('arrays of objects → list with fields; arrays of values → list with one field; minItems/maxItems → min/max', () => {
    const cards = field('cards')
    expect(cards).toMatchObject({ widget: 'list', min: 2, max: 4, hint: 'De 2 à 4 éléments.' })
    expect(cards.fields!.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['name', 'string', true],
      ['image', 'image', false],
    ])
    expect(field('tags')).toMatchObject({ widget: 'list', min: 3, max: 3, hint: 'Exactement 3 éléments.', field: { widget: 'string' } })
  })

  it('objects → object; a map gets one field per required key (required joined across $ref)', () => {
    expect(field('nested')).toMatchObject({ widget: 'object', fields: [{ name: 'inner', widget: 'string', required: false }] })
    expect(field('labels').fields!.map((f) => f.name)).toEqual(['open', 'close'])
  })

  it('oneOf/anyOf → the first branch that is not null; allOf → its parts together', () => {
    expect(field('either').widget).toBe('datetime')
    expect(field('combined')).toMatchObject({ widget: 'text', hint: '500 caractères au plus.' })
  })
})

describe('collections', () => {
  it('a folder kind is a folder collection of JSON files named by their key', () => {
    expect(folder).toMatchObject({
      label: 'Choses',
      label_singular: 'chose',
      folder: 'content/things',
      create: true,
      extension: 'json',
      format: 'json',
      slug: '{{fields.slug}}',
      identifier_field: 'slug',
    })
    expect(folder.description).toContain(CROSS_FILE_NOTE)
  })

  it('single files are grouped in one file collection; the backend is GitHub with the editorial workflow', () => {
    expect(config.collections[0]).toMatchObject({
      name: 'reglages',
      files: [{ name: 'thing', file: 'content/thing.json', label: 'Thing' }],
    })
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'owner/site', branch: 'main' },
      publish_mode: 'editorial_workflow',
      locale: 'fr',
    })
  })

  it('the real schemas: one collection per folder kind, every single file and every text page', () => {
    const real = decapConfig({
      schemas: readSchemas(),
      kinds: KINDS,
      siteUrl: 'https://example.com',
      backend: { repo: 'o/r', branch: 'main' },
    })
    const names = real.collections.map((collection) => collection.name)
    expect(names).toEqual(expect.arrayContaining(['reglages', 'pages', 'cities', 'salons', 'services', 'gallery']))
    expect(real.collections.find((c) => c.name === 'pages')!.files!.map((file) => file.file)).toEqual(
      Object.keys(TEXT_PAGE_ROUTES).map((name) => `content/pages/${name}.json`),
    )
    expect(real.collections.find((c) => c.name === 'services')!.create).toBe(false)
    const city = real.collections.find((c) => c.name === 'cities')!
    expect(city.fields!.find((f) => f.name === 'portfolio')!.fields!.find((f) => f.name === 'src')!.widget).toBe('image')
    expect(real.collections.find((c) => c.name === 'salons')!.fields!.find((f) => f.name === 'startDate')!.widget).toBe('datetime')
    for (const collection of real.collections) {
      for (const entry of collection.files ?? [collection])
        expect(entry.fields![0], `${collection.name}`).toMatchObject({ name: '$schema', widget: 'hidden' })
    }
  })
})

describe('admin/config.json staleness (npm run check)', () => {
  it('the committed file matches the schemas', () => {
    expect(runCmsConfig(true)).toBe(true)
  })

  it('fails when a schema changes, and passes again once regenerated', () => {
    const schemas = readSchemas()
    const city = schemas.find((schema) => schema.$id === 'city.schema.json')!
    city.properties!.motto = { type: 'string', title: 'Devise' }
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-config-')), 'config.json')
    fs.copyFileSync('admin/config.json', file)
    expect(runCmsConfig(true, file, schemas)).toBe(false)
    runCmsConfig(false, file, schemas)
    expect(fs.readFileSync(file, 'utf8')).toContain('"label": "Devise (facultatif)"')
    expect(runCmsConfig(true, file, schemas)).toBe(true)
    fs.rmSync(path.dirname(file), { recursive: true })
  })
})

// Issue 20: the form tells the truth, in French.
describe('the generated forms speak French', () => {
  const generated: DecapConfig = JSON.parse(fs.readFileSync('admin/config.json', 'utf8'))
  const everyField = (fields: DecapField[] = []): DecapField[] =>
    fields.flatMap((one) => [one, ...everyField(one.fields), ...(one.field ? everyField([one.field]) : [])])
  const all = generated.collections.flatMap((collection) => [
    ...everyField(collection.fields),
    ...(collection.files ?? []).flatMap((file) => everyField(file.fields)),
  ])
  const cities = generated.collections.find((collection) => collection.name === 'cities')!
  const cityField = (name: string) => cities.fields!.find((candidate) => candidate.name === name)!

  it('offers every list option in French (layouts, icons, days, countries), never a code', () => {
    expect(cityField('layout').options).toEqual([
      { label: 'Quartier de Paris (4e–8e)', value: 'district' },
      { label: 'Ville', value: 'common' },
    ])
    expect(cityField('country').options!.map((option) => option.label)).toEqual(['France', 'Belgique', 'Suisse', 'Luxembourg', 'Monaco'])
    const days = all.find((candidate) => candidate.name === 'days')!.field!.options!.map((option) => option.label)
    expect(days).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])
    for (const select of all.filter((candidate) => candidate.widget === 'select'))
      for (const option of select.options!)
        if (typeof option.value === 'string' && /^[a-z][a-zA-Z-]*$|^[A-Z]{2}$|day$/.test(option.value))
          expect(option.label, `${select.name}: ${option.value}`).not.toBe(option.value)
  })

  it('marks the fields a layout requires as such, never « facultatif »', () => {
    for (const name of ['specialties', 'services', 'advantages', 'ctaTitle', 'ctaDescription', 'nearbyAreas'])
      expect(cityField(name).label, name).toMatch(/ \(obligatoire pour la mise en page « Ville »\)$/)
    for (const name of ['districtLabel', 'serviceCards', 'closingLabel'])
      expect(cityField(name).label, name).toMatch(/ \(obligatoire pour la mise en page « Quartier de Paris \(4e–8e\) »\)$/)
    expect(cityField('surroundings').label).toBe('Aux alentours (facultatif)')
    expect(cityField('town').label).toBe('Commune')
  })

  it('hints and descriptions use no developer words and do not mention CI or pull requests', () => {
    const developer =
      /\bslug\b|sch[ée]ma|JSON|\btrue\b|\bfalse\b|\bUTC\b|\bISO\b|\blayout\b|\bdistrict\b|\bcommon\b|HTML|content\/|\{[a-z]+\}|intégration continue|demande de publication|pull request/i
    for (const one of all.filter((candidate) => candidate.widget !== 'hidden')) {
      expect(one.label, one.name).not.toMatch(developer)
      if (one.hint) expect(one.hint, one.name).not.toMatch(developer)
    }
    for (const collection of generated.collections) expect(collection.description, collection.name).not.toMatch(developer)
  })

  it('the « Image provisoire » switch is not offered: the picture sets it', () => {
    for (const one of all.filter((candidate) => candidate.name === 'placeholder')) expect(one.widget).toBe('hidden')
  })

  it('lists salons with their dates, soonest first', () => {
    const salons = generated.collections.find((collection) => collection.name === 'salons')!
    expect(salons.summary).toBe("{{city}} — du {{startDate | date('DD/MM/YYYY')}} au {{endDate | date('DD/MM/YYYY')}}")
    expect(salons.sortable_fields?.[0]).toEqual({ field: 'startDate', label: 'Date de début', default_sort: 'asc' })
  })
})
