// What every claim pattern of rules/claims/ shares: the site makes only the promises
// site.json → claims states (docs/CONTENT.md). One module per kind of promise holds its
// pattern, the figures site.json allows, its reason in English and in French, and two texts:
// one it refuses, one it lets through. claimRule() turns them into a rule of the rule book.
import type { FileRule, Fixture, Params } from './rule.js'
import { q } from './rule.js'

export const S = '[\\s\\u00a0\\u202f]'
export const A = "['’]"
/** Up to `n` words between two parts of a pattern. */
export const upTo = (n: number) => `(?:[^\\s.,!?;:]+${S}+){0,${n}}?`
/** French words have no \\b in JavaScript (é, è… are not \\w): a word starts after a non-letter. */
export const W = '(?<![\\p{L}\\d])'
export const E = '(?![\\p{L}\\d])'
/** Before a figure: a run of digits is tried from its first digit only (from every digit, « 1111… » was quadratic). */
export const D = '(?<!\\d)'
/** The longest stretch a rule reads within one sentence: an unbounded one made a text repeating the first word quadratic. */
export const SENTENCE = 300

/** The numbers written before a unit in the claims of site.json (48 for « sous 48 h »). */
export function figures(claims: Record<string, string>, keys: string[], unit: RegExp): Set<string> {
  const found = new Set<string>()
  for (const key of keys) for (const match of (claims[key] ?? '').matchAll(new RegExp(`(\\d+)\\s*${unit.source}`, 'g'))) found.add(match[1])
  return found
}

export interface ClaimPattern {
  /** The file name of the module. */
  id: string
  /** The name the maintainer's message gives (« free delivery »). */
  name: string
  pattern: RegExp
  /** For figures: the values site.json allows; the match is fine when it is one of them. */
  allowed?: (claims: Record<string, string>) => Set<string>
  /** The match is fine when the same text also says this (a photo request that says how to send them). */
  unless?: RegExp
  /** Why, for the maintainer (English). */
  why: string
  /** Why, for the owner (French, in the brackets of « … est une promesse que l’atelier ne fait pas (…) »). */
  reason: string
  /** Texts the pattern refuses (one, or its paraphrases too), one it lets through; `claims`: site.json → claims for all. */
  fixtures: { rejected: string | string[]; accepted: string; claims?: Record<string, string> }
}

export type ClaimRule = FileRule & { name: string; pattern: RegExp; texts: ClaimPattern['fixtures'] }

/** A document holding `text`, with site.json's claims, for the fixtures test. */
const textFixture = (text: string, claims: Record<string, string> = {}): Fixture => ({
  'site.json': { claims },
  'home.json': { intro: text },
})

export function claimRule(claim: ClaimPattern): ClaimRule {
  // Made global once: a copy per call recompiled the pattern for every string (90 % of the cost).
  const pattern = new RegExp(claim.pattern.source, `g${claim.pattern.flags.replace('g', '')}`)
  const allowedBy = new WeakMap<Record<string, string>, Set<string>>()
  return {
    id: claim.id,
    name: claim.name,
    pattern: claim.pattern,
    texts: claim.fixtures,
    scope: 'file',
    check: (relative, _data, _site, { prose, claims }) => {
      let allowed = claim.allowed && allowedBy.get(claims)
      if (claim.allowed && !allowed) allowedBy.set(claims, (allowed = claim.allowed(claims)))
      const findings = []
      // Each text as a browser shows it, folded to its skeleton (claim-text.ts): look-alikes,
      // invisible characters and numbers in words read as the visitor reads them.
      for (const { pointer, claim: text } of prose) {
        // site.json's claims are the source the rule compares with, and its terms state the guarantees' conditions.
        if (relative === 'site.json' && (pointer.startsWith('/claims/') || pointer.startsWith('/terms/'))) continue
        if (claim.unless?.test(text)) continue
        pattern.lastIndex = 0
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
          if (match[0] === '') pattern.lastIndex++
          const figure = match.slice(1).find((group) => group !== undefined)
          if (allowed && figure !== undefined && allowed.has(figure)) continue
          findings.push({ pointer, params: { name: claim.name, match: match[0].trim(), why: claim.why } as Params })
          break
        }
      }
      return findings
    },
    dev: (p) => `claim not in site.json (${p.name}): « ${p.match} »: ${p.why}`,
    owner: (p, field) => `${q(field)} : ${q(p.match)} est une promesse que l’atelier ne fait pas (${claim.reason}). Reformulez sans elle.`,
    fixtures: {
      rejected: [claim.fixtures.rejected].flat().map((text) => textFixture(text, claim.fixtures.claims)),
      produces: [claim.fixtures.rejected].flat().map(() => ({ file: 'home.json', pointer: '/intro' })),
      accepted: textFixture(claim.fixtures.accepted, claim.fixtures.claims),
    },
  }
}
