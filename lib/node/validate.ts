// `npm run validate`'s check of a content folder: every file against its schema and the rules
// that span files, every error collected instead of stopping at the first, so one run shows
// them all. The engine (lib/content/engine.ts) does the checking; its folder reader
// (lib/content/engine-folder.ts) reads the folder on disk through content-folder.ts.
import fs from 'node:fs'
import path from 'node:path'
import type { FolderVerdict } from '../content/engine-folder.js'
import type { RuleBookOptions } from '../content/rule-book.js'
import { contentFolder } from './content-folder.js'
import { ajv } from './schemas.js'

export type ValidationResult = FolderVerdict

export interface ValidateOptions {
  /** The folder of the verdict store (verdicts.ts, verdictDir()); without one, every rule runs on every file. */
  store?: string
}

/**
 * Validates a content folder. `label` is how file names are shown (content/... by default).
 * With a store, a file whose bytes, rules and inputs are unchanged keeps its verdict: the
 * errors and documents are the same as without one (tests/unit/verdicts.test.ts).
 */
export function validateContent(contentDir: string, label = 'content', options: ValidateOptions = {}): ValidationResult {
  return contentFolder(contentDir, label, options).read().check()
}

/** The rule book's options for a folder as it is now (scripts and tests that run one rule alone). */
export function folderOptions(contentDir: string, label: string): Pick<RuleBookOptions, 'ajv' | 'shown' | 'imageExists'> {
  return {
    ajv: ajv(),
    shown: (relative) => `${label}/${relative}`,
    imageExists: (relative) => fs.existsSync(path.join(contentDir, relative)),
  }
}
