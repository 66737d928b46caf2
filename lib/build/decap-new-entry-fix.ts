// One upstream bug fixed in Decap's prebuilt bundle as the admin copies it (lib/build/admin.ts).
//
// A new entry starts with a copy of the media library's list, so its image fields can offer
// the existing pictures. decap-cms-core's createEmptyDraft (src/actions/entries.ts) reads the
// store, waits for that list to load, then copies the list from the store it read *before*
// waiting: an entry opened while the list is still loading (right after « Se connecter », or a
// reload on « Nouvelle ville ») offers only the pictures uploaded in it. The fix hands
// processEntry the store as it is after the wait.
//
// The bundle is minified, so the fix is a text replacement of the one call; if it is not found
// exactly once (another Decap version), the admin's build fails here rather than ship either
// the bug or a half-applied edit. Once upstream reads the store after waiting, drop the fix:
// lib/build/admin.ts then copies decap-cms.js like its chunks.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../node/root.js'

/** Decap's prebuilt bundle: decap-cms.js and the chunks it loads from beside itself. */
export const DECAP_DIST = path.join(ROOT_DIR, 'node_modules/decap-cms/dist')

/** The call as decap-cms 3.16.3 minifies it: `c` is the store read before the wait, `r` is
 *  Redux's getState, `d` the backend, `e` the collection, `h` the new entry. */
const STALE_CALL = 'h=await d.processEntry(c,e,h)'
const FRESH_CALL = 'h=await d.processEntry(r(),e,h)'

export function fixDecapNewEntryMedia(bundle: string, version: string): string {
  const found = bundle.split(STALE_CALL).length - 1
  if (found !== 1) {
    throw new Error(
      `decap-cms ${version}: the new-entry media fix (lib/build/decap-new-entry-fix.ts) expects ` +
        `${JSON.stringify(STALE_CALL)} once in decap-cms.js, found ${found} times. Check whether ` +
        `createEmptyDraft still copies the media list from the store read before waiting, then ` +
        `update or remove the fix.`,
    )
  }
  return bundle.replace(STALE_CALL, FRESH_CALL)
}

/** decap-cms.js as the admin serves it: the installed bundle with the fix applied. */
export function fixedDecapBundle(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(DECAP_DIST, '../package.json'), 'utf8')) as { version: string }
  return fixDecapNewEntryMedia(fs.readFileSync(path.join(DECAP_DIST, 'decap-cms.js'), 'utf8'), version)
}
