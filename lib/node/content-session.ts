// The dev server's content: kept in memory and followed save by save, so that a page is
// served at once whatever the number of towns (before, every change re-validated the whole
// folder, and every request listed and stat-ed every file: 35 s a save at 1,087 towns).
//   - At start every file is read with JSON.parse (about 0.6 s at 10,000 towns): pages are
//     served from it while the whole-site check runs.
//   - One fs.watch per folder of content/ (not a watcher per file, as Vite's would be).
//   - A save re-reads that file alone, checks it with the engine's one-file rules (fileRules:
//     schema, placeholders, pictures, typography, claims, …) and updates the content: the page
//     shows the new text, or every page shows that file's errors.
//   - The whole-site check (the same engine, the same errors as `npm run validate`) runs in a
//     worker thread (content-worker.ts) off the request path, and its verdict follows.
// Reading, checking and deriving what pages use are the engine's (lib/content/engine.ts, read
// through lib/content/engine-folder.ts and content-folder.ts); this file follows the saves and merges the two verdicts.
// What is shown is the latest verdict, with the errors of the files saved since then replaced
// by their own one-file check. The dev server hands pages content() (scripts/vite/content-watch.ts).
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { ContentValidationError } from '../content/content-error.js'
import type { Content } from '../content/engine-derive.js'
import type { ContentFolder } from '../content/engine-folder.js'
import { KINDS, isLitter } from '../content/kinds.js'
import type { ContentError } from '../content/rule-book.js'
import { contentFolder } from './content-folder.js'
import { listFiles } from './files.js'
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
  /** The folder as the engine holds it: every file's document, verdict and derived form. */
  private readonly folder: ContentFolder
  /** The errors of files read since the verdict that last covered them, by relative path. */
  private readonly fresh = new Map<string, { seq: number; errors: ContentError[] }>()
  private verdict: { seq: number; errors: ContentError[] } | undefined
  /** Changes so far; the worker's verdict names the last one it includes. */
  private seq = 0
  private assembled: Content | undefined
  /** The size of the content files read at the start, which sizes the whole-site check's heap. */
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
    this.folder = contentFolder(this.dir, this.label, { watched: true })
  }

  /** Reads the folder and watches it; pages may ask for content at once. */
  start(): this {
    // With JSON.parse alone (about 0.6 s at 10,000 towns): the strict reader only for a file that fails it.
    this.bytes = this.folder.read(undefined, true).bytesRead
    for (const file of this.folder.files)
      if (this.folder.engine.get(file)?.verdict) this.fresh.set(file, { seq: 0, errors: this.folder.engine.fileErrors(file) })
    this.watch('')
    return this
  }

  /** Starts the whole-site check of the folder, if not started yet. */
  check(): void {
    if (this.worker || this.closed) return
    this.startWorker()
    // The schemas are compiled on first use: not on the first save's path (about 100 ms).
    setImmediate(() => KINDS.forEach((kind) => this.folder.engine.options.ajv.getSchema(kind.schema)))
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
    const replaced = new Set(newer.map(([file]) => this.folder.engine.options.shown(file)))
    return [...(this.verdict?.errors.filter((error) => !replaced.has(error.file)) ?? []), ...newer.flatMap(([, entry]) => entry.errors)]
  }

  /** The content pages render; a ContentValidationError while there are errors. */
  content(): Content {
    const errors = this.errors()
    if (errors.length > 0) throw new ContentValidationError(errors)
    // Collecting is linear (about 20 ms at 10,000 towns) and happens once per change, not per
    // request; each document is derived once per reading (and again after site.json changes).
    return (this.assembled ??= this.folder.content())
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
    const files: string[] = []
    const removed: string[] = []
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
      } else if (!stat) {
        // A file or a folder is gone: what it held is no longer served.
        this.unwatch(file)
        for (const known of [...this.folder.files, ...this.fresh.keys()]) {
          if (known !== file && !known.startsWith(`${file}/`)) continue
          removed.push(known)
          this.fresh.set(known, { seq, errors: [] })
        }
        this.fresh.set(file, { seq, errors: [] })
      } else if (stat.isFile()) files.push(file)
      // Links and other entries that are not plain files: the whole-site check reports them.
    }
    this.folder.update(files, removed)
    // A file removed or replaced while it was read is not held: its own event follows.
    for (const file of files) if (this.folder.engine.get(file)) this.fresh.set(file, { seq, errors: this.folder.engine.fileErrors(file) })
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
