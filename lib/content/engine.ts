// The one content engine: every caller that checks content goes through it — `npm run
// validate` and the build (engine-folder.ts reads the folder for them), the dev server's
// session and its whole-site worker (lib/node/content-session.ts, content-worker.ts), and the
// admin before a save (lib/cms/entry-check.ts, on the documents it read through its backend).
// It holds each file's verdict by the file's key (the hash of its bytes; the admin's own key
// for a document it read), so a file is checked again only when it or what its one-file
// rules read (site.json, the pictures) changed. Every document it is given is read once
// (read-document.ts: Unicode NFC, the length bound), whoever gives it; then the rules check it
// without changing it, and what pages use is derived from that same document (engine-derive.ts).
// Pure: no file system, so the admin's bundle runs it too.
import { collectContent, deriveDocument, htmlPlans, type Content, type HtmlPlans } from './engine-derive.js'
import type { JsonProblem } from './json.js'
import type { PageTokens } from './page-tokens.js'
import { readDocument } from './read-document.js'
import type { Finding } from './rules/rule.js'
import { crossPageRules, fileRules, type ContentError, type RuleBookOptions } from './rule-book.js'

/** What is known of one file with given bytes: what lib/node/verdicts.ts keeps between runs. */
export interface FileVerdict {
  /** The key of the bytes (SHA-1 of the file). */
  hash: string
  /** Whether the strict parse read a value, and its problems (repeated keys, or why it did not). */
  parsed: boolean
  problems: JsonProblem[]
  /** The one-file rules' errors (fileRules in rule-book.ts), once computed. */
  errors?: ContentError[]
  /** A city's page tokens for the cross-page rules (page-tokens.ts), once computed. */
  tokens?: PageTokens
  /**
   * Its HTML fields are written in their sanitised form, so pages get them as written: known
   * once derived (engine-derive.ts), and kept so that a build with the file unchanged does not
   * sanitise them again. A forged « true » publishes nothing more: pages sanitise every HTML
   * field they write (publishedHtml in html.ts).
   */
  htmlClean?: boolean
}

/** One file as the engine holds it. */
export interface FileState {
  /** The key of its bytes: the state is kept while it is unchanged. */
  hash: string
  /** Why it is not read as content (not a kind of content, too large), if it is not. */
  refused?: ContentError
  /** Its verdict; absent while only read quickly (the dev server's start: `data` only). */
  verdict?: FileVerdict
  /** The document, when it parsed, as read (read-document.ts). Never changed by the rules. */
  data?: unknown
  /** What reading it cut to the length bound (the text gate reports it). */
  cut?: Finding[]
  /** The document as pages see it (engine-derive.ts), once derived. */
  derived?: unknown
}

export interface EngineOptions extends Pick<RuleBookOptions, 'ajv' | 'shown' | 'imageExists'> {
  /** A verdict learned something after its rules ran (htmlClean): the store keeps it. */
  learned?: (file: string, verdict: FileVerdict) => void
  /** Deep-freezes each document once read: a rule that writes throws (the rules' test, as ESLint's rule tester does). */
  frozen?: boolean
}

export interface EngineVerdict {
  /** Every error, in `npm run validate`'s order: the caller's own (odd entries), each file's reading, each document's one-file rules, then the cross-file rules. */
  errors: ContentError[]
  /** The documents that parsed, by relative path, in the order of the files. */
  documents: Map<string, unknown>
}

export class ContentEngine {
  private readonly files = new Map<string, FileState>()
  /** What every file's rules read besides the file: site.json's key and the caller's (the pictures). */
  private inputs = ''
  private plans: HtmlPlans | undefined

  constructor(readonly options: EngineOptions) {}

  get(file: string): FileState | undefined {
    return this.files.get(file)
  }

