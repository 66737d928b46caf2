// The call-back date window, in the workshop's time: from Paris's today to today + 30 days.
// The workshop calls back from Paris, so a visitor in New York at 18:00 (already tomorrow in
// Paris) gets Paris's date, not his own. The form reads it again when it is sent: a page
// left open past midnight must not send yesterday's date.
import { localIsoDate } from './salons.js'

export const CALLBACK_WINDOW_DAYS = 30

/** The workshop's time zone: the window and the slots already past are counted in it. */
export const WORKSHOP_TIME_ZONE = 'Europe/Paris'

const workshopClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: WORKSHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date (YYYY-MM-DD) and time (HH:MM) it is in Paris at `now`. */
export function workshopNow(now: Date): { date: string; time: string } {
  const part = Object.fromEntries(workshopClock.formatToParts(now).map(({ type, value }) => [type, value]))
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/** A calendar date `days` later (day arithmetic, no clock: daylight saving cannot shift it). */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

export function callbackWindow(now: Date): { min: string; max: string } {
  const today = workshopNow(now).date
  return { min: today, max: addDays(today, CALLBACK_WINDOW_DAYS) }
}

/**
 * The slots of `date` already past at `now` (HH:MM values): those of Paris's today up to
 * the current minute included. A call cannot be made in the past, so the form does not offer
 * them, and refuses one chosen before the clock passed it.
 */
export function pastSlots(date: string, slots: readonly string[], now: Date): string[] {
  const current = workshopNow(now)
  return date === current.date ? slots.filter((slot) => slot <= current.time) : []
}

export type CallbackTimeProblem = 'datePast' | 'dateTooFar' | 'slotPast'

/** What is wrong with a chosen date and slot at `now`, Paris time; undefined if nothing. */
export function callbackTimeProblem(date: string, slot: string, now: Date): CallbackTimeProblem | undefined {
  const { min, max } = callbackWindow(now)
  if (date < min) return 'datePast'
  if (date > max) return 'dateTooFar'
  if (slot && pastSlots(date, [slot], now).length > 0) return 'slotPast'
  return undefined
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/** A date written out in French: « mardi 25 novembre 2026 », « samedi 1er novembre 2025 ». */
export function frenchLongDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday} ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`
}

/** Whether the announcement may still open on this day (showUntil is its last day). */
export function isAnnouncementLive(showUntil: string, now: Date): boolean {
  return localIsoDate(now) <= showUntil
}
