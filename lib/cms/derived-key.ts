// The file name of a new entry where the machine knows it: a salon is « 2027-03-mulhouse »,
// the year and month it starts and its city (the key its schema marks `readOnly`, which the
// admin does not show: docs/ADMIN.md). Pure, so the unit tests run the admin's rule.
import { slugify } from '../slugify.js'

/** The key of a new salon, made unique among `taken` (a second salon of the same city and month gets « -2 »). */
export function salonKey(data: { city?: unknown; startDate?: unknown }, taken: ReadonlySet<string> = new Set()): string | undefined {
  const city = typeof data.city === 'string' ? slugify(data.city) : ''
  const month = typeof data.startDate === 'string' ? /^(\d{4}-\d{2})-\d{2}$/.exec(data.startDate)?.[1] : undefined
  if (!city || !month) return undefined
  const base = `${month}-${city}`
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
  return key
}

/** The collections (by folder) whose new entries get their key from their other fields. */
export const DERIVED_KEYS: Record<string, (data: Record<string, unknown>, taken: ReadonlySet<string>) => string | undefined> = {
  salons: salonKey,
}
