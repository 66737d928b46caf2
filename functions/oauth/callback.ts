// GET /oauth/callback?code=…&state=…: where GitHub sends the browser back. Checks the state
// against the cookie of the browser that started (then erases it), trades the code for a
// token with the client secret, server to server, checks that the token may write to the
// site's repository, and answers with the page that hands the token, or the reason of the
// failure, to the admin window (lib/oauth/page.ts).
import { FAILURES, outcomePage, type Outcome } from '../../lib/oauth/page.js'
import { GITHUB_BACKEND as backend } from '../../lib/oauth/backend.js'
import { CALLBACK_PATH, githubApiRoot, githubOrigin, type FunctionContext, type OAuthEnv } from '../../lib/oauth/settings.js'
import { clearedStateCookie, cookieState, sameState } from '../../lib/oauth/state.js'

/** GitHub answers the exchange with 200 and `{ error }` when it refuses (bad or used code). */
async function exchange(env: OAuthEnv, code: string, requestUrl: string): Promise<Outcome> {
  let answer: { access_token?: unknown; error?: unknown }
  try {
    const redirectUri = `${new URL(requestUrl).origin}${CALLBACK_PATH}`
    const response = await fetch(new URL('/login/oauth/access_token', githubOrigin(env, requestUrl)), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'site-admin-oauth' },
      body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: redirectUri }),
    })
    if (!response.ok) return { ok: false, ...FAILURES.exchange(`HTTP ${response.status}`) }
    answer = await response.json()
  } catch {
    return { ok: false, ...FAILURES.network }
  }
  if (typeof answer.access_token === 'string' && answer.access_token) return { ok: true, token: answer.access_token }
  return { ok: false, ...FAILURES.exchange(typeof answer.error === 'string' ? answer.error.replace(/[^\w-]/g, '') : 'inconnu') }
}

/**
 * Whether the token may push to the site's repository (GitHub's `permissions.push`): a reader
 * would sign in only to have every save fail, so he is told now, in French, and gets no token.
 * A private repository read with the `public_repo` scope answers 404: no access either.
 */
async function checkWriteAccess(env: OAuthEnv, token: string, requestUrl: string): Promise<Outcome> {
  try {
    const response = await fetch(`${githubApiRoot(env, requestUrl)}/repos/${backend.repo}`, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${token}`, 'User-Agent': 'site-admin-oauth' },
    })
    if (response.status === 403 || response.status === 404) return { ok: false, ...FAILURES.noAccess(backend.repo) }
    if (!response.ok) return { ok: false, ...FAILURES.exchange(`HTTP ${response.status}`) }
    const repository = (await response.json()) as { permissions?: { push?: boolean } }
    return repository.permissions?.push ? { ok: true, token } : { ok: false, ...FAILURES.noAccess(backend.repo) }
  } catch {
    return { ok: false, ...FAILURES.network }
  }
}

export async function onRequestGet({ request, env }: FunctionContext): Promise<Response> {
  const url = new URL(request.url)
  const finish = (outcome: Outcome, status?: number) => {
    const response = outcomePage(outcome, url.origin, status)
    response.headers.append('Set-Cookie', clearedStateCookie())
    return response
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return finish({ ok: false, ...FAILURES.setup }, 503)
  const expected = cookieState(request.headers.get('Cookie'))
  if (!sameState(expected, url.searchParams.get('state') ?? '')) return finish({ ok: false, ...FAILURES.state }, 403)
  // « Cancel » on GitHub's page comes back as error=access_denied, with our state.
  if (url.searchParams.get('error') === 'access_denied') return finish({ ok: false, ...FAILURES.denied }, 403)
  const code = url.searchParams.get('code')
  if (!code) return finish({ ok: false, ...FAILURES.request }, 400)
  const exchanged = await exchange(env, code, request.url)
  if (!exchanged.ok) return finish(exchanged, 502)
  const outcome = await checkWriteAccess(env, exchanged.token, request.url)
  return finish(outcome, outcome.ok ? 200 : 403)
}
