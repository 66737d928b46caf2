// The fix of Decap's new-entry media list (lib/build/decap-new-entry-fix.ts) applies to the
// installed bundle, changes that one call only, and stops the admin's build on a bundle it
// does not recognise. The browser side (an entry opened while the list loads still offers the
// existing pictures) is tests/e2e/admin.spec.ts « creates a city ».
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DECAP_DIST, fixDecapNewEntryMedia, fixedDecapBundle } from '../../lib/build/decap-new-entry-fix.js'

const bundle = fs.readFileSync(path.join(DECAP_DIST, 'decap-cms.js'), 'utf8')

describe('fixDecapNewEntryMedia', () => {
  it('hands processEntry the store read after the wait, in the installed decap-cms', () => {
    const fixed = fixedDecapBundle()
    expect(fixed).not.toContain('h=await d.processEntry(c,e,h)')
    expect(fixed.split('h=await d.processEntry(r(),e,h)')).toHaveLength(2)
    // The call sits in createEmptyDraft, after its wait for the media list, where `r` is getState.
    const draft = fixed.slice(fixed.indexOf('createEmptyDraft:function(e,t){return async(n,r)=>'))
    expect(draft.indexOf('e.has("media_folder")||await')).toBeLessThan(draft.indexOf('processEntry(r(),e,h)'))
    expect(fixed.length).toBe(bundle.length + 2)
  })

  it('fails with the version and what to check when the call is missing or repeated', () => {
    expect(() => fixDecapNewEntryMedia('const x=1', '9.9.9')).toThrow(/decap-cms 9\.9\.9: .*found 0 times.*createEmptyDraft/)
    const twice = 'h=await d.processEntry(c,e,h);h=await d.processEntry(c,e,h)'
    expect(() => fixDecapNewEntryMedia(twice, '9.9.9')).toThrow(/found 2 times/)
  })
})
