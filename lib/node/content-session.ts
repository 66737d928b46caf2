// The dev server's content: kept in memory and followed save by save, so that a page is
// served at once whatever the number of towns (before, every change re-validated the whole
// folder, and every request listed and stat-ed every file: 35 s a save at 1,087 towns).
//   - At start every file is read with JSON.parse (about 0.6 s at 10,000 towns): pages are
//     served from it while the whole-site check runs.
//   - One fs.watch per folder of content/ (not a watcher per file, as Vite's would be).
//   - A save re-reads that file alone, checks it with the rule book's one-file rules
//     (fileRules: schema, placeholders, pictures, typography, claims, …) and updates the
//     content: the page shows the new text, or every page shows that file's errors.
//   - The whole-site check (content-check.ts, the same errors as `npm run validate`) runs in a
//     worker thread (content-worker.ts) off the request path, and its verdict follows.
// What is shown is the latest verdict, with the errors of the files saved since then replaced
// by their own one-file check. The dev server hands pages content() (scripts/vite/content-watch.ts).
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { ContentValidationError, collectContent, resolveContentDocument, type Content } from '../content/load.js'
import { KINDS, isLitter, kindOf } from '../content/kinds.js'
import { fileRules, type ContentError } from '../content/rule-book.js'
import { folderOptions, listContentFiles, readContentFile } from '../content/validate.js'
import { listFiles, readPlainFile } from './files.js'
import type { CheckAnswer, CheckRequest } from './content-worker.js'

export interface SessionListener {
  /** Files changed and were checked one by one; `errors`: every error known now. */
  checked?(files: string[], errors: ContentError[]): void
  /** The whole-site check of the latest change ended. */
  verdict?(errors: ContentError[], info: { fileCount: number; ms: number }): void
  /** The whole-site check itself failed: a bug, not a state of the content. */
  failed?(message: string): void
}

export interface SessionOptions {
  dir: string
  /** How the folder is shown in messages (content, or a path relative to the working folder). */
  label: string
  listener?: SessionListener
  /** Quiet time after a file event before the files are read: an editor's save is several writes. */
  settleMs?: number
  /** The whole-site check's heap (MB; DEV_CHECK_MEMORY_MB; by default sized by the folder, checkHeapMb()). */
  checkMemoryMb?: number
}

/**
 * The whole-site check's heap for a folder whose content files hold `bytes`: 96 MB and three
 * times the text, so that longer towns get more room. At 10,000 generated towns (33 MB of
 * JSON) that is about 195 MB; the check passed there with a bound of 110 MB (the pieces of
 * npm run validate it runs hold about that much). A loose bound costs memory too: V8 lets a
 * heap grow to near its bound, and with 320 MB, the first default, the dev server peaked at
 * 1.12 GB at 10,000 towns.
 */
export const checkHeapMb = (bytes: number) => 96 + Math.ceil((3 * bytes) / 2 ** 20)

const isPicture = (file: string) => file === 'images' || file.startsWith('images/')

export class ContentSession {
  readonly dir: string
  private readonly label: string
  private readonly listener: SessionListener
  private readonly settleMs: number
  private readonly checkMemoryMb: number | undefined
  private readonly options: ReturnType<typeof folderOptions>
  /** The documents that parsed, resolved as pages see them ({claim:…}, {site:…}), by relative path. */
  private readonly documents = new Map<string, unknown>()
  /** site.json as written: an input of every file's rules. */
  private site: unknown
  /** The errors of files read since the verdict that last covered them, by relative path. */
  private readonly fresh = new Map<string, { seq: number; errors: ContentError[] }>()
  private verdict: { seq: number; errors: ContentError[] } | undefined
  /** Changes so far; the worker's verdict names the last one it includes. */
  private seq = 0
  private assembled: Content | undefined
  /** The size of the content files read at the start (their text), which sizes the whole-site check's heap. */
  private bytes = 0
  private readonly watchers = new Map<string, fs.FSWatcher>()
  private readonly pending = new Set<string>()
  private timer: NodeJS.Timeout | undefined
  private worker: Worker | undefined
  private waiting: (() => void)[] = []
  private closed = false

  constructor(options: SessionOptions) {
    this.dir = options.dir
    this.label = options.label
    this.listener = options.listener ?? {}
    this.settleMs = options.settleMs ?? 50
    this.checkMemoryMb = options.checkMemoryMb ?? (process.env.DEV_CHECK_MEMORY_MB ? Number(process.env.DEV_CHECK_MEMORY_MB) : undefined)
    this.options = folderOptions(this.dir, this.label)
  }

