// The check the admin runs before it saves an entry (Decap's preSave event): the entry
// against its schema with the project's one ajv setup (lib/content/ajv.ts). Pure, so the
// unit tests run the very function the editor runs.
import type Ajv2020 from 'ajv/dist/2020.js'
import { schemaErrors } from '../content/ajv.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

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

/** The schema's errors for an entry, one "pointer : message" line each; [] when it may be saved. */
export function entryProblems(ajv: Ajv2020, schemaId: string, data: Json): string[] {
  const validate = ajv.getSchema(schemaId)
  if (!validate) throw new Error(`schema ${schemaId} is not loaded`)
  // structuredClone: the `html` keyword rewrites what it checks to its sanitised form.
  return schemaErrors(validate, structuredClone(withoutEmpty(data))).map(({ pointer, message }) => `${pointer || '/'} : ${message}`)
}

/** The sentence the editor shows when it refuses to save. */
export function refusal(file: string, problems: string[]): string {
  return `Enregistrement refusé : ${file} ne respecte pas son schéma. ${problems.join(' ; ')}. (Les règles entre fichiers sont vérifiées ensuite par l’intégration continue.)`
}
