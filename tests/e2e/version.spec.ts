// The hosts serve /version.json (the admin's « En ligne » reads it from the live site) as JSON
// and uncached, so the owner's browser never sees an older build's version: nginx with
// deploy/nginx.conf and Cloudflare's engine (`wrangler pages dev` on the deploy's folder),
// the worker's own (./host-fixtures.ts), shared with hosts.spec.ts.
import fs from 'node:fs'
import { expect, test, testOn } from './host-fixtures.js'

const built = JSON.parse(fs.readFileSync('dist/client/version.json', 'utf8')) as { commit: string | null; committedAt: string | null }

for (const name of ['nginx', 'wrangler'] as const) {
  test.describe(name, () => {
    testOn(name)('serves /version.json as JSON, revalidated on every read', async ({ get }) => {
      const answer = await get('/version.json')
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      // nginx: no-cache; Cloudflare Pages: max-age=0, must-revalidate (both: ask the server each time).
      expect(String(answer.headers['cache-control'])).toMatch(/no-cache|max-age=0, must-revalidate/)
      expect(String(answer.headers['cache-control'])).not.toMatch(/immutable|max-age=[1-9]/)
      expect(JSON.parse(answer.text)).toEqual(built)
    })
  })
}
