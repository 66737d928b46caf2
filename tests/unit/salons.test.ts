// lib/browser/salons.ts: which salons are still to come on a given day, and their French dates.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatSalonDates, localIsoDate, upcomingSalons } from '../../lib/browser/salons.js'
import type { Salon } from '../../schemas/content-types.js'

const NBSP = '\u00a0'
const salon = (city: string, startDate: string, endDate: string): Salon => ({
  $schema: '',
  id: city.toLowerCase(),
  city,
  startDate,
  endDate,
})

const SALON_DIR = path.resolve(import.meta.dirname, '../../content/salons')
const realSalons = fs.readdirSync(SALON_DIR).map((file) => JSON.parse(fs.readFileSync(path.join(SALON_DIR, file), 'utf8')) as Salon)

describe('localIsoDate', () => {
  it('writes the local calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05')
    expect(localIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31')
  })
})

describe('upcomingSalons', () => {
  const today = new Date(2025, 10, 20, 15, 30) // 20 Nov 2025, afternoon

  it('keeps an event ending today and drops one that ended yesterday', () => {
    const list = [salon('HIER', '2025-11-17', '2025-11-19'), salon('AUJOURDHUI', '2025-11-18', '2025-11-20')]
    expect(upcomingSalons(list, today).map((s) => s.city)).toEqual(['AUJOURDHUI'])
  })

  it('keeps an event ending today even late in the evening', () => {
    const list = [salon('AUJOURDHUI', '2025-11-20', '2025-11-20')]
    expect(upcomingSalons(list, new Date(2025, 10, 20, 23, 59, 59))).toHaveLength(1)
    expect(upcomingSalons(list, new Date(2025, 10, 21, 0, 0, 0))).toHaveLength(0)
  })

  it('sorts by start date and leaves the input untouched', () => {
    const list = [salon('C', '2026-02-01', '2026-02-03'), salon('A', '2025-12-01', '2025-12-02'), salon('B', '2026-01-10', '2026-01-12')]
    const before = list.map((s) => s.city)
    expect(upcomingSalons(list, today).map((s) => s.city)).toEqual(['A', 'B', 'C'])
    expect(list.map((s) => s.city)).toEqual(before)
  })

  it('has 10 real salons', () => {
    expect(realSalons).toHaveLength(10)
  })

  it('puts BRUXELLES first on 2025-11-20 (MULHOUSE is over)', () => {
    const upcoming = upcomingSalons(realSalons, today)
    expect(upcoming[0].city).toBe('BRUXELLES')
    expect(upcoming.map((s) => s.city)).toEqual([
      'BRUXELLES',
      'MARSEILLE',
      'BORDEAUX',
      'PARIS',
      'TOULOUSE',
      'NANTES',
      'STRASBOURG',
      'LUXEMBOURG',
      'LYON',
    ])
  })

  it('shows the whole list before the first salon', () => {
    expect(upcomingSalons(realSalons, new Date(2025, 10, 1))).toHaveLength(10)
  })

  it('shows nothing on 2026-11-22', () => {
    expect(upcomingSalons(realSalons, new Date(2026, 10, 22))).toEqual([])
  })
})

describe('formatSalonDates', () => {
  it('writes a range within one month once, with non-breaking spaces', () => {
    expect(formatSalonDates('2025-11-14', '2025-11-16')).toBe(`14–16${NBSP}nov.${NBSP}2025`)
  })

  it('writes both months of a range across months', () => {
    expect(formatSalonDates('2026-01-31', '2026-02-02')).toBe(`31${NBSP}janv. – 2${NBSP}févr.${NBSP}2026`)
  })

  it('writes the first of a month « 1er »', () => {
    expect(formatSalonDates('2026-03-01', '2026-03-03')).toBe(`1er–3${NBSP}mars${NBSP}2026`)
    expect(formatSalonDates('2026-04-28', '2026-05-01')).toBe(`28${NBSP}avr. – 1er${NBSP}mai${NBSP}2026`)
  })

  it('writes both years of a range across years', () => {
    expect(formatSalonDates('2025-12-28', '2026-01-01')).toBe(`28${NBSP}déc.${NBSP}2025 – 1er${NBSP}janv.${NBSP}2026`)
  })

  it('writes a one-day event as one date', () => {
    expect(formatSalonDates('2026-08-15', '2026-08-15')).toBe(`15${NBSP}août${NBSP}2026`)
  })

  it('uses the short month of every month', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) =>
        formatSalonDates(`2026-${String(index + 1).padStart(2, '0')}-10`, `2026-${String(index + 1).padStart(2, '0')}-12`).split(NBSP)[1],
    )
    expect(months).toEqual(['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'])
  })
})
