// The GitHub backend's settings (lib/oauth/backend.ts), as lib/build/cms-config.ts checks them
// before writing the admin's configuration: the sign-in on the site's own origin
// (functions/oauth/), a scope that writes no more than needed, and no test-only API root in
// production.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { backendSettings, OAUTH_ENDPOINT } from '../../lib/build/cms-config.js'
import { GITHUB_BACKEND, type BackendSettings } from '../../lib/oauth/backend.js'

const SITE = 'https://www.example.fr/'
const good: BackendSettings = {
  repo: 'o/r',
  branch: 'main',
  base_url: 'https://www.example.fr',
  auth_endpoint: OAUTH_ENDPOINT,
  auth_scope: 'public_repo',
}

const check = (settings: object) => () => backendSettings(SITE, settings as BackendSettings)

describe('lib/oauth/backend.ts', () => {
  it('the committed settings pass, with the site’s address from content/site.json', () => {
    const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8')) as { url: string }
    expect(backendSettings(site.url)).toBe(GITHUB_BACKEND)
    expect(GITHUB_BACKEND).toMatchObject({ base_url: new URL(site.url).origin, auth_endpoint: 'oauth/authorize' })
    expect(JSON.stringify(JSON.parse(fs.readFileSync('admin/config.json', 'utf8')).backend)).not.toMatch(/api_root|decap-auth/)
  })

  it('accepts the two scopes that write: public_repo and repo', () => {
    expect(check(good)()).toEqual(good)
    expect(check({ ...good, auth_scope: 'repo' })()).toMatchObject({ auth_scope: 'repo' })
  })

  it('refuses a sign-in on another origin, another endpoint, a wider scope or a test API root, naming each', () => {
    expect(check({ ...good, base_url: 'https://decap-auth.example.com' })).toThrow(
      /^lib\/oauth\/backend\.ts: base_url must be the site's origin, https:\/\/www\.example\.fr/,
    )
    expect(check({ ...good, auth_endpoint: 'auth' })).toThrow(/auth_endpoint must be oauth\/authorize/)
    expect(check({ ...good, auth_scope: 'repo,admin:org' })).toThrow(/auth_scope must be one of public_repo, repo/)
    expect(check({ ...good, api_root: 'http://127.0.0.1:9/api' })).toThrow(/api_root is for tests only/)
  })
})
