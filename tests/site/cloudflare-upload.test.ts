// What the deploy would upload of this build (scripts/cloudflare-dir.ts): under Cloudflare
// Pages' 20,000 files a deployment, and none of the copies it does not need.
import { describe, expect, it } from 'vitest'
import { CLOUDFLARE_MAX_FILES, cloudflareFiles } from '../../scripts/cloudflare-dir.js'

describe('the Cloudflare Pages upload of dist/client', () => {
  const files = cloudflareFiles('dist/client')

  it(`holds at most ${CLOUDFLARE_MAX_FILES} files`, () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.length).toBeLessThanOrEqual(CLOUDFLARE_MAX_FILES)
  })

  it('has no .br/.gz copy and nothing of .vite/, but the pages, 404.html and _headers', () => {
    expect(files.filter((file) => /\.(br|gz)$/.test(file) || file.includes('.vite/'))).toEqual([])
    for (const file of [
      'index.html',
      'lyon.html',
      'services.html',
      'services/lavage-tapis.html',
      '404.html',
      '_headers',
      'admin/index.html',
    ])
      expect(files).toContain(file)
  })
})
