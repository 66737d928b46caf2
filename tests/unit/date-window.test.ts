// lib/browser/date-window.ts in a time zone east of UTC, so that a UTC-based date would be a day off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALLBACK_WINDOW_DAYS, callbackWindow, isAnnouncementLive } from '../../lib/browser/date-window.js'

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
