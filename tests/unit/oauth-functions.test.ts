// The sign-in functions (functions/oauth/) called as Cloudflare Pages calls them, with fetch
// stubbed: they ask GitHub for exactly the scope lib/oauth/backend.ts names, and the test-only
// origins of the host's environment (GITHUB_OAUTH_ORIGIN, GITHUB_API_ROOT) are honoured only
// when the function answers on loopback: set by mistake in production, the client secret and
// the code still go to GitHub alone.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GITHUB_BACKEND as backend } from '../../lib/oauth/backend.js'
import { onRequestGet as authorize } from '../../functions/oauth/authorize.js'
import { onRequestGet as callback } from '../../functions/oauth/callback.js'
import { isLoopback, type OAuthEnv } from '../../lib/oauth/settings.js'
import { STATE_COOKIE } from '../../lib/oauth/state.js'

const SECRETS = { GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret' }
const STAND_IN = { GITHUB_OAUTH_ORIGIN: 'http://127.0.0.1:9911', GITHUB_API_ROOT: 'http://127.0.0.1:9911/api' }

afterEach(() => {
  vi.unstubAllGlobals()
})

const start = (site: string, query: string, env: OAuthEnv = SECRETS) =>
  authorize({ request: new Request(`${site}/oauth/authorize?${query}`), env })

/** The URLs the callback fetches, GitHub answering a good exchange and a writer's repository. */
async function callbackFetches(site: string, env: OAuthEnv): Promise<string[]> {
  const fetched: string[] = []
  vi.stubGlobal('fetch', async (url: string | URL) => {
    fetched.push(String(url))
    return String(url).includes('access_token')
      ? Response.json({ access_token: 'gho_token' })
      : Response.json({ permissions: { push: true } })
  })
  const request = new Request(`${site}/oauth/callback?code=abc&state=s1`, { headers: { Cookie: `${STATE_COOKIE}=s1` } })
  const answer = await callback({ request, env })
  expect(answer.status).toBe(200)
  return fetched
}

describe('the scope of the sign-in', () => {
  it('is lib/oauth/backend.ts’s auth_scope, and nothing else', () => {
    expect(backend.auth_scope).toBe('public_repo')
    const good = start('https://www.maison-herat.example', 'provider=github&scope=public_repo')
    expect(good.status).toBe(302)
    expect(new URL(good.headers.get('Location')!).searchParams.get('scope')).toBe('public_repo')
    for (const scope of ['repo', 'public_repo,repo', 'public_repo repo', 'admin:org', ''])
      expect(start('https://www.maison-herat.example', `provider=github&scope=${encodeURIComponent(scope)}`).status, scope).toBe(400)
  })
})

describe('the test-only GitHub origins', () => {
  it('are honoured when the function answers on loopback and they are on loopback', async () => {
    const site = 'http://127.0.0.1:8788'
    const answer = start(site, 'provider=github&scope=public_repo', { ...SECRETS, ...STAND_IN })
    expect(answer.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:9911\/login\/oauth\/authorize\?/)
    expect(await callbackFetches(site, { ...SECRETS, ...STAND_IN })).toEqual([
      'http://127.0.0.1:9911/login/oauth/access_token',
      `http://127.0.0.1:9911/api/repos/${backend.repo}`,
    ])
  })

  it('are ignored on the site’s own address: the code and the secret go to GitHub only', async () => {
    const site = 'https://www.maison-herat.example'
    for (const env of [STAND_IN, { GITHUB_OAUTH_ORIGIN: 'https://evil.example', GITHUB_API_ROOT: 'https://evil.example/api' }]) {
      const answer = start(site, 'provider=github&scope=public_repo', { ...SECRETS, ...env })
      expect(answer.headers.get('Location')).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/)
      expect(await callbackFetches(site, { ...SECRETS, ...env })).toEqual([
        'https://github.com/login/oauth/access_token',
        `https://api.github.com/repos/${backend.repo}`,
      ])
    }
  })

  it('are ignored on loopback too when they point elsewhere', async () => {
    const env = { ...SECRETS, GITHUB_OAUTH_ORIGIN: 'https://evil.example', GITHUB_API_ROOT: 'https://evil.example/api' }
    expect(await callbackFetches('http://localhost:8788', env)).toEqual([
      'https://github.com/login/oauth/access_token',
      `https://api.github.com/repos/${backend.repo}`,
    ])
  })

  it('know loopback by host name, not by a prefix', () => {
    expect(['http://127.0.0.1:1', 'http://localhost', 'http://[::1]:8080/x'].map(isLoopback)).toEqual([true, true, true])
    expect(
      ['http://127.0.0.1.evil.example', 'http://localhost.evil.example', 'https://evil.example/127.0.0.1', 'nonsense'].map(isLoopback),
    ).toEqual([false, false, false, false])
  })
})

describe('the state cookie', () => {
  it('is a __Host- cookie: this host only, https, Path=/ and no Domain', () => {
    const cookie = start('https://www.maison-herat.example', 'provider=github&scope=public_repo').headers.get('Set-Cookie')!
    expect(cookie).toMatch(/^__Host-decap_oauth_state=[\w-]{43}; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/)
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('is not read under another name, as a sibling subdomain could plant one', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ access_token: 'gho_token' }))
    const request = new Request('https://www.maison-herat.example/oauth/callback?code=abc&state=s1', {
      headers: { Cookie: 'decap_oauth_state=s1' },
    })
    expect((await callback({ request, env: SECRETS })).status).toBe(403)
  })
})
