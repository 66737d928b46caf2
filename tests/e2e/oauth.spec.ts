// The admin's sign-in functions (functions/oauth/) on Cloudflare's engine, `wrangler pages
// dev`, with GitHub answered by the stand-in (tests/support/github-standin.ts): a good
// sign-in hands Decap a working token; a wrong or replayed state, « Cancel » on GitHub, a
// refused code, a reader without write access and missing secrets each get a French page and
// an error message for the admin window; the client secret is in no answer.
import { expect, test } from '@playwright/test'
import { budget } from '../support/budget.js'
import { request, type Answer } from './hosts.js'
import { CLIENT_SECRET, startProductionAdmin, type ProductionAdmin } from '../support/production-admin.js'

let admin: ProductionAdmin
const answers: Answer[] = []

/** A request to the site or the stand-in, kept for the leak check. */
async function get(url: string, cookie?: string): Promise<Answer> {
  const answer = await request(url, { headers: cookie ? { Cookie: cookie } : {} })
  answers.push(answer)
  return answer
}

/** Decap's popup steps: /oauth/authorize, GitHub's authorize page; returns the callback URL and cookie. */
async function startSignIn(scope = 'public_repo') {
  const start = await get(`${admin.site.base}/oauth/authorize?provider=github&site_id=127.0.0.1&scope=${scope}`)
  expect(start.status).toBe(302)
  const cookie = String(start.headers['set-cookie']).split(';')[0]
  const github = await get(start.headers.location!)
  expect(github.status).toBe(302)
  return { start, cookie, callback: github.headers.location! }
}

/** The message the page sends Decap, from its script. */
const decapMessage = (answer: Answer) => JSON.parse(/var message = (".*");/.exec(answer.text)![1]) as string

