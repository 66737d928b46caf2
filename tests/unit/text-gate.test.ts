// Invisible and look-alike characters, decomposed accents and over-long fields, tried against
// the rule book as a maintainer's paste or an attacker would (lib/content/text-gate.ts): every
// claim pattern of lib/content/rules/claims/, its own refused text with each of the same ten tricks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ownerMessage, type ContentError } from '../../lib/content/messages.js'
import { CLAIM_RULES, fileRules } from '../../lib/content/rule-book.js'
import { readDocument } from '../../lib/content/read-document.js'
import { MAX_TEXT } from '../../lib/content/text-gate.js'
import { folderOptions, validateContent } from '../../lib/node/validate.js'
import { formatError } from '../../lib/content/content-error.js'
import { readSchemas } from '../../lib/node/schemas.js'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<string, unknown>
const SITE = readJson('site.json')

const CYRILLIC: Record<string, string> = {
  a: 'а',
  c: 'с',
  e: 'е',
  i: 'і',
  j: 'ј',
  o: 'о',
  p: 'р',
  s: 'ѕ',
  x: 'х',
  y: 'у',
  h: 'һ',
  d: 'ԁ',
  l: 'ӏ',
}
const GREEK: Record<string, string> = {
  a: 'α',
  e: 'ε',
  h: 'Η',
  i: 'ι',
  k: 'κ',
  n: 'η',
  o: 'ο',
  p: 'ρ',
  t: 'τ',
  u: 'υ',
  v: 'ν',
  x: 'χ',
  y: 'γ',
}

/** Where to hide a character: between two letters or digits of the match, as close to its middle as possible. */
function insideWord(match: string): number {
  const candidates = [...match]
    .map((_, index) => index)
    .filter((index) => index > 0 && /[\p{L}\d]/u.test(match[index - 1]) && /[\p{L}\d]/u.test(match[index]))
  const middle = match.length / 2
  return candidates.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0] ?? -1
}

function hide(character: string) {
  return (text: string, match: string) => {
    const at = insideWord(match)
    if (at < 0) return undefined
    return text.replace(match, `${match.slice(0, at)}${character}${match.slice(at)}`)
  }
}

function lookAlike(table: Record<string, string>) {
  return (text: string, match: string) => {
    // A letter of the match in a word that also holds a Latin letter or a digit.
    for (let index = 0; index < match.length; index++) {
      const replacement = table[match[index].toLowerCase()]
      if (replacement && insideWord(match) >= 0)
        return text.replace(match, `${match.slice(0, index)}${replacement}${match.slice(index + 1)}`)
    }
    return undefined
  }
}

/** The ten tricks: each hides the claim from a pattern that reads code points, and the rule that must refuse it. */
const TRICKS: [name: string, apply: (text: string, match: string) => string | undefined, rule: string][] = [
  ['zero-width space U+200B', hide('\u200b'), 'invisible-character'],
  ['soft hyphen U+00AD', hide('\u00ad'), 'invisible-character'],
  ['zero-width joiner U+200D', hide('\u200d'), 'invisible-character'],
  ['word joiner U+2060', hide('\u2060'), 'invisible-character'],
  ['zero-width no-break space U+FEFF', hide('\ufeff'), 'invisible-character'],
  ['left-to-right mark U+200E', hide('\u200e'), 'invisible-character'],
  ['right-to-left override U+202E … U+202C', hide('\u202e\u202c'), 'invisible-character'],
  ['a Cyrillic look-alike letter', lookAlike(CYRILLIC), 'mixed-script'],
  ['a Greek look-alike letter', lookAlike(GREEK), 'mixed-script'],
  // Decomposed: the rule book composes the text first, and the claim rule then sees it.
  ['decomposed accents (NFD)', (text) => text.normalize('NFD'), 'the claim pattern'],
]

/** The rule book on a document once read (read-document.ts), as the engine runs it for `npm run validate`. */
function readErrors(file: string, data: unknown): ContentError[] {
  const read = readDocument(data)
  return fileRules(file, read.data, readDocument(SITE).data, folderOptions(CONTENT, 'content'), read.cut)
}

/** Lyon's page with `text` appended to its description. */
function lyonErrors(text: string): ContentError[] {
  const lyon = readJson('cities/lyon.json')
  lyon.description = `${lyon.description as string}<p>${text}</p>`
  return readErrors('cities/lyon.json', lyon)
}

