// The verdict of `npm run validate` on a content folder, kept up to date file by file for the
// dev server (lib/node/content-worker.ts runs it off the request path). The first update reads
// every file; later ones re-read only the files named as changed and run the one-file rules
// on them alone, then the whole-site rules on everything. The pieces are validateContent's own
// (lib/content/validate.ts: the listing, readContentFile; the rule book's fileRules and
// crossPageRules), so the errors are the same; tests/unit/content-session.test.ts compares them.
import type { PageTokens } from '../content/page-tokens.js'
import { crossPageRules, fileRules, type ContentError } from '../content/rule-book.js'
import { folderOptions, listContentFiles, oddFileErrors, readContentFile } from '../content/validate.js'

interface Entry {
  /** Those of reading the file: kind, size, strict parse. */
  reading: ContentError[]
  /** Present when the file parsed. */
  data?: unknown
  unreadable?: true
  /** Its one-file rules; undefined until they are run again. */
  rules?: ContentError[]
  /** A city's page tokens for the cross-page rules (lib/content/page-tokens.ts), computed once per reading. */
  tokens?: PageTokens
}

export interface FolderVerdict {
  errors: ContentError[]
  fileCount: number
}

export class FolderCheck {
  private readonly entries = new Map<string, Entry>()
  private readonly options: ReturnType<typeof folderOptions>
  private site: unknown

  constructor(
    readonly dir: string,
    label: string,
  ) {
    this.options = folderOptions(dir, label)
  }

  /**
   * Every error of the folder once the files in `changed` (relative paths; anything under
   * images/ counts as a change of the pictures) are read again. The listing is read each time
   * (a few tens of milliseconds at 10,000 files): files added or removed are found even when
   * the caller did not name them.
   */
  update(changed: Iterable<string> = []): FolderVerdict {
    const { files, odd } = listContentFiles(this.dir)
    const listed = new Set(files)
    for (const file of this.entries.keys()) if (!listed.has(file)) this.entries.delete(file)
    // Which pictures exist is an input of every file's rules (and so is site.json, below).
    let everyFile = false
    for (const file of changed) {
      if (file.startsWith('images/')) everyFile = true
      this.entries.delete(file)
    }
    const documents = new Map<string, unknown>()
    const unreadable: string[] = []
    for (const file of files) {
      let entry = this.entries.get(file)
      if (!entry) {
        const { errors, ...rest } = readContentFile(this.dir, file, this.options.shown)
        // A copy: the strict parser's strings are slices of the file's text, which they would
        // keep alive (twice the memory of the documents: 60 MB more at 10,000 towns).
        if ('data' in rest) rest.data = structuredClone(rest.data)
        this.entries.set(file, (entry = { reading: errors, ...rest }))
      }
      if ('data' in entry) documents.set(file, entry.data)
      if (entry.unreadable) unreadable.push(file)
    }
    const site = documents.get('site.json')
    if (site !== this.site) everyFile = true
    this.site = site
    const errors = oddFileErrors(odd, this.options.shown)
    for (const [file, entry] of this.entries) {
      if (everyFile || !entry.rules) entry.rules = 'data' in entry ? fileRules(file, entry.data, site, this.options) : []
      errors.push(...entry.reading, ...entry.rules)
    }
    const pageTokens = (file: string, compute: () => PageTokens) => {
      const entry = this.entries.get(file)
      return entry ? (entry.tokens ??= compute()) : compute()
    }
    errors.push(...crossPageRules(documents, { ...this.options, unreadable, files, pageTokens }))
    return { errors, fileCount: files.length }
  }
}
