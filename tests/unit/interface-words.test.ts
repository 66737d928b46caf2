// The interface's own words (issue 36, point 6): every label of ui.json, navigation.json and
// callback-form.json uses the curly apostrophe and French capitalisation (a capital for the
// first word, after a full stop, and for proper nouns), except the labels the specification
// fixes byte for byte, listed in docs/PRODUCT.md « Wording fixed byte for byte ».
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { stringsOf } from '../../lib/content/json.js'
import { isText } from '../../lib/content/typography.js'

const FILES = ['ui.json', 'navigation.json', 'callback-form.json']
const product = fs.readFileSync('docs/PRODUCT.md', 'utf8')
const section = product.slice(product.indexOf('## Wording fixed byte for byte'))
/** The labels the specification fixes, as docs/PRODUCT.md lists them (no-break spaces inside the quotes are the list's). */
const FIXED = [...section.matchAll(/«\s([^»]+?)\s»/g)].map((m) => m[1].replace(/\s\?$/, '\u00a0?'))
/** Names a label may capitalise: the site's, the places', a month's salon. */
const PROPER = /^(?:Paris|Champs-Élysées|Orient|Art3F|Maison|Hérat|France|Ariane|Email|FormSubmit|SIRET|TVA|RCS|Fermé)$/u

/** The words of a label the interface capitalises where French does not. */
export function capitalised(label: string): string[] {
  const words = label
    .replace(/\{[^}]*\}/g, ' ')
    .split(/[\s\u00a0\u202f]+/)
    .filter(Boolean)
  return words.filter(
    (word, i) => i > 0 && /^\p{Lu}\p{Ll}/u.test(word) && !PROPER.test(word.replace(/[.,:;!?’]+$/u, '')) && !/[.!?]$/.test(words[i - 1]),
  )
}

/** A label without the fixed wordings it holds. */
const unfixed = (label: string) => FIXED.reduce((out, fixed) => out.split(fixed).join(' '), label)

describe('the interface’s own words', () => {
  it('reads the fixed labels from docs/PRODUCT.md', () => {
    expect(FIXED).toEqual(expect.arrayContaining(['Demander un Rappel', 'Devis Gratuit Immédiat', "Zones d'intervention", 'Tapis Persan']))
  })

  const labels = FILES.flatMap((file) =>
    stringsOf(JSON.parse(fs.readFileSync(`content/${file}`, 'utf8')))
      .filter(({ key, value }) => isText(key, value))
      .map(({ pointer, value }) => ({ where: `${file}${pointer}`, value })),
  )

  it('use the curly apostrophe', () => {
    expect(labels.filter(({ value }) => unfixed(value).includes("'")).map(({ where, value }) => `${where}: ${value}`)).toEqual([])
  })

  it('use French capitalisation', () => {
    expect(labels.filter(({ value }) => capitalised(unfixed(value)).length).map(({ where, value }) => `${where}: ${value}`)).toEqual([])
  })

  it('finds a capital French does not write, and lets a proper noun and a new sentence through', () => {
    expect(capitalised('Demander Un Devis')).toEqual(['Un', 'Devis'])
    expect(capitalised('Nos ateliers à Paris. Venez nous voir')).toEqual([])
    expect(unfixed('Ouvrir Nos Services')).toBe('Ouvrir  ')
  })
})