describe('claims hidden by Unicode tricks', () => {
  const cases = CLAIM_RULES.flatMap((rule) =>
    TRICKS.map(([trick, apply, expected]) => [rule.name, trick, apply, expected === 'the claim pattern' ? rule.id : expected] as const),
  )
  it.each(cases)('%s with %s is refused', (name, _trick, apply, expected) => {
    const rule = CLAIM_RULES.find((candidate) => candidate.name === name)!
    const sample = [rule.texts.rejected].flat()[0]
    const match = rule.pattern.exec(sample)![0]
    const tricked = apply(sample, match)
    expect(tricked, 'the trick found no place in the match: extend the look-alike tables').toBeDefined()
    const errors = lyonErrors(tricked!).filter((error) => error.pointer === '/description')
    const found = errors.find((error) => error.rule === expected)
    expect(found, `${JSON.stringify(tricked)} → ${errors.map(formatError).join(' | ')}`).toBeDefined()
    // The maintainer: file, pointer, rule; the owner: French, the field's label.
    expect(formatError(found!)).toMatch(/^content\/cities\/lyon\.json: \/description: /)
    expect(ownerMessage(found!, 'Description')).toMatch(/^«\u00a0Description\u00a0»/)
  })

  it('refuses the attack of the report as one text, and the page gets the composed text read, the document as written left alone', () => {
    const lyon = readJson('cities/lyon.json')
    lyon.description = `${lyon.description as string}<p>Intervention 24\u200bh/24 et 7\u200bj/7, satisfait ou rem\u00adboursé : notre c\u0430mion passe en tourne\u0301e, depuis 1\u200b20 ans.</p>`
    const rules = lyonErrors(
      `Intervention 24\u200bh/24 et 7\u200bj/7, satisfait ou rem\u00adboursé : notre c\u0430mion passe en tourne\u0301e, depuis 1\u200b20 ans.`,
    )
      .filter((error) => error.pointer === '/description')
      .map((error) => error.rule)
    expect(rules).toContain('invisible-character')
    expect(rules).toContain('collection-round')
    const read = readDocument(lyon).data as typeof lyon
    expect(read.description).toContain('tournée')
    expect(read.description).not.toContain('e\u0301')
    expect(lyon.description).toContain('e\u0301')
  })

  it('keeps the no-break spaces of French typography; reading composes keys and values in a copy', () => {
    const data = { a: `Devis gratuit sous 48\u00a0h\u202f!`, list: ['Caf\u0065\u0301'], nested: { ['Cle\u0301']: 'x' } }
    const read = readDocument(data)
    expect(read.cut).toEqual([])
    const copy = read.data as typeof data
    expect(copy.a).toBe(data.a)
    expect(copy.list[0]).toBe('Café')
    expect(Object.keys(copy.nested)).toEqual(['Clé'])
    expect(data.list[0]).toBe('Caf\u0065\u0301')
    // Nothing to change: the very document, no copy.
    const composed = { a: 'Café', list: ['x'] }
    expect(readDocument(composed).data).toBe(composed)
    const gate = ['invisible-character', 'look-alike', 'foreign-letter', 'mixed-script']
    expect(readErrors('home.json', data).filter((error) => gate.includes(error.rule!))).toEqual([])
  })
})

describe('length before any pattern', () => {
  const copies: string[] = []
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it('bounds every schema’s text', () => {
    const limits = JSON.stringify(readSchemas()).matchAll(/"maxLength":\s*(\d+)/g)
    for (const [, limit] of limits) expect(Number(limit)).toBeLessThanOrEqual(MAX_TEXT)
  })

  it('says « too long » for a 1 MB field, and no rule reads past the bound', () => {
    const lyon = readJson('cities/lyon.json')
    lyon.description = '1'.repeat(1_000_000)
    const read = readDocument(lyon)
    const errors = fileRules('cities/lyon.json', read.data, SITE, folderOptions(CONTENT, 'content'), read.cut)
    const tooLong = errors.filter((error) => error.rule === 'text-too-long')
    expect(tooLong.map(formatError)).toEqual([
      `content/cities/lyon.json: /description: too long: 1000000 characters, at most ${MAX_TEXT} (no other rule read past the first ${MAX_TEXT})`,
    ])
    expect(ownerMessage(tooLong[0], 'Description')).toBe(
      `«\u00a0Description\u00a0» est trop long\u00a0: ${MAX_TEXT} caractères au plus\u00a0; raccourcissez-le.`,
    )
    expect(((read.data as typeof lyon).description as string).length).toBe(MAX_TEXT)
    expect((lyon.description as string).length).toBe(1_000_000)
  })

  it('npm run validate’s path says « too long » for a field of nearly 1 MB in a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
    copies.push(dir)
    fs.cpSync(CONTENT, dir, { recursive: true })
    const lyon = readJson('cities/lyon.json')
    lyon.description = `<p>${'1111 h '.repeat(140_000)}</p>`
    fs.writeFileSync(path.join(dir, 'cities/lyon.json'), JSON.stringify(lyon))
    const lines = validateContent(dir, 'content').errors.map(formatError)
    expect(lines.filter((line) => line.startsWith('content/cities/lyon.json: /description: too long'))).toHaveLength(1)
  })
})
