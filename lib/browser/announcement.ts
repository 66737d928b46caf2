// Which announcement a visitor closed. The welcome popup remembers, under the one key the
// specification names (POPUP_CLOSED_KEY), the identity of the announcement that was closed,
// not a bare « true »: when the owner writes a new one (other title, text, dates, place or
// last day), its identity differs and it opens again for every visitor, those who closed an
// earlier one included. A value stored before identities existed (« true ») matches none.
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

/** Whether the visitor already closed this very announcement (`stored`: the key's value, or null). */
export function closedByVisitor(stored: string | null, announcement: AnnouncementIdentity): boolean {
  return stored === announcementId(announcement)
}
