// What a document is made of before anything checks or derives it: the engine (engine.ts,
// put) passes every document it is given through here, once, whoever reads it (the folder
// reader, a stored verdict's file read again, the admin's check before a save, the rules'
// fixtures). So the rules read, and the pages publish, the same text, and a build that reuses
// a stored verdict (whose rules do not run) publishes the bytes a build without the store
// does. The rules never write (tests/unit/rules.test.ts runs them on frozen documents).
// - Unicode NFC, values and keys: a decomposed « e + ◌́ » and a composed « é » are one letter
//   to a reader, and the claim patterns (rules/claims/) are written composed.
// - A length bound: a string or key longer than MAX_TEXT (the longest field a schema allows) is
//   cut to it, and said (the text gate words it as « too long »), so no rule reads more.
import { MAX_TEXT } from './text-gate.js'
import type { Finding } from './rules/rule.js'

export interface ReadDocument {
  /** The document: the one given when nothing changes, a copy where anything does (the given one is never written). */
  data: unknown
  /** One finding per string or key cut to MAX_TEXT (kind `text-too-long`). */
  cut: Finding[]
}

const step = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

/** A document normalised (NFC) and bounded (MAX_TEXT). Linear in the size of the document. */
export function readDocument(data: unknown): ReadDocument {
  const cut: Finding[] = []
  // Pointers are made only for a cut (rare): `at` builds one on demand.
  const text = (value: string, at: () => string): string => {
    if (value.length > MAX_TEXT) {
      cut.push({ pointer: at(), kind: 'text-too-long', params: { length: value.length, limit: MAX_TEXT } })
      value = value.slice(0, MAX_TEXT)
    }
    return value.normalize('NFC')
  }
  const walk = (node: unknown, at: () => string): unknown => {
    if (typeof node === 'string') return text(node, at)
    if (!node || typeof node !== 'object') return node
    // A copy only where something changes (rare): most objects are walked without allocating one.
    if (Array.isArray(node)) {
      let items: unknown[] | undefined
      for (let index = 0; index < node.length; index++) {
        const item = walk(node[index], () => `${at()}/${index}`)
        if (!items && item !== node[index]) items = node.slice(0, index)
        items?.push(item)
      }
      return items ?? node
    }
    const record = node as Record<string, unknown>
    const keys = Object.keys(record)
    let copy: [string, unknown][] | undefined
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]
      const name = text(key, () => `${at()}/${step(key)}`)
      const item = walk(record[key], () => `${at()}/${step(name)}`)
      if (!copy && (name !== key || item !== record[key])) copy = keys.slice(0, index).map((before) => [before, record[before]])
      copy?.push([name, item])
    }
    // Rebuilt in the order of the keys, so a renamed key keeps its place (of two keys that
    // compose to one name, the later is kept, as JSON.parse keeps the later of two equal keys).
    return copy ? Object.fromEntries(copy) : node
  }
  const read = walk(data, () => '')
  return { data: read, cut }
}
