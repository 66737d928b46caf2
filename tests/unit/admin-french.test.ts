// Every word Decap shows the owner is French once admin/french.ts is laid over Decap's own
// French: no English left (Decap falls back to English for a key its French lacks), no
// « Oops », « Médias » in the top bar, and French spacing before : ? ! and inside « ».
import { describe, expect, it } from 'vitest'
import en from 'decap-cms-locales/dist/esm/en/index.js'
import fr from 'decap-cms-locales/dist/esm/fr/index.js'
import { FRENCH_OVERRIDES, mergePhrases } from '../../admin/french.js'

type Phrases = { [key: string]: string | Phrases }
const french = mergePhrases(fr as Phrases, FRENCH_OVERRIDES)

/** Every phrase of a locale by its dotted key. */
function flat(phrases: Phrases, at = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(phrases))
    if (typeof value === 'string') out.set(`${at}${key}`, value)
    else for (const [inner, text] of flat(value, `${at}${key}.`)) out.set(inner, text)
  return out
}

const phrases = flat(french)
/** Phrases for back ends the admin does not use (GitLab, Azure…): the owner never sees them. */
const unused = /^auth\.loginWith(?!GitHub)|^editor\.editorWidgets\.markdown\.(code|addComponent)$/

describe('the admin’s French', () => {
  it('has a French phrase for every key of Decap’s English, none left as it was in English', () => {
    const english = flat(en as Phrases)
    for (const [key, text] of english) {
      expect(phrases.has(key), key).toBe(true)
      if (
        !unused.test(key) &&
        /[a-z]{4,}/i.test(text.replace(/%\{\w+\}/g, '')) &&
        !['Notes', 'Collections', 'Images', 'Markdown'].includes(text)
      )
        expect(phrases.get(key), key).not.toBe(text)
    }
  })

  it('names the top bar’s pictures « Médias » and never says « Oops »', () => {
    expect(phrases.get('app.header.media')).toBe('Médias')
    expect([...phrases.values()].filter((text) => /oops/i.test(text))).toEqual([])
    expect(phrases.get('ui.toast.missingRequiredField')).toBe('Un champ obligatoire est vide\u00a0: remplissez-le, puis publiez à nouveau.')
  })

  it('writes French typography in what it changes: an ellipsis, a non-breaking space before : ? ! and inside « »', () => {
    for (const [key, text] of flat(FRENCH_OVERRIDES)) {
      expect(text, key).not.toMatch(/\.\.\./)
      expect(text, key).not.toMatch(/(?:^|[^\u00a0]) ?[:?!](?:\s|$)/)
      expect(text, key).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»|"/)
    }
  })
})