  /** Reads the folder and watches it; pages may ask for content at once. */
  start(): this {
    this.readAll(0)
    this.watch('')
    return this
  }

  /** Starts the whole-site check of the folder, if not started yet. */
  check(): void {
    if (this.worker || this.closed) return
    this.startWorker()
    // The schemas are compiled on first use: not on the first save's path (about 100 ms).
    setImmediate(() => KINDS.forEach((kind) => this.options.ajv.getSchema(kind.schema)))
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
    void this.worker?.terminate()
    for (const resolve of this.waiting.splice(0)) resolve()
  }

  /** Every error known now: the latest verdict, with the files read since then replaced by their one-file check. */
  errors(): ContentError[] {
    const covered = this.verdict?.seq ?? -1
    const newer = [...this.fresh].filter(([, entry]) => entry.seq > covered)
    const replaced = new Set(newer.map(([file]) => this.options.shown(file)))
    return [...(this.verdict?.errors.filter((error) => !replaced.has(error.file)) ?? []), ...newer.flatMap(([, entry]) => entry.errors)]
  }

  /** The content pages render; a ContentValidationError while there are errors. */
  content(): Content {
    const errors = this.errors()
    if (errors.length > 0) throw new ContentValidationError(errors)
    // Collecting is linear (about 20 ms at 10,000 towns) and happens once per change, not per request.
    return (this.assembled ??= collectContent(this.dir, this.documents))
  }

  /**
   * The errors a page request must show. When the content cannot even be put together yet
   * (site.json missing or malformed before the first verdict), waits for the whole-site check,
   * which names the problem.
   */
  async errorsToServe(): Promise<ContentError[]> {
    try {
      this.content()
      return []
    } catch (error) {
      if (error instanceof ContentValidationError) return error.errors
      await this.settled()
      return this.errors()
    }
  }

