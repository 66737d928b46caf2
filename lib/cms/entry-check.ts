// The check the admin runs before it saves or deletes an entry: the engine of
// `npm run validate` (lib/content/engine.ts, same code and rules) on the content the admin can read
// with the entry changed. The entry is refused when the change brings an error the site did
// not have; each error is worded for the owner by its rule (messages.ts ownerMessage), naming
// the field by its label in the form. Pure, so the unit tests run the very function the
// editor runs (admin/main.ts gives it the content it read).
import type Ajv2020 from 'ajv/dist/2020.js'
import { ownerMessage } from '../content/messages.js'
import { ContentEngine } from '../content/engine.js'
import type { ContentError } from '../content/rule-book.js'
import { fixValue } from '../content/typography.js'
import { fieldLabels, fileTitle } from './labels.js'
import type { DecapConfig } from './decap-config.js'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isEmpty = (value: Json | undefined) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)

/**
 * Paths of the object properties a form left empty ("" from a cleared text box, [] from an
 * untouched list): an optional field not filled in is absent from our files, not empty, and
 * a required one then fails as "missing". Items of lists are never removed (indexes stay
 * put; an empty item is an error). Removing may empty a parent: repeat until none is left.
 */
export function emptyPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => (item && typeof item === 'object' ? emptyPaths(item, [...at, index]) : []))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => (isEmpty(item) ? [[...at, key]] : emptyPaths(item, [...at, key])))
}

/** Removes, round after round, what emptyPaths finds, through `remove` (plain or Immutable data). */
export function pruneEmpty<T>(data: T, toPlain: (data: T) => Json, remove: (data: T, path: (string | number)[]) => T): T {
  for (let paths = emptyPaths(toPlain(data)); paths.length > 0; paths = emptyPaths(toPlain(data))) {
    for (const path of paths) data = remove(data, path)
  }
  return data
}

export function withoutEmpty(value: Json): Json {
  return pruneEmpty(
    structuredClone(value),
    (data) => data,
    (data, path) => {
      const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, data)
      delete (parent as Record<string, Json>)[path[path.length - 1] as string]
      return data
    },
  )
}

/** Pictures the content marks as placeholder artwork (generated rugs), wherever they are used. */
export function artworks(documents: Map<string, unknown>): Set<string> {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.src === 'string' && record.placeholder === true) found.add(record.src)
      Object.values(record).forEach(walk)
    }
  }
  documents.forEach(walk)
  return found
}

/**
 * What the editor saves for what the owner typed: empty fields dropped, the French typography
 * repaired as `validate -- --fix` repairs it (the owner never types a special character), a
 * phone number's spaces made non-breaking, and
 * each picture's « Image provisoire » set by the picture itself: one of the artworks is a
 * placeholder, any other (an uploaded photo) is not.
 */
export function prepareEntry(data: Json, artwork: Set<string>): Json {
  const follow = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(follow)
    if (!value || typeof value !== 'object') return value
    const out: { [key: string]: Json } = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, follow(item)]))
    // A phone number as the owner types it (« 01 99 00 12 50 », « 0199001250 », with dots):
    // its pairs joined by non-breaking spaces, as « Affichage » requires (never cut in two).
    if (typeof out.display === 'string' && typeof out.e164 === 'string') {
      const digits = out.display.replace(/[\s.-]/g, '')
      if (/^0[1-9][0-9]{8}$/.test(digits)) out.display = digits.match(/../g)!.join('\u00a0')
    }
    if (typeof out.src === 'string' && /^images\//.test(out.src) && 'alt' in out) {
      if (artwork.has(out.src)) out.placeholder = true
      else delete out.placeholder
    }
    return out
  }
  return follow(fixValue(withoutEmpty(data)))
}

export interface EntryChange {
  /** Path of the entry relative to content/ (cities/chantilly.json). */
  file: string
  /** What it will hold; undefined when it is deleted. */
  data: Json | undefined
  /** Where it was before, when saving moves it (a changed slug). */
  previous?: string
}

export interface RuleBookInput {
  ajv: Ajv2020
  /** The content as the admin read it, by path relative to content/ (the entry's old version included). */
  documents: Map<string, unknown>
  imageExists: (relative: string) => boolean
}

