// Which announcement a visitor closed. Closing the welcome popup stores the specification's
// flag (POPUP_CLOSED_KEY = « true », its contract) and, beside it, the identity of the
// announcement that was closed (POPUP_CLOSED_WHICH_KEY): when the owner writes a new one
// (other title, text, dates, place or last day), its identity differs and it opens again for
// every visitor, those who closed an earlier one included. The flag alone (stored before the
// identity existed, or by hand) keeps the popup closed, as the specification says.
import type { Announcement } from '../../schemas/content-types.js'

export type AnnouncementIdentity = Pick<Announcement, 'title' | 'text' | 'dates' | 'venue' | 'showUntil'>

/** A short, stable name of the announcement's words and dates (FNV-1a, 32 bits, base 36). */
export function announcementId({ title, text, dates, venue, showUntil }: AnnouncementIdentity): string {
  const words = JSON.stringify([title, text, dates, venue, showUntil])
  let hash = 0x811c9dc5
  for (let index = 0; index < words.length; index++) {
    hash ^= words.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `a${hash.toString(36)}`
}

/** Whether the visitor already closed this very announcement: `flag` and `which` are the two keys' values, or null. */
export function closedByVisitor(flag: string | null, which: string | null, announcement: AnnouncementIdentity): boolean {
  return flag !== null && (which === null || which === announcementId(announcement))
}
