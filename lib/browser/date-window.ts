// The call-back date window: from today to today + 30 days, in the visitor's time zone.
import { localIsoDate } from './salons.js'

export const CALLBACK_WINDOW_DAYS = 30

export function callbackWindow(now: Date): { min: string; max: string } {
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate() + CALLBACK_WINDOW_DAYS)
  return { min: localIsoDate(now), max: localIsoDate(last) }
}

/** Whether the announcement may still open on this day (showUntil is its last day). */
export function isAnnouncementLive(showUntil: string, now: Date): boolean {
  return localIsoDate(now) <= showUntil
}
