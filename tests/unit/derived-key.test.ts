// A new salon's name and file come from its dates and city (lib/cms/derived-key.ts, run by the
// admin before saving): the owner types no « Nom court ».
import { describe, expect, it } from 'vitest'
import { DERIVED_KEYS, salonKey } from '../../lib/cms/derived-key.js'
import { ajv } from '../../lib/node/schemas.js'

describe('salonKey', () => {
  it('is the year and month it starts, then its city in lowercase ASCII joined by hyphens', () => {
    expect(salonKey({ city: 'MULHOUSE', startDate: '2027-03-12' })).toBe('2027-03-mulhouse')
    expect(salonKey({ city: 'SAINT-ÉTIENNE', startDate: '2027-11-01' })).toBe('2027-11-saint-etienne')
    expect(salonKey({ city: 'AIX EN PROVENCE', startDate: '2028-01-31' })).toBe('2028-01-aix-en-provence')
  })

  it('gets « -2 », « -3 »… when the city already has a salon that month', () => {
    expect(salonKey({ city: 'LYON', startDate: '2027-04-02' }, new Set(['2027-04-lyon']))).toBe('2027-04-lyon-2')
    expect(salonKey({ city: 'LYON', startDate: '2027-04-20' }, new Set(['2027-04-lyon', '2027-04-lyon-2']))).toBe('2027-04-lyon-3')
  })

  it('is undefined while the city or the start date is missing or not a day', () => {
    expect(salonKey({ city: 'LYON' })).toBeUndefined()
    expect(salonKey({ startDate: '2027-04-02' })).toBeUndefined()
    expect(salonKey({ city: 'LYON', startDate: '04/02/2027' })).toBeUndefined()
  })

  it('is a key the salon schema accepts, and salons are the collection that uses it', () => {
    const key = salonKey({ city: 'SAINT-MALO', startDate: '2027-09-10' })!
    const salon = {
      $schema: '../../schemas/salon.schema.json',
      id: key,
      city: 'SAINT-MALO',
      startDate: '2027-09-10',
      endDate: '2027-09-12',
    }
    const validate = ajv().getSchema('salon.schema.json')!
    expect(validate(salon), JSON.stringify(validate.errors)).toBe(true)
    expect(DERIVED_KEYS.salons).toBe(salonKey)
  })
})
