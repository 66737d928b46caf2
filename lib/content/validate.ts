// Checks every file of a content folder against its schema and the rules that span files,
// collecting every error instead of stopping at the first, so one run shows them all. This
// file reads the folder; the rules themselves are the rule book (rule-book.ts), which the
// admin's editor runs too.
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv } from './ajv.js'
import { parseJsonFile } from './json.js'
import { KINDS, isLitter, kindOf } from './kinds.js'
import { checkDocuments, type ContentError, type RuleBookOptions } from './rule-book.js'
import { listFiles, type Listing, type OddFile } from '../node/files.js'
import { ROOT_DIR } from '../node/root.js'

export { PLACEHOLDER_MARK, type ContentError } from './rule-book.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

/** Content files are a few KB; anything this large is a mistake (and too slow to check). */
const MAX_FILE_BYTES = 1_000_000

export interface ValidationResult {
  errors: ContentError[]
  /** Parsed documents by path relative to the content folder (only those that parsed). */
  documents: Map<string, unknown>
  fileCount: number
}

export function formatError(error: ContentError): string {
  return `${error.file}: ${error.pointer || '/'}: ${error.message}`
}

let ajvInstance: Ajv2020 | undefined
export function ajv(): Ajv2020 {
  ajvInstance ??= createAjv(readSchemas())
  return ajvInstance
}

/** Every schema of schemas/, parsed. */
export function readSchemas(dir = SCHEMA_DIR): object[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object)
}

/**
 * Validates a content folder. `label` is how file names are shown (content/... by default).
 */
export function validateContent(contentDir: string, label = 'content'): ValidationResult {
  const errors: ContentError[] = []
  const documents = new Map<string, unknown>()
  const options = folderOptions(contentDir, label)
  const { files, odd } = listContentFiles(contentDir)
  errors.push(...oddFileErrors(odd, options.shown))
  const unreadable: string[] = []

  for (const relative of files) {
    const reading = readContentFile(contentDir, relative, options.shown)
    errors.push(...reading.errors)
    if (reading.unreadable) unreadable.push(relative)
    else if ('data' in reading) documents.set(relative, reading.data)
  }

  errors.push(...checkDocuments(documents, { ...options, unreadable, files }))
  return { errors, documents, fileCount: files.length }
}

/** The files validateContent reads. Pictures are checked by checkImages (their headers need sharp, which is asynchronous). */
export function listContentFiles(contentDir: string): Listing {
  return listFiles(contentDir, (relative, isDirectory) => (isDirectory ? relative === 'images' : isLitter(relative)))
}

export function oddFileErrors(odd: OddFile[], shown: (relative: string) => string): ContentError[] {
  return odd.map((entry) => ({ file: shown(entry.file), pointer: '', message: `${entry.reason}: content/ holds only plain files` }))
}

/** The rule book's options for a folder: how its files are shown, its schemas, its pictures. */
export function folderOptions(contentDir: string, label: string): Pick<RuleBookOptions, 'ajv' | 'shown' | 'imageExists'> {
  return {
    ajv: ajv(),
    shown: (relative) => `${label}/${relative}`,
    imageExists: (relative) => fs.existsSync(path.join(contentDir, relative)),
  }
}

/** One file as validateContent reads it: its kind, its size, its strict parse (data only if it parsed). */
export function readContentFile(
  contentDir: string,
  relative: string,
  shown: (relative: string) => string,
): { errors: ContentError[]; data?: unknown; unreadable?: true } {
  const kind = kindOf(relative)
  if (!kind) return { errors: [{ file: shown(relative), pointer: '', message: `not a content file: expected ${KINDS.map((k) => k.shape).join(', ')} (or a picture in images/)` }] }
  const full = path.join(contentDir, relative)
  const size = fs.statSync(full).size
  if (size > MAX_FILE_BYTES) return { errors: [{ file: shown(relative), pointer: '', message: `is ${(size / 1e6).toFixed(1)} MB: a content file is at most ${MAX_FILE_BYTES / 1e6} MB` }] }
  const parsed = parseJsonFile(fs.readFileSync(full))
  const errors = parsed.problems.map((problem) => ({ file: shown(relative), ...problem }))
  return parsed.ok ? { errors, data: parsed.data } : { errors, unreadable: true }
}

