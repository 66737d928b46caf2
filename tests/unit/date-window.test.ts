// lib/browser/date-window.ts in a time zone east of UTC, so that a UTC-based date would be a day off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CALLBACK_WINDOW_DAYS,
  callbackTimeProblem,
  callbackWindow,
  frenchLongDate,
  isAnnouncementLive,
  pastSlots,
  workshopNow,
} from '../../lib/browser/date-window.js'

const savedTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Europe/Paris'
})
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

describe('callbackWindow', () => {
  it('runs in Europe/Paris for these tests', () => {
    expect(new Date(Date.UTC(2025, 0, 1, 0, 0)).getHours()).toBe(1)
  })

  it('goes from today to today + 30 days', () => {
    expect(CALLBACK_WINDOW_DAYS).toBe(30)
    expect(callbackWindow(new Date(2025, 5, 10, 14, 0))).toEqual({ min: '2025-06-10', max: '2025-07-10' })
  })

  it('rolls over the month', () => {
    expect(callbackWindow(new Date(2025, 0, 15, 9, 0))).toEqual({ min: '2025-01-15', max: '2025-02-14' })
    expect(callbackWindow(new Date(2025, 1, 1, 9, 0))).toEqual({ min: '2025-02-01', max: '2025-03-03' })
    expect(callbackWindow(new Date(2024, 1, 1, 9, 0))).toEqual({ min: '2024-02-01', max: '2024-03-02' })
  })

  it('rolls over the year', () => {
    expect(callbackWindow(new Date(2025, 11, 15, 9, 0))).toEqual({ min: '2025-12-15', max: '2026-01-14' })
  })

  it('uses the local day, not the UTC day', () => {
    // 00:30 in Paris on 1 January is still 31 December in UTC.
    expect(callbackWindow(new Date(2026, 0, 1, 0, 30))).toEqual({ min: '2026-01-01', max: '2026-01-31' })
  })

  it('counts calendar days across a daylight-saving change', () => {
    // 23:30 on 10 March + 30 × 24 h would be 00:30 on 10 April (clocks go forward on 30 March).
    expect(callbackWindow(new Date(2025, 2, 10, 23, 30))).toEqual({ min: '2025-03-10', max: '2025-04-09' })
  })
})

describe('the window is Paris’s, wherever the visitor is', () => {
  const SLOTS = ['09:00', '09:30', '12:00', '14:00', '18:00']

  it('gives a visitor in New York at 18:00 Paris’s today (already tomorrow), not his own', () => {
    // 18:00 in New York on 24 November = 00:00 in Paris on 25 November.
    const now = new Date(Date.UTC(2026, 10, 24, 23, 0))
    expect(workshopNow(now)).toEqual({ date: '2026-11-25', time: '00:00' })
    expect(callbackWindow(now)).toEqual({ min: '2026-11-25', max: '2026-12-25' })
  })

  it('gives a visitor in Tokyo at 07:00 Paris’s today (still yesterday for him)', () => {
    const now = new Date(Date.UTC(2026, 10, 24, 22, 0)) // 07:00 on the 25th in Tokyo, 23:00 on the 24th in Paris
    expect(callbackWindow(now).min).toBe('2026-11-24')
  })

  it('follows Paris’s summer time', () => {
    expect(workshopNow(new Date(Date.UTC(2026, 6, 14, 22, 30)))).toEqual({ date: '2026-07-15', time: '00:30' })
  })

  it('does not offer today’s slots already past, in Paris time, and offers every slot of another day', () => {
    const now = new Date(Date.UTC(2026, 10, 24, 11, 15)) // 12:15 in Paris
    expect(pastSlots('2026-11-24', SLOTS, now)).toEqual(['09:00', '09:30', '12:00'])
    expect(pastSlots('2026-11-25', SLOTS, now)).toEqual([])
    expect(pastSlots('2026-11-24', SLOTS, new Date(Date.UTC(2026, 10, 24, 22, 57)))).toEqual(SLOTS)
  })

  it('refuses at 23:57 today’s 09:00, and after midnight the date chosen the evening before', () => {
    const late = new Date(Date.UTC(2026, 10, 24, 22, 57)) // 23:57 in Paris
    expect(callbackTimeProblem('2026-11-24', '09:00', late)).toBe('slotPast')
    expect(callbackTimeProblem('2026-11-25', '09:00', late)).toBeUndefined()
    const afterMidnight = new Date(Date.UTC(2026, 10, 24, 23, 1)) // 00:01 in Paris on the 25th
    expect(callbackTimeProblem('2026-11-24', '14:00', afterMidnight)).toBe('datePast')
    expect(callbackTimeProblem('2026-12-25', '14:00', afterMidnight)).toBeUndefined()
    expect(callbackTimeProblem('2026-12-26', '14:00', afterMidnight)).toBe('dateTooFar')
  })
})

describe('frenchLongDate', () => {
  it('writes the weekday, « 1er » for the first and the month in full', () => {
    expect(frenchLongDate('2026-11-25')).toBe('mercredi 25 novembre 2026')
    expect(frenchLongDate('2025-11-01')).toBe('samedi 1er novembre 2025')
    expect(frenchLongDate('2026-02-01')).toBe('dimanche 1er février 2026')
  })
})

describe('isAnnouncementLive', () => {
  it('is live until the end of showUntil, local time', () => {
    expect(isAnnouncementLive('2025-11-11', new Date(2025, 10, 10, 12, 0))).toBe(true)
    expect(isAnnouncementLive('2025-11-11', new Date(2025, 10, 11, 0, 0))).toBe(true)
    expect(isAnnouncementLive('2025-11-11', new Date(2025, 10, 11, 23, 59, 59))).toBe(true)
    expect(isAnnouncementLive('2025-11-11', new Date(2025, 10, 12, 0, 0))).toBe(false)
    expect(isAnnouncementLive('2025-11-11', new Date(2026, 0, 1))).toBe(false)
  })

  it('uses the local day: 00:30 on 12 November in Paris is past a 11 November end', () => {
    expect(isAnnouncementLive('2025-11-11', new Date(Date.UTC(2025, 10, 11, 23, 30)))).toBe(false)
  })
})
