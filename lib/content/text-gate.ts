// The gate every string of a content file passes before any other rule reads it (fileRules
// in rule-book.ts runs it first, once per file, as rules/text-gate.ts): it is where text becomes comparable.
// - Unicode NFC, once: a decomposed « e + ◌́ » and a composed « é » are one letter to a
//   reader, and the claim patterns (rules/claims/) are written composed. The document is
//   rewritten in place, so the page publishes the text the rules read.
// - A length bound before any pattern: a string longer than the longest field a schema allows
//   is reported and cut to that length, so no rule (schema, typography, claims, HTML, the
//   cross-page ones) ever reads more than MAX_TEXT characters of it.
// - No invisible character (zero-width space and joiners, soft hyphen, bidirectional controls,
//   word joiner, byte-order mark, variation selectors, fillers…): they split a word for the
//   patterns and not for the reader (« 24<ZWSP>h/24 »). The no-break spaces of French
//   typography (U+00A0, U+202F) are ordinary visible spaces and stay allowed.
// - No word mixing Latin letters or digits with Cyrillic or Greek ones (« cаmion » with a
//   Cyrillic « а »), nor full-width or mathematical look-alikes of ASCII: they read as French
//   and match no pattern.
// Every check here is one pass over the string (no pattern that can backtrack). The rule
// that words what it finds is rules/text-gate.ts.
import type { Finding } from './rules/rule.js'

/** The longest text any schema allows (defs.schema.json: html, 10,000); a test keeps the two together. */
export const MAX_TEXT = 10_000

const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2028\u2029\u3164\ufe00-\ufe0f\uffa0\u{e0100}-\u{e01ef}]/u
const LOOK_ALIKE = /[\uff01-\uff5e\u{1d400}-\u{1d7ff}]/u
const WORD = /[\p{L}\p{M}\p{N}]+/gu
const FOREIGN = /[\p{Script=Cyrillic}\p{Script=Greek}]/u
const LATIN = /[\p{Script=Latin}\p{N}]/u

const code = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** The first reason a (normalised, bounded) text is refused, if any. */
export function textProblem(text: string): Omit<Finding, 'pointer'> | undefined {
  const invisible = INVISIBLE.exec(text)
  if (invisible) return { kind: 'invisible-character', params: { code: code(invisible[0]), at: invisible.index + 1 } }
  const lookAlike = LOOK_ALIKE.exec(text)
  if (lookAlike) return { kind: 'look-alike', params: { code: code(lookAlike[0]), character: lookAlike[0], at: lookAlike.index + 1 } }
  for (const match of text.matchAll(WORD)) {
    const word = match[0]
    const foreign = FOREIGN.exec(word)
    if (foreign && LATIN.test(word))
      return {
        kind: 'mixed-script',
        params: { word: word.length > 40 ? `${word.slice(0, 40)}…` : word, code: code(foreign[0]), character: foreign[0] },
      }
  }
  return undefined
}

const step = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Normalises every string of `data` to NFC in place (keys included), cuts those longer than
 * MAX_TEXT, and returns one problem per string refused. Linear in the size of the document.
 */
export function gateText(data: unknown): Finding[] {
  const errors: Finding[] = []
  const check = (text: string, pointer: string): string => {
    if (text.length > MAX_TEXT) {
      errors.push({ pointer, kind: 'text-too-long', params: { length: text.length, limit: MAX_TEXT } })
      text = text.slice(0, MAX_TEXT)
    }
    const normal = text.normalize('NFC')
    const problem = textProblem(normal)
    if (problem) errors.push({ pointer, ...problem })
    return normal
  }
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        if (typeof node[index] === 'string') node[index] = check(node[index], `${pointer}/${index}`)
        else walk(node[index], `${pointer}/${index}`)
      }
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      for (const key of Object.keys(record)) {
        let name = key
        if (key.length > MAX_TEXT || key.normalize('NFC') !== key) {
          name = check(key, `${pointer}/${step(key)}`)
          record[name] = record[key]
          delete record[key]
        }
        const value = record[name]
        if (typeof value === 'string') record[name] = check(value, `${pointer}/${step(name)}`)
        else walk(value, `${pointer}/${step(name)}`)
      }
    }
  }
  walk(data, '')
  return errors
}
