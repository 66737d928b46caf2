// The check the admin runs before saving (lib/cms/entry-check.ts, Decap's preSave event),
// with the project's ajv setup on the real schemas: what it refuses and what it cleans.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { entryProblems, refusal, withoutEmpty } from '../../lib/cms/entry-check.js'
import { createAjv } from '../../lib/content/ajv.js'
import { readSchemas } from '../../lib/content/validate.js'

const ajv = createAjv(readSchemas())
const salon = {
  $schema: '../../schemas/salon.schema.json',
  id: 'lyon-2027',
  city: 'LYON',
  venue: 'Eurexpo',
  startDate: '2027-04-23',
  endDate: '2027-04-25',
}
const lyon = JSON.parse(fs.readFileSync('content/cities/lyon.json', 'utf8'))

describe('entryProblems', () => {
  it('accepts valid entries', () => {
    expect(entryProblems(ajv, 'salon.schema.json', salon)).toEqual([])
    expect(entryProblems(ajv, 'city.schema.json', lyon)).toEqual([])
  })

  it('refuses a malformed date with the validator’s message and the field', () => {
    expect(entryProblems(ajv, 'salon.schema.json', { ...salon, endDate: '2027-02-31' })).toEqual([
      '/endDate : must be a valid date (YYYY-MM-DD, a real calendar day)',
    ])
    expect(entryProblems(ajv, 'salon.schema.json', { ...salon, startDate: '23/04/2027' })).toEqual([
      '/startDate : must be a date between 2000 and 2099 (YYYY-MM-DD)',
      '/startDate : must be a valid date (YYYY-MM-DD, a real calendar day)',
    ])
  })

  it('refuses markup in a plain-text field', () => {
    expect(entryProblems(ajv, 'salon.schema.json', { ...salon, venue: 'Eurexpo<script>alert(1)</script>' })).toEqual([
      '/venue : must be plain text: HTML markup is not allowed in this field',
    ])
  })

  it('an optional field left empty is dropped; a required one left empty is missing', () => {
    expect(entryProblems(ajv, 'salon.schema.json', { ...salon, venue: '' })).toEqual([])
    expect(entryProblems(ajv, 'salon.schema.json', { ...salon, city: '' })).toEqual(['/ : missing required field "city"'])
  })

  it('layout rules of the schema apply (a common city needs its advantages)', () => {
    const { advantages: _advantages, ...withoutAdvantages } = lyon
    expect(entryProblems(ajv, 'city.schema.json', withoutAdvantages)).toContain('/ : missing required field "advantages"')
  })

  it('does not modify the entry it checks (the html keyword sanitises what it validates)', () => {
    const entry = structuredClone(lyon)
    entryProblems(ajv, 'city.schema.json', entry)
    expect(entry).toEqual(lyon)
  })
})

describe('withoutEmpty', () => {
  it('removes empty strings, lists and objects (nested too), keeps list items and falsy values', () => {
    expect(withoutEmpty({ a: '', b: [], c: { d: '', e: [] }, f: ['', 'x'], g: 0, h: false, i: [{ j: '', k: 'y' }] })).toEqual({
      f: ['', 'x'],
      g: 0,
      h: false,
      i: [{ k: 'y' }],
    })
  })
})

describe('refusal', () => {
  it('names the file, every problem, and where the cross-file rules run', () => {
    expect(refusal('content/salons/x.json', ['/venue : must be plain text'])).toBe(
      'Enregistrement refusé : content/salons/x.json ne respecte pas son schéma. /venue : must be plain text. (Les règles entre fichiers sont vérifiées ensuite par l’intégration continue.)',
    )
  })
})