  /** Resolves once the whole-site verdict includes every change made so far. */
  settled(): Promise<void> {
    if (this.closed || this.verdict?.seq === this.seq) return Promise.resolve()
    this.check()
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Every content file, with JSON.parse: the strict reader (and its exact messages) only for a file that fails it. */
  private readAll(seq: number): void {
    const raw = new Map<string, { data: unknown; refers: boolean }>()
    this.bytes = 0
    for (const file of listContentFiles(this.dir).files) {
      if (!kindOf(file)) continue
      try {
        const text = readPlainFile(path.join(this.dir, file)).toString('utf8')
        this.bytes += text.length
        // A file with no {claim:…} or {site:…} (no city has one) needs no resolved copy: 0.7 s less at 10,000 towns.
        raw.set(file, { data: JSON.parse(text), refers: /\{claim:|\{site:|\\u/.test(text) })
      } catch {
        this.fresh.set(file, { seq, errors: readContentFile(this.dir, file, this.options.shown).errors })
      }
    }
    this.site = raw.get('site.json')?.data
    this.documents.clear()
    for (const [file, { data, refers }] of raw) this.documents.set(file, refers ? this.resolve(data) : data)
    this.assembled = undefined
  }

  private resolve(data: unknown): unknown {
    const site = this.site as { claims?: unknown } | undefined
    // Without a readable site.json nothing can be resolved, nor served: the verdict will say why.
    return site && typeof site.claims === 'object' ? resolveContentDocument(data, site) : data
  }

  /** Watches `folder` (relative; '' for the root) and every folder inside it. */
  private watch(folder: string): void {
    const full = path.join(this.dir, folder)
    if (this.watchers.has(folder)) return
    let watcher: fs.FSWatcher
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(full, { withFileTypes: true })
      watcher = fs.watch(full, (_event, name) => {
        // Linux and macOS always name the entry; without a name there is nothing to re-read.
        if (name) this.changed(folder ? `${folder}/${name}` : String(name))
      })
    } catch {
      return // removed in the meantime: its parent's event says so
    }
    watcher.on('error', () => this.unwatch(folder))
    this.watchers.set(folder, watcher)
    for (const entry of entries) {
      if (entry.isDirectory()) this.watch(folder ? `${folder}/${entry.name}` : entry.name)
    }
  }

  private unwatch(folder: string): void {
    for (const [watched, watcher] of this.watchers) {
      if (watched === folder || watched.startsWith(`${folder}/`)) {
        watcher.close()
        this.watchers.delete(watched)
      }
    }
  }

  private changed(file: string): void {
    if (this.closed || isLitter(file)) return
    this.pending.add(file)
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.flush(), this.settleMs)
  }

  /** Reads the files changed since the last flush, checks each one alone, and hands them to the whole-site check. */
  private flush(): void {
    const seq = ++this.seq
    const changed: string[] = []
    let siteChanged = false
    // A folder moved in adds its files to the list while it is walked.
    const queue = [...this.pending]
    this.pending.clear()
    for (const file of queue) {
      changed.push(file)
      if (isPicture(file)) continue // their headers are read by the whole-site check; the dev server re-encodes them
      const full = path.join(this.dir, file)
      const stat = fs.lstatSync(full, { throwIfNoEntry: false })
      if (stat?.isDirectory()) {
        this.watch(file)
        queue.push(...listFiles(full, (relative) => isLitter(relative)).files.map((inner) => `${file}/${inner}`))
        continue
      }
      if (!stat) {
        // A file or a folder is gone: what it held is no longer served.
        this.unwatch(file)
        for (const known of [...this.documents.keys(), ...this.fresh.keys()]) {
          if (known !== file && !known.startsWith(`${file}/`)) continue
          this.documents.delete(known)
          this.fresh.set(known, { seq, errors: [] })
          if (known === 'site.json') siteChanged = true
        }
        this.fresh.set(file, { seq, errors: [] })
        continue
      }
      // Links and other entries that are not plain files: the whole-site check reports them.
      if (!stat.isFile()) continue
      let reading: ReturnType<typeof readContentFile>
      try {
        reading = readContentFile(this.dir, file, this.options.shown)
      } catch {
        // Removed or replaced while being read: its own event follows.
        continue
      }
      const errors = reading.errors
      if ('data' in reading) {
        if (file === 'site.json') {
          siteChanged = true
          this.site = reading.data
        }
        errors.push(...fileRules(file, reading.data, this.site, this.options))
        this.documents.set(file, this.resolve(reading.data))
      } else this.documents.delete(file)
      this.fresh.set(file, { seq, errors })
    }
    // The claims' wording is in every page: read everything again (about 1 s at 10,000 towns; rare).
    if (siteChanged) this.readAll(seq)
    this.assembled = undefined
    if (this.worker) this.worker.postMessage({ seq, changed } satisfies CheckRequest)
    else this.startWorker()
    this.listener.checked?.(changed, this.errors())
  }

  private startWorker(): void {
    const heapMb = this.checkMemoryMb ?? checkHeapMb(this.bytes)
    // The worker runs the TypeScript sources through tsx, as the dev server itself does.
    const entry = new URL('./content-worker.ts', import.meta.url).href
    const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`, {
      eval: true,
      workerData: { dir: this.dir, label: this.label },
      // A bound on the heap makes V8 collect before it grows: without one, the check's garbage
      // took the worker to 1 GB at 10,000 towns; V8 also lets the heap grow to near any bound.
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 8 },
    })
    worker.on('message', (answer: CheckAnswer) => this.answered(answer))
    worker.on('error', (error) => {
      const code = (error as { code?: string }).code
      this.listener.failed?.(
        code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `it needs more than ${heapMb} MB for this folder: set DEV_CHECK_MEMORY_MB higher (npm run validate checks it meanwhile)`
          : (error.stack ?? String(error)),
      )
      // The next change starts a new worker, which reads the whole folder again.
      if (this.worker === worker) this.worker = undefined
      for (const resolve of this.waiting.splice(0)) resolve()
    })
    worker.postMessage({ seq: this.seq, changed: [] } satisfies CheckRequest)
    this.worker = worker
  }

  private answered(answer: CheckAnswer): void {
    const current = answer.seq === this.seq
    if (answer.type === 'verdict') {
      this.verdict = { seq: answer.seq, errors: answer.errors }
      for (const [file, entry] of this.fresh) if (entry.seq <= answer.seq) this.fresh.delete(file)
      if (current) this.listener.verdict?.(this.errors(), { fileCount: answer.fileCount, ms: answer.ms })
    } else if (current) this.listener.failed?.(answer.message)
    // Older verdicts are taken in silently: the one of the latest change follows.
    if (current) for (const resolve of this.waiting.splice(0)) resolve()
  }
}

/**
 * The session of `dir`, started: one per dev server. With `deferCheck`, the whole-site check
 * waits for check() (the dev server calls it once the first page is served: on a busy
 * machine the check's thread slowed the first page by seconds).
 */
export function startContentSession(options: SessionOptions & { deferCheck?: boolean }): ContentSession {
  const session = new ContentSession(options).start()
  if (!options.deferCheck) session.check()
  return session
}
