// The only things this site keeps in the browser (the privacy policy lists them).
export const CONSENT_KEY = 'cookie-consent'
/** The specification's flag: `true` once the visitor closed the popup. */
export const POPUP_CLOSED_KEY = 'art3f-popup-closed-v4'
/** Which announcement that was (lib/browser/announcement.ts): a new one opens again. */
export const POPUP_CLOSED_WHICH_KEY = 'art3f-popup-closed-announcement'
/** Session-only: the banner was closed with its X, for this visit. */
export const BANNER_DISMISSED_KEY = 'cookie-banner-dismissed'

export type Consent = 'accepted' | 'declined'

/** Storage can throw (disabled, private mode, quota): the site must work without it. */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // Nothing to do: the choice then lasts as long as the page.
  }
}