const key = (error: ContentError) => `${error.file}|${error.pointer}|${error.message}`

/** The engine of one reading of the content, and the errors of the content as read (computed once per reading). */
interface Reading {
  engine: ContentEngine
  before: ContentError[]
  /** The picture test of the latest check (a call may add the pictures uploaded with its entry). */
  imageExists: (relative: string) => boolean
}
const readings = new WeakMap<Map<string, unknown>, Reading>()

function readingOf(input: RuleBookInput): Reading {
  let reading = readings.get(input.documents)
  if (!reading) {
    const engine = new ContentEngine({
      ajv: input.ajv,
      shown: (relative) => relative,
      imageExists: (relative) => reading!.imageExists(relative),
    })
    reading = { engine, before: [], imageExists: input.imageExists }
    reading.before = engineErrors(reading, input.documents, input.imageExists)
    readings.set(input.documents, reading)
  }
  return reading
}

/** Every error of the content as the admin read it (paths relative to content/). */
export function siteErrors(input: RuleBookInput): ContentError[] {
  return readingOf(input).before
}

/**
 * The errors the change brings: those of the whole site after it that it did not have before.
 * The engine (lib/content/engine.ts) keeps each document's verdict: only the changed entry's
 * one-file rules run again (every file's, when site.json or the pictures change).
 */
export function newErrors(input: RuleBookInput, change: EntryChange): ContentError[] {
  const reading = readingOf(input)
  const before = new Set(reading.before.map(key))
  const after = new Map(input.documents)
  if (change.previous && change.previous !== change.file) after.delete(change.previous)
  if (change.data === undefined) after.delete(change.file)
  else after.set(change.file, structuredClone(change.data))
  return engineErrors(reading, after, input.imageExists).filter((error) => !before.has(key(error)))
}

/** A document's key for the engine: its identity (a copy is another document). */
const keys = new WeakMap<object, string>()
let nextKey = 0
const documentKey = (data: unknown) => {
  if (!data || typeof data !== 'object') return `=${JSON.stringify(data)}`
  let found = keys.get(data)
  if (found === undefined) keys.set(data, (found = String(nextKey++)))
  return found
}

/** Every error of these documents, in the order `npm run validate` lists the folder (which of two alike pages is the copy may depend on it). */
function engineErrors(reading: Reading, documents: Map<string, unknown>, imageExists: (relative: string) => boolean): ContentError[] {
  const files = [...documents.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const { engine } = reading
  // Set before the documents: a new site.json or picture test runs every file's rules again.
  reading.imageExists = imageExists
  engine.setInputs(`${documentKey(documents.get('site.json'))}\0${documentKey(imageExists)}`)
  engine.keepOnly(files)
  for (const file of files) {
    const data = documents.get(file)
    const hash = documentKey(data)
    engine.put(file, hash, () => ({ verdict: { hash, parsed: true, problems: [] }, data }))
  }
  return engine.check(files).errors
}

/** One refusal for the owner: its sentence and, when it is about a field of the entry being saved, that field. */
export interface OwnerRefusal {
  sentence: string
  /** The entry's top-level field the error is in (its property name and label), where the form shows it. */
  field?: { name: string; label: string }
}

/** The owner's refusals for errors: the entry's own fields by their label, other files by their title first. */
export function ownerRefusals(config: DecapConfig, entryFile: string, errors: ContentError[]): OwnerRefusal[] {
  return errors.map((error) => {
    const pointer = error.rule === 'required' && error.params?.field ? `${error.pointer}/${error.params.field}` : error.pointer
    const labels = fieldLabels(config, error.file, pointer)
    const label = labels.join(' › ')
    const own = error.file === entryFile
    const where = own ? label : `${fileTitle(config, error.file)}${label ? ` › ${label}` : ''}`
    const sentence = ownerMessage(error, where || fileTitle(config, error.file))
    const name = pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~')
    return own && name && labels.length ? { sentence, field: { name, label: labels[0] } } : { sentence }
  })
}

/** The owner's sentences for errors, each once (the refusal notice's list). */
export function ownerMessages(config: DecapConfig, entryFile: string, errors: ContentError[]): string[] {
  return [...new Set(ownerRefusals(config, entryFile, errors).map((refusal) => refusal.sentence))]
}
