// /version.json, which the admin reads from the live site to say « En ligne » once the owner's
// change is there (lib/cms/publish-state.ts): written by the build, naming the commit it was
// built from; tests/e2e/version.spec.ts checks that hosts serve it uncached.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseSiteVersion } from '../../lib/cms/publish-state.js'
import { DIST, ROOT, builtFiles } from './built-site.js'

describe('/version.json', () => {
  const version = parseSiteVersion(JSON.parse(fs.readFileSync(path.join(DIST, 'version.json'), 'utf8')))

  it('names the commit the site was built from and its time', () => {
    expect(version).toBeDefined()
    const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()
    // CI builds the commit it checked out (GITHUB_SHA); a local build, the checkout's HEAD.
    expect(version!.commit).toBe(process.env.GITHUB_SHA ?? head)
    expect(Date.parse(version!.committedAt!)).not.toBeNaN()
  })

  it('is part of what the host serves, beside the pages', () => {
    expect(builtFiles()).toContain('version.json')
  })
})
