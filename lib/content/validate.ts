// Checks every file of a content folder against its schema and the rules that span files,
// collecting every error instead of stopping at the first, so one run shows them all. This
// file reads the folder; the rules themselves are the rule book (rule-book.ts), which the
// admin's editor runs too.
import fs from 'node:fs'
import path from 'node:path'
import type Ajv2020 from 'ajv/dist/2020.js'
import { createAjv } from './ajv.js'
import { parseJsonFile } from './json.js'
import { isLitter, kindOf } from './kinds.js'
import { checkDocuments, folderRules, type ContentError, type RuleBookOptions } from './rule-book.js'
import { listFiles, readPlainFile, type Listing, type OddFile } from '../node/files.js'
import { ROOT_DIR } from '../node/root.js'
import { VerdictStore, applyPatches, bytesHash, changedStrings, storeName, type FileVerdict } from '../node/verdicts.js'

export { PLACEHOLDER_MARK, type ContentError } from './rule-book.js'

export const SCHEMA_DIR = path.join(ROOT_DIR, 'schemas')

export interface ValidationResult {
  errors: ContentError[]
  /** Parsed documents by path relative to the content folder (only those that parsed). */
  documents: Map<string, unknown>
  fileCount: number
  /** Files whose verdict came from the store unchanged. */
  reused: number
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

export interface ValidateOptions {
  /** The folder of the verdict store (lib/node/verdicts.ts, verdictDir()); without one, every rule runs on every file. */
  store?: string
}

/**
 * Validates a content folder. `label` is how file names are shown (content/... by default).
 * With a store, a file whose bytes, rules and inputs are unchanged keeps its verdict: the
 * errors and documents are the same as without one (tests/unit/verdicts.test.ts).
 */
export function validateContent(contentDir: string, label = 'content', options: ValidateOptions = {}): ValidationResult {
  const errors: ContentError[] = []
  const documents = new Map<string, unknown>()
  const shown = (relative: string) => `${label}/${relative}`
  const listing = listContentFiles(contentDir)
  const files = listing.files
  errors.push(...oddFileErrors(listing.odd, shown))
  const unreadable: string[] = []
  // What a text may name as a picture: everything under images/ (the one-file rules read this list).
  const pictures = new Set(fs.existsSync(path.join(contentDir, 'images')) ? fs.readdirSync(path.join(contentDir, 'images'), { recursive: true, encoding: 'utf8' }).map((name) => `images/${name.split(path.sep).join('/')}`) : [])
  const site = files.includes('site.json') ? readPlainFile(path.join(contentDir, 'site.json')) : undefined
  const store = options.store ? new VerdictStore(options.store, storeName({ site, pictures, label })) : undefined
  /** The verdict of each file read this run (kept in the store), and the document as parsed before the rules sanitised it. */
  const verdicts = new Map<string, FileVerdict>()
  const asParsed = new Map<string, unknown>()
  let reused = 0

  for (const relative of files) {
    const refused = refusal(contentDir, relative, shown)
    if (refused) {
      errors.push(refused)
      continue
    }
    const bytes = readPlainFile(path.join(contentDir, relative))
    const hash = store && bytesHash(bytes)
    let verdict = hash ? store.get(relative, hash) : undefined
    let data: unknown
    let problems = verdict?.problems
    if (verdict) {
      reused++
      // Bytes the strict parser read without a fatal problem: JSON.parse gives the same value.
      if (verdict.parsed) {
        data = JSON.parse(bytes.toString('utf8'))
        applyPatches(data, verdict.patches)
      }
    } else {
      const parsed = parseJsonFile(bytes)
      if (parsed.ok) data = parsed.data
      problems = parsed.problems
      if (store && hash) {
        verdict = { hash, parsed: parsed.ok, problems: parsed.problems, patches: [] }
        store.set(relative, verdict)
        if (parsed.ok) asParsed.set(relative, JSON.parse(bytes.toString('utf8')))
      }
    }
    if (verdict) verdicts.set(relative, verdict)
    for (const problem of problems ?? []) errors.push({ file: shown(relative), ...problem })
    if (data === undefined) {
      unreadable.push(relative)
      continue
    }
    documents.set(relative, data)
  }

  errors.push(
    ...checkDocuments(documents, {
      ajv: ajv(),
      shown,
      imageExists: (relative) => pictures.has(relative),
      unreadable,
      files,
      fileVerdict: (relative, run) => {
        const verdict = verdicts.get(relative)
        if (!verdict) return run()
        if (!verdict.errors) {
          verdict.errors = run()
          verdict.patches = changedStrings(asParsed.get(relative), documents.get(relative))
          asParsed.delete(relative)
        }
        return verdict.errors
      },
      pageTokens: (relative, compute) => {
        const verdict = verdicts.get(relative)
        if (!verdict) return compute()
        return (verdict.tokens ??= compute())
      },
    }),
  )
  store?.save()
  return { errors, documents, fileCount: files.length, reused }
}

/** The files validateContent reads. Pictures are checked by checkImages (their headers need sharp, which is asynchronous). */
export function listContentFiles(contentDir: string): Listing {
  return listFiles(contentDir, (relative, isDirectory) => (isDirectory ? relative === 'images' : isLitter(relative)))
}

export function oddFileErrors(odd: OddFile[], shown: (relative: string) => string): ContentError[] {
  return folderRules(odd.map((entry) => ({ file: entry.file, odd: entry.reason })), shown)
}

/** The rule book's options for a folder the dev server watches: how its files are shown, its schemas, its pictures as they are now. */
export function folderOptions(contentDir: string, label: string): Pick<RuleBookOptions, 'ajv' | 'shown' | 'imageExists'> {
  return {
    ajv: ajv(),
    shown: (relative) => `${label}/${relative}`,
    imageExists: (relative) => fs.existsSync(path.join(contentDir, relative)),
  }
}

/** Why a file of the folder is not read as content (not a kind of content, too large), if it is not. */
function refusal(contentDir: string, relative: string, shown: (relative: string) => string): ContentError | undefined {
  return folderRules([{ file: relative, size: kindOf(relative) ? fs.statSync(path.join(contentDir, relative)).size : undefined }], shown)[0]
}

/** One file as validateContent reads it without a store: its kind, its size, its strict parse (data only if it parsed). */
export function readContentFile(contentDir: string, relative: string, shown: (relative: string) => string): { errors: ContentError[]; data?: unknown; unreadable?: true } {
  const refused = refusal(contentDir, relative, shown)
  if (refused) return { errors: [refused] }
  const parsed = parseJsonFile(readPlainFile(path.join(contentDir, relative)))
  const errors = parsed.problems.map((problem) => ({ file: shown(relative), ...problem }))
  return parsed.ok ? { errors, data: parsed.data } : { errors, unreadable: true }
}
