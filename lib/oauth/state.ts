// The `state` of the GitHub sign-in: a random value the authorize step gives GitHub and, in a
// cookie, to the browser that started the sign-in. The callback accepts GitHub's answer only
// when both agree, so a callback link made by someone else (login CSRF) signs no one in. The
// cookie lives ten minutes, and the callback always erases it: a state is good once.
//
// Its name has the `__Host-` prefix: browsers accept it only from this very host, over https,
// with `Path=/` and no `Domain`, so a sibling subdomain (a pull request's preview on
// pr-7.<project>.pages.dev runs that pull request's functions) cannot plant a state of its own
// for the site. The prefix requires `Path=/`: the cookie is sent with the site's other
// requests for those ten minutes, which static pages ignore (docs/DECISIONS.md).

export const STATE_COOKIE = '__Host-decap_oauth_state'
/** The one path a `__Host-` cookie may have. */
export const COOKIE_PATH = '/'
const LIFETIME_SECONDS = 600

/** 32 random bytes, base64url (256 bits: not guessable). */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Path=${COOKIE_PATH}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Lax`
}

/** Erases the cookie: sent with every callback answer, good or bad. */
export function clearedStateCookie(): string {
  return `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
}

/** The state cookie of a request's Cookie header, or '' when there is none. */
export function cookieState(cookieHeader: string | null): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === STATE_COOKIE) return value.join('=')
  }
  return ''
}

/** Equal strings, compared in a time that does not depend on where they first differ. */
export function sameState(expected: string, received: string): boolean {
  if (!expected || expected.length !== received.length) return false
  let difference = 0
  for (let index = 0; index < expected.length; index++) difference |= expected.charCodeAt(index) ^ received.charCodeAt(index)
  return difference === 0
}