  /** Keeps a file as read anew (unless its key is the one held); `read` is called only then, and its document read here (read-document.ts). */
  put(file: string, hash: string, read: () => Omit<FileState, 'hash' | 'cut'>): void {
    if (this.files.get(file)?.hash === hash) return
    const state: FileState = { hash, ...read() }
    if ('data' in state) {
      const document = readDocument(state.data)
      state.data = this.options.frozen ? deepFreeze(document.data) : document.data
      if (document.cut.length > 0) state.cut = document.cut
    }
    this.files.set(file, state)
    // Every page shows site.json's claims: derived anew.
    if (file === 'site.json') for (const state of this.files.values()) state.derived = undefined
  }

  delete(file: string): void {
    this.files.delete(file)
    if (file === 'site.json') for (const state of this.files.values()) state.derived = undefined
  }

  /** Forgets every file not in `files`. */
  keepOnly(files: Iterable<string>): void {
    const kept = new Set(files)
    for (const file of [...this.files.keys()]) if (!kept.has(file)) this.delete(file)
  }

  /**
   * The key of what every file's one-file rules read besides the file: site.json and the
   * picture names. Given before the files of a read are put: a new key runs every file's
   * rules again, and verdicts put after it are taken as computed under it.
   */
  setInputs(key: string): void {
    if (key === this.inputs) return
    for (const state of this.files.values()) if (state.verdict) state.verdict.errors = undefined
    this.inputs = key
  }

  /** A file's own errors: how it read, then its one-file rules. */
  fileErrors(file: string): ContentError[] {
    const state = this.files.get(file)
    if (!state) return []
    return [...this.readingErrors(file, state), ...this.ruleErrors(file, state)]
  }

  private readingErrors(file: string, state: FileState): ContentError[] {
    if (state.refused) return [state.refused]
    return (state.verdict?.problems ?? []).map((problem) => ({ file: this.options.shown(file), ...problem }))
  }

  private ruleErrors(file: string, state: FileState): ContentError[] {
    if (!('data' in state)) return []
    const run = () => fileRules(file, state.data, this.files.get('site.json')?.data, this.options, state.cut)
    return state.verdict ? (state.verdict.errors ??= run()) : run()
  }

  /**
   * Every error of the files in `files` (listing order; those held but not listed are left
   * out), after `before` (the caller's own: entries of the folder that are not files).
   */
  check(files: string[], before: ContentError[] = []): EngineVerdict {
    const errors = [...before]
    const documents = new Map<string, unknown>()
    const unreadable: string[] = []
    const held = files.flatMap((file) => {
      const state = this.files.get(file)
      return state ? [[file, state] as const] : []
    })
    for (const [file, state] of held) {
      errors.push(...this.readingErrors(file, state))
      if ('data' in state) documents.set(file, state.data)
      else if (!state.refused) unreadable.push(file)
    }
    for (const [file, state] of held) errors.push(...this.ruleErrors(file, state))
    const pageTokens = (file: string, compute: () => PageTokens) => {
      const verdict = this.files.get(file)?.verdict
      return verdict ? (verdict.tokens ??= compute()) : compute()
    }
    errors.push(...crossPageRules(documents, { ...this.options, unreadable, files, pageTokens }))
    return { errors, documents }
  }

  /** What pages use, from the documents held (checked or not: the caller says whether they may be served). */
  content(dir: string): Content {
    this.plans ??= htmlPlans(this.options.ajv)
    const site = this.files.get('site.json')?.data
    const derived = new Map<string, unknown>()
    for (const [file, state] of [...this.files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (!('data' in state)) continue
      if (!state.derived) {
        const { verdict } = state
        const result = deriveDocument(file, state.data, site, this.plans, verdict?.htmlClean !== true)
        state.derived = result.derived
        if (verdict && verdict.htmlClean === undefined) {
          verdict.htmlClean = result.htmlClean
          this.options.learned?.(file, verdict)
        }
      }
      derived.set(file, state.derived)
    }
    return collectContent(dir, derived)
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}

/** Every error of documents held in memory, checked once, without a store: the engine's own path, for the rules' fixtures and tests. */
export function checkDocuments(documents: Map<string, unknown>, options: EngineOptions): ContentError[] {
  const engine = new ContentEngine(options)
  for (const [file, data] of documents) engine.put(file, file, () => ({ data }))
  return engine.check([...documents.keys()]).errors
}
