// Whether the cookie card shows is decided before the first paint, by a few lines inlined in
// the page's <head>: the card is then in the page from its first frame, so that pushing the
// content down (it sits in the flow, under the header) shifts nothing later. The island reads
// the verdict from the <html> attribute instead of deciding a second time.
import { BANNER_DISMISSED_KEY, CONSENT_KEY } from './storage.js'

/** Set on <html> while the card is to be shown; its stylesheet shows it only then. */
export const COOKIE_CARD_ATTRIBUTE = 'data-cookie-card'

/**
 * The inline script (its sha256 goes into the CSP like any inline script's). A reload is a
 * new visit, so it forgets the X of the last one; storage that throws (blocked cookies) reads
 * as nothing stored, so the card shows. Without JavaScript the card stays hidden: its buttons
 * would do nothing.
 */
export const COOKIE_CARD_SCRIPT = [
  '(function(){',
  'function read(s,k){try{return window[s].getItem(k)}catch(e){return null}}',
  'try{var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];',
  `if(!n||n.type==="reload")sessionStorage.removeItem(${JSON.stringify(BANNER_DISMISSED_KEY)})}catch(e){}`,
  `var c=read("localStorage",${JSON.stringify(CONSENT_KEY)});`,
  `if(c!=="accepted"&&c!=="declined"&&read("sessionStorage",${JSON.stringify(BANNER_DISMISSED_KEY)})!=="true")`,
  `document.documentElement.setAttribute(${JSON.stringify(COOKIE_CARD_ATTRIBUTE)},"")`,
  '})()',
].join('')
