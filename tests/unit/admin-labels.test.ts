// Every word the owner reads in the admin's forms is French: the labels, hints, options and
// descriptions of the generated admin/config.json (each label is a French title written in a
// schema: lib/cms/decap-config.ts stops on a property without one), and the sentence that
// names the empty required fields in Decap's toast (admin/field-names.ts).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { DecapConfig, DecapField } from '../../lib/cms/decap-config.js'
import { MISSING_REQUIRED, missingFieldsSentence } from '../../admin/field-names.js'
import { englishWords } from '../support/english-words.js'

const config = JSON.parse(fs.readFileSync('admin/config.json', 'utf8')) as DecapConfig

/** Every text of the configuration the owner reads, with where it is. */
function ownerTexts(): [string, string][] {
  const texts: [string, string][] = []
  const fields = (list: DecapField[] | undefined, where: string) => {
    for (const field of list ?? []) {
      if (field.widget === 'hidden') continue
      const at = `${where} › ${field.name}`
      texts.push([`${at} (label)`, field.label])
      if (field.hint) texts.push([`${at} (hint)`, field.hint])
      for (const option of field.options ?? []) texts.push([`${at} (option ${String(option.value)})`, option.label])
      fields(field.fields, at)
      if (field.field) fields([field.field], at)
    }
  }
  for (const collection of config.collections) {
    texts.push([collection.name, collection.label], [`${collection.name} (description)`, collection.description])
    if (collection.label_singular) texts.push([collection.name, collection.label_singular])
    for (const sortable of collection.sortable_fields ?? []) if (typeof sortable === 'object') texts.push([collection.name, sortable.label])
    fields(collection.fields, collection.name)
    for (const file of collection.files ?? []) {
      texts.push([`${collection.name}/${file.name}`, file.label])
      fields(file.fields, `${collection.name}/${file.name}`)
    }
  }
  return texts
}

describe('admin/config.json speaks French', () => {
  it('has no English word in any label, hint, option or description', () => {
    const texts = ownerTexts()
    expect(texts.length).toBeGreaterThan(300)
    const english = texts.flatMap(([where, text]) => englishWords(text).map((word) => `${where}: « ${word} » in « ${text} »`))
    expect(english).toEqual([])
  })

  it('the check finds the English labels the admin once showed', () => {
    for (const label of ['Buy back', 'Hours title', 'Skip link', 'Honeypot label', 'Seo description', 'Title', 'Text', 'Statut : Ready'])
      expect(englishWords(label), label).not.toEqual([])
    for (const label of [
      'Garantie de rachat',
      'Titre des horaires',
      'Description pour les moteurs de recherche',
      'Message',
      'Services',
      'Image',
    ])
      expect(englishWords(label), label).toEqual([])
  })
})

describe('the toast of an empty required field names it', () => {
  const nb = '\u00a0'
  it('by its label, one or several', () => {
    expect(missingFieldsSentence(['Ville'])).toBe(
      `Un champ obligatoire est vide${nb}: «${nb}Ville${nb}». Remplissez-le, puis publiez à nouveau.`,
    )
    expect(missingFieldsSentence(['Ville', 'Date de fin', 'Ville'])).toBe(
      `Des champs obligatoires sont vides${nb}: «${nb}Ville${nb}», «${nb}Date de fin${nb}». Remplissez-les, puis publiez à nouveau.`,
    )
  })
  it('keeps Decap’s sentence when the form names none', () => {
    expect(missingFieldsSentence([])).toBe(MISSING_REQUIRED)
  })
})
