// The `state` of the GitHub sign-in: a random value the authorize step gives GitHub and, in a
// cookie, to the browser that started the sign-in. The callback accepts GitHub's answer only
// when both agree, so a callback link made by someone else (login CSRF) signs no one in. The
// cookie is scoped to the sign-in's path, lives ten minutes, and the callback always erases it:
// a state is good once.

export const STATE_COOKIE = 'decap_oauth_state'
/** The functions' path (functions/oauth/): the cookie goes nowhere else. */
export const OAUTH_PATH = '/oauth/'
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
  return `${STATE_COOKIE}=${state}; Path=${OAUTH_PATH}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; Secure; SameSite=Lax`
}

/** Erases the cookie: sent with every callback answer, good or bad. */
export function clearedStateCookie(): string {
  return `${STATE_COOKIE}=; Path=${OAUTH_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
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
