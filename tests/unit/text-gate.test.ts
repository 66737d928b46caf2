// Invisible and look-alike characters, decomposed accents and over-long fields, tried against
// the rule book as a maintainer's paste or an attacker would (lib/content/text-gate.ts): every
// claim rule of claims.ts, each with the same ten tricks. A rule added to CLAIM_RULES without
// a sample here fails the first test, so every rule is covered.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLAIM_RULES, claimIssues } from '../../lib/content/claims.js'
import { ownerMessage, type ContentError } from '../../lib/content/messages.js'
import { fileRules } from '../../lib/content/rule-book.js'
import { MAX_TEXT, gateText } from '../../lib/content/text-gate.js'
import { folderOptions, formatError, readSchemas, validateContent } from '../../lib/content/validate.js'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<string, unknown>
const SITE = readJson('site.json')

/** One text per rule that the rule refuses as it stands (by rule name). */
const SAMPLES: Record<string, string> = {
  'round-the-clock': 'Intervention 24h/24 et 7j/7',
  'same day': 'Enlèvement le jour même',
  'free document': 'Expertise et certificat gratuits',
  'our own salon': 'Venez à notre stand du Parc Expo',
  'years of experience': 'Un atelier ouvert depuis 120 ans',
  guarantee: 'Restauration garantie 10 ans',
  'collection round': 'Réservez votre place dans notre prochaine tournée avec notre camion',
  'free delivery': 'Livraison offerte',
  'service not offered': 'Authentification de vos tapis',
  'guarantee terms': 'Satisfait ou remboursé',
  'photo upload': 'Joignez des photos de votre tapis',
  delay: 'Devis sous 24\u00a0h',
  'home visit': 'Une expertise à domicile sur rendez-vous',
  'each craftsman': 'Plus de 30 ans d’expérience pour chacun de nos artisans',
  'promised result': 'Un retissage invisible',
  'undertaking not given': 'Une recherche sur mesure',
  refund: 'Nous vous remboursons le prix payé',
  'guarantee conditions': 'La garantie ne couvre pas l’usure normale',
  'free around Paris': 'Gratuit autour de Paris',
}

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
  ['decomposed accents (NFD)', (text) => text.normalize('NFD'), 'claim-not-made'],
]

/** Lyon's page with `text` appended to its description, through the rule book as `npm run validate` runs it. */
function lyonErrors(text: string): ContentError[] {
  const lyon = readJson('cities/lyon.json')
  lyon.description = `${lyon.description as string}<p>${text}</p>`
  return fileRules('cities/lyon.json', lyon, structuredClone(SITE), folderOptions(CONTENT, 'content'))
}

describe('claims hidden by Unicode tricks', () => {
  it('has a sample for every claim rule, refused as written', () => {
    for (const rule of CLAIM_RULES) {
      expect(SAMPLES[rule.name], `add a sample for the claim rule « ${rule.name} » to SAMPLES`).toBeDefined()
      expect(claimIssues(SAMPLES[rule.name], SITE.claims as Record<string, string>).join('\n')).toContain(`(${rule.name})`)
    }
  })

  const cases = CLAIM_RULES.flatMap((rule) => TRICKS.map(([trick, apply, expected]) => [rule.name, trick, apply, expected] as const))
  it.each(cases)('%s with %s is refused', (name, _trick, apply, expected) => {
    const sample = SAMPLES[name]
    const pattern = CLAIM_RULES.find((rule) => rule.name === name)!.pattern
    const match = pattern.exec(sample)![0]
    const tricked = apply(sample, match)
    expect(tricked, 'the trick found no place in the match: extend the look-alike tables').toBeDefined()
    const errors = lyonErrors(tricked!).filter((error) => error.pointer === '/description')
    const found = errors.find((error) => error.rule === expected && (expected !== 'claim-not-made' || error.params?.name === name))
    expect(found, `${JSON.stringify(tricked)} → ${errors.map(formatError).join(' | ')}`).toBeDefined()
    // The maintainer: file, pointer, rule; the owner: French, the field's label.
    expect(formatError(found!)).toMatch(/^content\/cities\/lyon\.json: \/description: /)
    expect(ownerMessage(found!, 'Description')).toMatch(/^«\u00a0Description\u00a0»/)
  })

  it('refuses the attack of the report as one text, and publishes the composed text', () => {
    const lyon = readJson('cities/lyon.json')
    lyon.description = `${lyon.description as string}<p>Intervention 24\u200bh/24 et 7\u200bj/7, satisfait ou rem\u00adboursé : notre c\u0430mion passe en tourne\u0301e, depuis 1\u200b20 ans.</p>`
    const errors = fileRules('cities/lyon.json', lyon, structuredClone(SITE), folderOptions(CONTENT, 'content'))
    const rules = errors.filter((error) => error.pointer === '/description').map((error) => error.rule)
    expect(rules).toContain('invisible-character')
    expect(rules).toContain('claim-not-made')
    expect(lyon.description).toContain('tournée')
    expect(lyon.description).not.toContain('e\u0301')
  })

  it('keeps the no-break spaces of French typography, and reads each string once', () => {
    const data = { a: `Devis gratuit sous 48\u00a0h\u202f!`, list: ['Caf\u0065\u0301'], nested: { ['Cle\u0301']: 'x' } }
    expect(gateText(data)).toEqual([])
    expect(data.list[0]).toBe('Café')
    expect(Object.keys(data.nested)).toEqual(['Clé'])
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
    const errors = fileRules('cities/lyon.json', lyon, structuredClone(SITE), folderOptions(CONTENT, 'content'))
    const tooLong = errors.filter((error) => error.rule === 'text-too-long')
    expect(tooLong.map(formatError)).toEqual([
      `content/cities/lyon.json: /description: too long: 1000000 characters, at most ${MAX_TEXT} (no other rule read past the first ${MAX_TEXT})`,
    ])
    expect(ownerMessage(tooLong[0], 'Description')).toBe(
      `«\u00a0Description\u00a0» est trop long\u00a0: ${MAX_TEXT} caractères au plus\u00a0; raccourcissez-le.`,
    )
    expect((lyon.description as string).length).toBe(MAX_TEXT)
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
