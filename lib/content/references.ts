// References to site.json: every figure and promise the site makes is written once, in
// site.json → claims, and every fact of the business identity once, in site.json. A text
// shows one by reference, `{claim:quote}` or `{site:host.name}`, which the loader replaces
// with site.json's text (rules/claim-unknown.ts and rules/site-reference-unknown.ts refuse a
// reference to nothing; the claim patterns of rules/claims/ refuse a promise written out).

/** `{claim:key}` anywhere in a string. */
const REFERENCE = /\{claim:([A-Za-z]+)\}/g

/** The keys a text refers to. */
export function claimReferences(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1])
}

/**
 * The text without its claim references, each replaced by a sentence end: what a page says in
 * its own words. The near-duplicate measures and the workshop-words rule read that, since a
 * claim is the business's one wording, the same on every page by design.
 */
export const withoutClaims = (text: string) => text.replace(REFERENCE, ' . ')

/** The text with each reference replaced by the claim's wording. */
export function resolveClaims(text: string, claims: Record<string, string>): string {
  return text.replace(REFERENCE, (whole, key: string) => claims[key] ?? whole)
}

/**
 * `{site:host.name}`: a fact of the business identity (site.json), written once there and
 * shown by the legal pages (host, mediator, registration…). The path names a text or number.
 */
const SITE_REFERENCE = /\{site:([A-Za-z]+(?:\.[A-Za-z]+)*)\}/g

/** The paths a text refers to in site.json. */
export function siteReferences(text: string): string[] {
  return [...text.matchAll(SITE_REFERENCE)].map((match) => match[1])
}

/** The text or number at a dotted path of site.json, as text; undefined when there is none. */
export function siteValue(site: unknown, dotted: string): string | undefined {
  let node = site
  for (const key of dotted.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined
}

/** The text with each claim and site reference replaced by site.json's wording. */
function resolveText(text: string, claims: Record<string, string>, site: unknown): string {
  return resolveClaims(text, claims).replace(SITE_REFERENCE, (whole, dotted: string) => siteValue(site, dotted) ?? whole)
}

/** Every string of a document with its claim (and, given site.json, site) references resolved (a new value). */
export function resolveDocument<T>(value: T, claims: Record<string, string>, site?: unknown): T {
  if (typeof value === 'string') return resolveText(value, claims, site) as T
  if (Array.isArray(value)) return value.map((item) => resolveDocument(item, claims, site)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDocument(item, claims, site)])) as T
  return value
}
