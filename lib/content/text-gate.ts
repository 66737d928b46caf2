// The gate every string of a content file passes before any other rule reads it (fileRules
// in rule-book.ts runs it first, as rules/text-gate.ts): it reads the text a browser shows
// (shown-text.ts: an HTML field with its character references decoded and its inline tags
// joining words), never the bytes alone: « rem&#98;oursé », « 24&#x200b;h » and
// « liv<strong></strong>raison » are what a visitor reads as « remboursé », « 24 h » and « livraison ».
// The document was read before (read-document.ts: NFC, the length bound); the gate only reports.
// - No invisible character (zero-width space and joiners, soft hyphen, bidirectional controls,
//   word joiner, byte-order mark, variation selectors, fillers…): they split a word for the
//   patterns and not for the reader (« 24<ZWSP>h/24 »). The no-break spaces of French
//   typography (U+00A0, U+202F) are ordinary visible spaces and stay allowed.
// - No word mixing Latin letters or digits with Cyrillic or Greek ones (« cаmion » with a
//   Cyrillic « а »).
// - Letters of the French alphabet only (FRENCH below): a dotless « ı », « ɑ », an Armenian
//   « օ », a Cherokee « Ꭵ », a small capital, « ℎ », the ligature « ﬀ », an « i » with a
//   combining dot read as French and match no pattern. UTS #39's confusables table would fold
//   them; a site written in French needs no other letter, so refusing them is simpler and says
//   so to the owner.
// - No look-alike of an ordinary character: a number that is not a digit (« ⅰ », « ① »), any
//   character Unicode's compatibility folding (NFKC) turns into another (full-width and
//   mathematical letters, « ℎ »), and the slashes and colon of other scripts (« ∕ », « ⁄ »).
// - In an HTML field, no character reference but those of markup and spaces (ENTITY below):
//   any other is written as the character itself, which the gate then reads.
// Every check here is one pass over the string (no pattern that can backtrack). The claim
// rules match the same shown text, folded to a skeleton (claim-text.ts).
import type { Finding } from './rules/rule.js'

/** The longest text any schema allows (defs.schema.json: html, 10,000); a test keeps the two together. */
export const MAX_TEXT = 10_000

const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2028\u2029\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u
const WORD = /[\p{L}\p{M}\p{N}]+/gu
const FOREIGN = /[\p{Script=Cyrillic}\p{Script=Greek}]/u
const LATIN = /[\p{Script=Latin}\p{N}]/u
/**
 * What French text is written with, and needs no closer look: ASCII, Latin-1 (but the ordinal
 * indicators ª º, which fold to « a » and « o »), « Œ œ Ÿ », the typographic spaces, dashes,
 * quotes, bullet, ellipsis, per mille, single guillemets and the euro sign. Any other
 * character is looked at, one by one (few in French text).
 */
const UNUSUAL =
  /[^\t\n\r\x20-\x7e\u00a0-\u00a9\u00ab-\u00b9\u00bb-\u00ff\u0152\u0153\u0178\u2002\u2003\u2009\u2010-\u2015\u2018-\u201e\u2020-\u2022\u2026\u202f\u2030\u2039\u203a\u20ac]/u
const EACH_UNUSUAL = new RegExp(UNUSUAL.source, 'gu')
/** Slashes, backslashes and colons of other blocks, which NFKC leaves as they are. */
const PUNCTUATION_LIKE = /[\u2044\u2215\u2216\u2236\u2571\u2572\u29f5\u29f8\u29f9\u3033]/u
/**
 * The character references an HTML field may keep: markup (&amp; &lt; &gt;) and the spaces of
 * French typography (no-break, narrow no-break, thin, en, em), by name or number. Any other
 * « & » followed by a letter, a digit or « # » is a reference a browser may decode.
 */
const ENTITY =
  /&(?!(?:amp|lt|gt|nbsp|thinsp|ensp|emsp|#160|#x0*a0|#8239|#x0*202f|#8201|#x0*2009|#8194|#x0*2002|#8195|#x0*2003);)[#\p{L}\p{N}]/iu

const code = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** The first reason a text, as the browser shows it, is refused, if any. */
export function textProblem(text: string): Omit<Finding, 'pointer'> | undefined {
  const invisible = INVISIBLE.exec(text)
  if (invisible) return { kind: 'invisible-character', params: { code: code(invisible[0]), at: invisible.index + 1 } }
  if (!UNUSUAL.test(text)) return undefined
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const foreign = FOREIGN.exec(word)
    if (foreign && LATIN.test(word))
      return {
        kind: 'mixed-script',
        params: { word: word.length > 40 ? `${word.slice(0, 40)}…` : word, code: code(foreign[0]), character: foreign[0] },
      }
  }
  for (const match of text.matchAll(EACH_UNUSUAL)) {
    const character = match[0]
    const at = match.index + 1
    if (/[\p{L}\p{M}]/u.test(character)) {
      // A combining mark is shown on the letter it sits on.
      const shown = /\p{M}/u.test(character) && match.index > 0 ? `${text[match.index - 1]}${character}` : character
      return { kind: 'foreign-letter', params: { code: code(character), character: shown, at } }
    }
    if (/\p{N}/u.test(character) || PUNCTUATION_LIKE.test(character) || character.normalize('NFKC') !== character)
      return { kind: 'look-alike', params: { code: code(character), character, at } }
  }
  return undefined
}

/** In an HTML field (as written), the first character reference a browser would decode into something else than markup or a space. */
export function referenceProblem(html: string): Omit<Finding, 'pointer'> | undefined {
  const found = ENTITY.exec(html)
  if (!found) return undefined
  const reference = /^&#?[\p{L}\p{N}]*;?/u.exec(html.slice(found.index, found.index + 40))![0]
  return { kind: 'character-reference', params: { reference, at: found.index + 1 } }
}
