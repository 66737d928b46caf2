// admin/backend.json, as scripts/cms-config.ts checks it before writing the admin's
// configuration: the sign-in on the site's own origin (functions/oauth/), a scope that writes
// no more than needed, and no test-only API root in production.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { backendSettings, OAUTH_ENDPOINT } from '../../scripts/cms-config.js'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-json-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const SITE = 'https://www.example.fr/'
const good = { repo: 'o/r', branch: 'main', base_url: 'https://www.example.fr', auth_endpoint: OAUTH_ENDPOINT, auth_scope: 'public_repo' }

function read(settings: object) {
  const file = path.join(dir, 'backend.json')
  fs.writeFileSync(file, JSON.stringify(settings))
  return () => backendSettings(SITE, file)
}

describe('admin/backend.json', () => {
  it('the committed file passes, with the site’s address from content/site.json', () => {
    const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { url: string }
    expect(backendSettings(site.url)).toMatchObject({ base_url: new URL(site.url).origin, auth_endpoint: 'oauth/authorize' })
    expect(JSON.stringify(JSON.parse(fs.readFileSync('admin/config.json', 'utf8')).backend)).not.toMatch(/api_root|decap-auth/)
  })

  it('accepts the two scopes that write: public_repo and repo', () => {
    expect(read(good)()).toEqual(good)
    expect(read({ ...good, auth_scope: 'repo' })()).toMatchObject({ auth_scope: 'repo' })
  })

  it('refuses a sign-in on another origin, another endpoint, a wider scope or a test API root, naming each', () => {
    expect(read({ ...good, base_url: 'https://decap-auth.example.com' })).toThrow(
      /base_url must be the site's origin, https:\/\/www\.example\.fr/,
    )
    expect(read({ ...good, auth_endpoint: 'auth' })).toThrow(/auth_endpoint must be oauth\/authorize/)
    expect(read({ ...good, auth_scope: 'repo,admin:org' })).toThrow(/auth_scope must be one of public_repo, repo/)
    expect(read({ ...good, api_root: 'http://127.0.0.1:9/api' })).toThrow(/api_root is for tests only/)
  })
})
