// Which salons to show and how to write their dates. Runs in the visitor's browser with the
// visitor's "today", so a page built last month never shows an event that has ended.
import type { Salon } from '../../schemas/content-types.js'

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']

/** YYYY-MM-DD of a Date in the visitor's local time zone (midnight is local midnight). */
export function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Events not yet over (ending today or later), earliest first. */
export function upcomingSalons(salons: Salon[], today: Date): Salon[] {
  const todayIso = localIsoDate(today)
  return salons
    .filter((salon) => salon.endDate >= todayIso)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.city.localeCompare(b.city))
}

function parts(iso: string) {
  const [year, month, day] = iso.split('-').map(Number)
  return { year, month, day, dayText: day === 1 ? '1er' : String(day), monthText: MONTHS[month - 1] }
}

/**
 * French date range with short months, « 1er » for the first of a month and an en dash:
 * « 14–16 nov. 2025 », « 31 janv. – 2 févr. 2026 », « 28 déc. 2025 – 1er janv. 2026 ».
 */
export function formatSalonDates(startDate: string, endDate: string): string {
  const start = parts(startDate)
  const end = parts(endDate)
  const NBSP = '\u00a0'
  if (startDate === endDate) return `${start.dayText}${NBSP}${start.monthText}${NBSP}${start.year}`
  if (start.year !== end.year)
    return `${start.dayText}${NBSP}${start.monthText}${NBSP}${start.year} – ${end.dayText}${NBSP}${end.monthText}${NBSP}${end.year}`
  if (start.month !== end.month)
    return `${start.dayText}${NBSP}${start.monthText} – ${end.dayText}${NBSP}${end.monthText}${NBSP}${end.year}`
  return `${start.dayText}–${end.dayText}${NBSP}${end.monthText}${NBSP}${end.year}`
}
