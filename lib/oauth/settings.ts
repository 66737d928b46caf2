// What the sign-in functions read from the host: the OAuth app's two secrets (Cloudflare Pages
// → Settings → Variables and Secrets) and, for tests only, where GitHub's sign-in answers.

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Tests point this at their GitHub stand-in; honoured on loopback only (testOrigin). */
  GITHUB_OAUTH_ORIGIN?: string
  /** Tests point this at their stand-in's REST API; honoured on loopback only (testOrigin). */
  GITHUB_API_ROOT?: string
}

/** The scopes lib/oauth/backend.ts's auth_scope may name: `public_repo` writes to a public
 *  repository, `repo` is needed only when the repository is private (lib/build/cms-config.ts). */
export const ALLOWED_SCOPES: string[] = ['public_repo', 'repo']

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether an absolute URL points at this machine. */
export function isLoopback(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * A test-only origin of the host's environment, or undefined: honoured only when the function
 * itself answers on loopback (the tests' `wrangler pages dev`) and the origin is on loopback
 * too. Set by mistake in the Pages project's settings, it is ignored: the client secret and
 * the code never go anywhere but GitHub.
 */
function testOrigin(value: string | undefined, requestUrl: string): string | undefined {
  return value && isLoopback(requestUrl) && isLoopback(value) ? value : undefined
}

export function githubOrigin(env: OAuthEnv, requestUrl: string): string {
  return new URL(testOrigin(env.GITHUB_OAUTH_ORIGIN, requestUrl) ?? 'https://github.com').origin
}

export function githubApiRoot(env: OAuthEnv, requestUrl: string): string {
  return (testOrigin(env.GITHUB_API_ROOT, requestUrl) ?? 'https://api.github.com').replace(/\/+$/, '')
}

/** The path GitHub sends the browser back to; the OAuth app's « Authorization callback URL ». */
export const CALLBACK_PATH = '/oauth/callback'

/** The argument Cloudflare Pages gives a function, as much of it as ours read. */
export interface FunctionContext {
  request: Request
  env: OAuthEnv
}
