// GET /oauth/authorize?provider=github&scope=…: where Decap's « Se connecter avec GitHub »
// opens its popup (lib/oauth/backend.ts: base_url = the site, auth_endpoint = oauth/authorize).
// The scope must be lib/oauth/backend.ts's auth_scope, exactly: a link asking for another (`repo`
// for a public site) would have the owner grant access to every private repository he has.
// Sends the browser to GitHub's authorize page with a fresh `state`, kept in a cookie for the
// callback (lib/oauth/state.ts).
import { FAILURES, functionHeaders, outcomePage } from '../../lib/oauth/page.js'
import { GITHUB_BACKEND as backend } from '../../lib/oauth/backend.js'
import { CALLBACK_PATH, githubOrigin, type FunctionContext } from '../../lib/oauth/settings.js'
import { newState, stateCookie } from '../../lib/oauth/state.js'

export function onRequestGet({ request, env }: FunctionContext): Response {
  const url = new URL(request.url)
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return outcomePage({ ok: false, ...FAILURES.setup }, url.origin, 503)
  const scope = url.searchParams.get('scope') ?? ''
  if (url.searchParams.get('provider') !== 'github' || scope !== backend.auth_scope)
    return outcomePage({ ok: false, ...FAILURES.request }, url.origin, 400)
  const state = newState()
  const authorize = new URL('/login/oauth/authorize', githubOrigin(env, request.url))
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope,
    state,
    allow_signup: 'false',
  }).toString()
  const headers = functionHeaders()
  headers.set('Location', authorize.href)
  headers.set('Set-Cookie', stateCookie(state))
  return new Response(null, { status: 302, headers })
}
