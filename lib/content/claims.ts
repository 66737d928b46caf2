// Claims: every figure and promise the site makes is written once, in site.json → claims.
// A text shows one by reference, `{claim:quote}`, which the loader replaces with the text
// of site.json; the validator rejects prose that states a figure or a promise site.json
// does not make (the patterns below, explained in docs/CONTENT.md).

/** `{claim:key}` anywhere in a string. */
const REFERENCE = /\{claim:([A-Za-z]+)\}/g

/** The keys a text refers to. */
export function claimReferences(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1])
}

/** The text with each reference replaced by the claim's wording. */
export function resolveClaims(text: string, claims: Record<string, string>): string {
  return text.replace(REFERENCE, (whole, key: string) => claims[key] ?? whole)
}

/** Every string of a document with its claim references resolved (a new value). */
export function resolveDocument<T>(value: T, claims: Record<string, string>): T {
  if (typeof value === 'string') return resolveClaims(value, claims) as T
  if (Array.isArray(value)) return value.map((item) => resolveDocument(item, claims)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDocument(item, claims)])) as T
  return value
}

/** The numbers written before a unit in the claims of site.json (48 for « sous 48 h »). */
function figures(claims: Record<string, string>, keys: string[], unit: RegExp): Set<string> {
  const found = new Set<string>()
  for (const key of keys) for (const match of (claims[key] ?? '').matchAll(new RegExp(`(\\d+)\\s*${unit.source}`, 'g'))) found.add(match[1])
  return found
}

interface ClaimRule {
  name: string
  pattern: RegExp
  /** For figures: the value site.json allows; the match is fine when it is one of them. */
  allowed?: (claims: Record<string, string>) => Set<string>
  why: string
}

const S = '[\\s\\u00a0\\u202f]'
const A = "['’]"

/** The list docs/CONTENT.md explains; one entry per kind of promise. */
export const CLAIM_RULES: ClaimRule[] = [
  { name: 'round-the-clock', pattern: new RegExp(`\\b24${S}*h?${S}*/${S}*24\\b|\\b7${S}*j(?:ours)?${S}*/${S}*7\\b`, 'i'), why: 'site.json promises no round-the-clock service' },
  { name: 'same day', pattern: new RegExp(`\\ble jour même\\b|\\bdans la journée\\b|\\bdans l${A}heure\\b`, 'i'), why: 'site.json promises an intervention within 48 h, never on the same day' },
  { name: 'free document', pattern: new RegExp(`\\b(?:certificat|attestation|rapport)s?\\b[^.!?]*\\bgratuit|\\bgratuit[^.!?]*\\b(?:certificat|attestation|rapport)s?\\b`, 'i'), why: 'site.json makes the expertise free, not a written certificate or report: name the document in a sentence without « gratuit »' },
  { name: 'our own salon', pattern: new RegExp(`\\bnotre${S}+(?:salon|stand)\\b`, 'i'), why: 'salons are dated events of content/salons/, not a stand of ours' },
  {
    name: 'years of experience',
    pattern: new RegExp(`(\\d+)${S}+ans${S}+(?:d${A}expérience|de métier|de savoir-faire)|expérience${S}+de${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans|depuis${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans`, 'i'),
    allowed: (claims) => figures(claims, ['experience'], /ans/),
    why: 'the years of experience are those of site.json → claims.experience',
  },
  {
    name: 'guarantee',
    pattern: new RegExp(`garanti(?:e|es|s)?${S}+(?:de${S}+|pendant${S}+)?(\\d+)${S}+ans|(\\d+)${S}+ans${S}+de${S}+garantie`, 'i'),
    allowed: (claims) => figures(claims, ['restorationGuarantee'], /ans/),
    why: 'the guarantee is the one of site.json → claims.restorationGuarantee',
  },
  {
    name: 'delay',
    pattern: new RegExp(`\\b(?:sous|en|dans les|moins de)${S}+(\\d+)${S}*h(?:eures)?\\b`, 'i'),
    allowed: (claims) => figures(claims, Object.keys(claims), /h\b/),
    why: 'delays are those of site.json → claims (quote, intervention, expressWashing)',
  },
]

/** The claims a text makes that site.json does not: one message per rule broken. */
export function claimIssues(text: string, claims: Record<string, string>): string[] {
  const plain = text.replace(/<[^>]*>/g, ' ')
  const problems: string[] = []
  for (const rule of CLAIM_RULES) {
    for (const match of plain.matchAll(new RegExp(rule.pattern, 'gi'))) {
      const figure = match.slice(1).find((group) => group !== undefined)
      if (rule.allowed && figure !== undefined && rule.allowed(claims).has(figure)) continue
      problems.push(`claim not in site.json (${rule.name}): « ${match[0].trim()} »: ${rule.why}`)
      break
    }
  }
  return problems
}
