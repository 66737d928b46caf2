// What the sign-in functions read from the host: the OAuth app's two secrets (Cloudflare Pages
// → Settings → Variables and Secrets) and, for tests only, where GitHub's sign-in answers.

export interface OAuthEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** Tests point this at their GitHub stand-in; unset in production. */
  GITHUB_OAUTH_ORIGIN?: string
  /** Tests point this at their stand-in's REST API; unset in production. */
  GITHUB_API_ROOT?: string
}

/** The scopes the admin may ask for: `public_repo` writes to a public repository, `repo` is
 *  needed only when the repository is private (admin/backend.json's auth_scope chooses). */
export const ALLOWED_SCOPES: string[] = ['public_repo', 'repo']

export function githubOrigin(env: OAuthEnv): string {
  return new URL(env.GITHUB_OAUTH_ORIGIN || 'https://github.com').origin
}

export function githubApiRoot(env: OAuthEnv): string {
  return (env.GITHUB_API_ROOT || 'https://api.github.com').replace(/\/+$/, '')
}

/** The path GitHub sends the browser back to; the OAuth app's « Authorization callback URL ». */
export const CALLBACK_PATH = '/oauth/callback'

/** The argument Cloudflare Pages gives a function, as much of it as ours read. */
export interface FunctionContext {
  request: Request
  env: OAuthEnv
}
