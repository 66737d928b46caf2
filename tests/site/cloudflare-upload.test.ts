// What the deploy would upload of this build (scripts/cloudflare-dir.ts): under Cloudflare
// Pages' 20,000 files a deployment, and none of the copies it does not need.
import fs from 'node:fs'
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

describe('the functions the deploy publishes with it (the admin’s sign-in)', () => {
  it('functions/oauth/ answers /oauth/authorize and /oauth/callback', () => {
    for (const route of ['authorize', 'callback'])
      expect(fs.readFileSync(`functions/oauth/${route}.ts`, 'utf8'), route).toMatch(/export (async )?function onRequestGet\b/)
  })

  it('is deployed from the project root, where wrangler reads ./functions', () => {
    // `wrangler pages deploy DIR` compiles ./functions of its working directory; a step run
    // elsewhere (working-directory) would publish the site without its sign-in.
    const workflow = fs.readFileSync('.github/workflows/ci.yml', 'utf8')
    // Both deploy steps (main and the previews), which run wrangler from the root of the build's
    // artefact, where functions/ is downloaded (tests/unit/ci-workflow.test.ts checks its contents).
    const lines = workflow.split('\n')
    const deploys = lines.flatMap((line, index) => (/wrangler"? pages deploy dist\/cloudflare/.test(line) ? [index] : []))
    expect(deploys).toHaveLength(2)
    for (const deploy of deploys) expect(lines.slice(deploy - 3, deploy + 10).join('\n')).not.toMatch(/working-directory/)
  })
})