test.describe('the sign-in functions on wrangler pages dev', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(budget(120_000))
    admin = await startProductionAdmin()
  })

  test.afterAll(async () => {
    await admin?.stop()
  })

  test('a good sign-in: GitHub with a fresh state, then a token that writes, posted to the admin’s origin only', async () => {
    const { start, cookie, callback } = await startSignIn()
    const authorize = new URL(start.headers.location!)
    expect(authorize.origin + authorize.pathname).toBe(`${admin.github.origin}/login/oauth/authorize`)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${admin.site.base}/oauth/callback`)
    expect(authorize.searchParams.get('scope')).toBe('public_repo')
    const state = authorize.searchParams.get('state')!
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(start.headers['set-cookie']![0]).toBe(`__Host-decap_oauth_state=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`)
    expect(start.headers['cache-control']).toBe('no-store')

    const done = await get(callback, cookie)
    expect(done.status).toBe(200)
    const message = decapMessage(done)
    expect(message).toMatch(/^authorization:github:success:/)
    const token = JSON.parse(message.slice('authorization:github:success:'.length)).token
    expect(admin.github.tokens.has(token)).toBe(true)
    // The cookie is erased: the state is good once.
    expect(done.headers['set-cookie']![0]).toMatch(/^__Host-decap_oauth_state=; Path=\/; Max-Age=0;/)
    // Its own strict headers (the _headers rules do not reach functions): one nonce, no cache.
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(done.headers['content-security-policy']))![1]
    expect(done.text).toContain(`<script nonce="${nonce}">`)
    expect(done.headers['content-security-policy']).toMatch(/^default-src 'none';/)
    expect(done.headers['cache-control']).toBe('no-store')
    expect(done.headers['referrer-policy']).toBe('no-referrer')
    expect(done.text).toContain(`var origin = "${admin.site.base}";`)
    expect(done.text).not.toMatch(/postMessage\([^)]*['"]\*['"]/)
  })

  test('a wrong state and a replayed one are refused, in French, without asking GitHub for a token', async () => {
    const { cookie, callback } = await startSignIn()
    const exchanges = () => admin.github.calls.filter((call) => call.path === '/login/oauth/access_token').length
    const before = exchanges()
    const wrong = new URL(callback)
    wrong.searchParams.set('state', 'A'.repeat(43))
    const refused = await get(wrong.href, cookie)
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('Connexion refusée par sécurité')
    expect(decapMessage(refused)).toMatch(/^authorization:github:error:\{"message":"Connexion refusée par sécurité\./)
    // No cookie (another browser, or this one after the cookie was used): refused.
    expect((await get(callback)).status).toBe(403)
    expect(exchanges()).toBe(before)

    // The refusal erased the cookie; a browser that started again gets a new state.
    const again = await startSignIn()
    const first = await get(again.callback, again.cookie)
    expect(first.status).toBe(200)
    // Replayed: the browser has no cookie any more…
    const replayed = await get(again.callback)
    expect(replayed.status).toBe(403)
    expect(replayed.text).toContain('Connexion refusée par sécurité')
    // …and with a copy of the old cookie, GitHub refuses the used code (200 + error).
    const copied = await get(again.callback, again.cookie)
    expect(copied.status).toBe(502)
    expect(copied.text).toContain('GitHub n’a pas validé la connexion')
    expect(copied.text).toContain('bad_verification_code')
    expect(decapMessage(copied)).not.toContain('success')
  })

  test('« Cancel » on GitHub: a French page says what happened and what to do, and tells the admin window', async () => {
    admin.github.authorize = 'refuse'
    try {
      const { cookie, callback } = await startSignIn()
      expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
      const page = await get(callback, cookie)
      expect(page.status).toBe(403)
      expect(page.text).toContain('<html lang="fr">')
      expect(page.text).toContain('Connexion annulée')
      expect(page.text).toContain('Vous avez refusé l’accès sur GitHub')
      expect(page.text).toContain('cliquez sur le bouton vert qui autorise la connexion')
      expect(decapMessage(page)).toMatch(/^authorization:github:error:\{"message":"Connexion annulée\./)
    } finally {
      admin.github.authorize = 'approve'
    }
  })

  test('a GitHub user who may only read the repository is told so in French and gets no token', async () => {
    admin.github.canPush = false
    try {
      const { cookie, callback } = await startSignIn()
      const page = await get(callback, cookie)
      expect(page.status).toBe(403)
      expect(page.text).toContain('Ce compte GitHub ne peut pas modifier le site')
      expect(page.text).toContain('le droit d’écriture')
      for (const token of admin.github.tokens) expect(page.text).not.toContain(token)
      expect(decapMessage(page)).toMatch(/^authorization:github:error:/)
    } finally {
      admin.github.canPush = true
    }
  })

  test('a scope other than lib/oauth/backend.ts’s (public_repo), or another provider, is refused', async () => {
    for (const query of [
      'provider=github&scope=repo',
      'provider=github&scope=public_repo,repo',
      'provider=github&scope=admin:org',
      'provider=gitlab&scope=public_repo',
      'provider=github',
    ]) {
      const answer = await get(`${admin.site.base}/oauth/authorize?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.text).toContain('Demande de connexion invalide')
      expect(answer.headers['set-cookie']).toBeUndefined()
    }
  })

  test('GitHub unreachable: a French page, and the admin window is told', async () => {
    const { cookie, callback } = await startSignIn()
    await admin.github.stop()
    try {
      const page = await get(callback, cookie)
      expect(page.status).toBe(502)
      expect(page.text).toContain('GitHub ne répond pas')
      expect(decapMessage(page)).toMatch(/^authorization:github:error:\{"message":"GitHub ne répond pas\./)
    } finally {
      await admin.github.start(Number(new URL(admin.github.origin).port))
    }
  })

  test('the client secret is in no answer, body or header', async () => {
    expect(answers.length).toBeGreaterThan(15)
    for (const answer of answers) {
      expect(answer.text).not.toContain(CLIENT_SECRET)
      expect(JSON.stringify(answer.headers)).not.toContain(CLIENT_SECRET)
    }
  })
})

test('without the two secrets, the sign-in says in French that it is not installed yet', async () => {
  test.setTimeout(budget(120_000))
  const bare = await startProductionAdmin({ secrets: false })
  try {
    for (const path of ['/oauth/authorize?provider=github&scope=public_repo', '/oauth/callback?code=x&state=y']) {
      const answer = await request(`${bare.site.base}${path}`)
      expect(answer.status, path).toBe(503)
      expect(answer.text).toContain('La connexion n’est pas encore installée')
      expect(answer.text).toContain('GITHUB_CLIENT_SECRET')
      expect(answer.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/Max-Age=600/))
    }
  } finally {
    await bare.stop()
  }
})
