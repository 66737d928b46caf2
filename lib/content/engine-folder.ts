// A content folder read through the engine (engine.ts): the listing, each file's bytes and
// their key, the strict parse (json.ts) of bytes not seen before, and the verdicts kept
// between runs. Pure: what touches the disk is handed to it, as Astro's loader context hands
// a loader its store: the folder's files (FolderSource) and the verdict store (VerdictKeeper),
// which lib/node/content-folder.ts and lib/node/verdicts.ts give in Node. The callers:
// `npm run validate` and the build's validate step, the dev server's session and its
// whole-site worker (lib/node/content-session.ts, content-worker.ts).
import type Ajv2020 from 'ajv/dist/2020.js'
import { ContentEngine, type FileState, type FileVerdict } from './engine.js'
import type { Content } from './engine-derive.js'
import { parseJsonFile } from './json.js'
import { kindOf } from './kinds.js'
import { folderRules, type ContentError } from './rule-book.js'

/** What is not read as a file of the folder (a link, a pipe…), and why, in words a maintainer can act on. */
export interface OddFile {
  /** Path relative to the folder, with forward slashes. */
  file: string
  reason: string
}

/** The folder's entries, relative, sorted: its content files, and what is not a plain file. */
export interface FolderListing {
  files: string[]
  odd: OddFile[]
}

/** The folder as stored: what the folder reads, and nothing else. */
export interface FolderSource {
  /** The content files (the pictures left to checkImages), and the odd entries. */
  list(): FolderListing
  /** What a text may name as a picture: every path under images/ (`images/x.svg`). */
  pictures(): Set<string>
  /** A file's size, before it is read (a file too large is refused unread). */
  size(file: string): number
  /** A file's bytes and their key (their hash), refusing what is not a plain file. */
  read(file: string): { bytes: Uint8Array; hash: string }
}

/** The verdicts kept between runs (lib/node/verdicts.ts): read at the start of a run, written at its end. */
export interface VerdictKeeper {
  get(file: string, hash: string): FileVerdict | undefined
  set(file: string, verdict: FileVerdict): void
  save(): void
}

/** What every file's verdict depends on besides its bytes: a store is opened for these. */
export interface StoreInputs {
  site: Uint8Array | undefined
  pictures: Iterable<string>
  label: string
}

export interface FolderOptions {
  /** The folder, as pages get it (`Content.dir`). */
  dir: string
  /** How the folder is shown in messages (content, or a path relative to the working folder). */
  label: string
  source: FolderSource
  /** The compiled schemas (lib/node/schemas.ts in Node). */
  ajv: Ajv2020
  /** The verdicts kept for these inputs between runs; without it, every rule runs on every file. */
  store?: (inputs: StoreInputs) => VerdictKeeper
  /**
   * Held for the life of a process (the dev server): each document is copied out of its
   * file's text, whose slices it would otherwise keep alive (twice the memory at 10,000 towns).
   */
  lasting?: boolean
  /** The folder is watched (the dev server): a file removed or replaced while it is read is skipped, and its own event follows. */
  watched?: boolean
}

export interface FolderVerdict {
  errors: ContentError[]
  /** The documents that parsed, as written, by path relative to the folder. */
  documents: Map<string, unknown>
  fileCount: number
  /** Files whose verdict came from the store. */
  reused: number
}

// Bytes the strict parser read are UTF-8; a byte-order mark stays in the text, as Node's
// decoding keeps it, so JSON.parse refuses it and the strict reader names it.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })

export class ContentFolder {
  readonly engine: ContentEngine
  readonly dir: string
  readonly label: string
  private listing: FolderListing = { files: [], odd: [] }
  private pictures = new Set<string>()
  /** The picture names as a key of the rules' inputs. */
  private picturesKey = ''
  private store: VerdictKeeper | undefined
  private reused = 0
  /** The size of the files read by the last read() (their bytes). */
  bytesRead = 0

  constructor(private readonly options: FolderOptions) {
    const { dir, label, ajv } = options
    this.dir = dir
    this.label = label
    this.engine = new ContentEngine({
      ajv,
      shown: (relative) => `${label}/${relative}`,
      imageExists: (relative) => this.pictures.has(relative),
      learned: (file, verdict) => this.store?.set(file, verdict),
    })
  }

  /**
   * Lists the folder again, then reads the files named in `changed` and those not held yet,
   * or, without `changed`, every file (bytes that did not change keep their verdict). With
   * `quick`, a document is read with JSON.parse alone, and the strict reader runs only on a
   * file that fails it: the dev server serves pages from it while the whole check runs.
   */
  read(changed?: Iterable<string>, quick = false): this {
    const { source } = this.options
    this.listing = source.list()
    this.engine.keepOnly(this.listing.files)
    this.pictures = source.pictures()
    const site = this.listing.files.includes('site.json') ? source.read('site.json') : undefined
    if (this.options.store) this.store = this.options.store({ site: site?.bytes, pictures: this.pictures, label: this.label })
    this.picturesKey = [...this.pictures].sort().join('\n')
    this.setInputs(site?.hash)
    const named = changed && new Set(changed)
    this.bytesRead = 0
    for (const file of this.listing.files) {
      if (named && !named.has(file) && this.engine.get(file)) continue
      this.readFile(file, quick)
    }
    return this
  }

  /**
   * A save in a watched folder: reads the files named and forgets those removed, without
   * listing the folder again (pictures are left to the next read()).
   */
  update(files: string[], removed: string[]): void {
    const listed = new Set(this.listing.files)
    for (const file of removed) {
      listed.delete(file)
      this.engine.delete(file)
    }
    for (const file of files) {
      listed.add(file)
      this.readFile(file, false)
    }
    this.listing = { ...this.listing, files: [...listed].sort() }
    if (files.includes('site.json') || removed.includes('site.json')) this.setInputs(this.engine.get('site.json')?.hash)
  }

  /** What every file's one-file rules read besides the file: site.json's bytes (their hash) and the picture names. */
  private setInputs(siteHash: string | undefined): void {
    this.engine.setInputs(`${siteHash ?? '-'}\0${this.picturesKey}`)
  }

  /** The files of the folder as last listed. */
  get files(): readonly string[] {
    return this.listing.files
  }

  /** Reads one file into the engine. In a watched folder, a file removed or replaced while it is read is skipped: its own event follows. */
  private readFile(file: string, quick: boolean): void {
    try {
      this.readBytes(file, quick)
    } catch (error) {
      if (!this.options.watched) throw error
    }
  }

  private readBytes(file: string, quick: boolean): void {
    const { source } = this.options
    const size = kindOf(file) ? source.size(file) : undefined
    const refused = folderRules([{ file, size }], this.engine.options.shown)[0]
    if (refused) return this.engine.put(file, `refused\0${refused.message}`, () => ({ refused }))
    const { bytes, hash } = source.read(file)
    this.bytesRead += bytes.length
    const held = this.engine.get(file)
    // Read quickly before, and now needed whole: read again.
    if (held?.hash === hash && !held.verdict && !quick) this.engine.delete(file)
    this.engine.put(file, hash, (): Omit<FileState, 'hash'> => {
      const stored = this.store?.get(file, hash)
      if (stored) {
        this.reused++
        // Bytes the strict parser read: JSON.parse gives the same value.
        return stored.parsed ? { verdict: stored, data: JSON.parse(utf8.decode(bytes)) } : { verdict: stored }
      }
      if (quick) {
        try {
          return { data: JSON.parse(utf8.decode(bytes)) }
        } catch {
          // The strict reader below names the mistake.
        }
      }
      const parsed = parseJsonFile(bytes)
      const verdict = { hash, parsed: parsed.ok, problems: parsed.problems }
      this.store?.set(file, verdict)
      if (!parsed.ok) return { verdict }
      return { verdict, data: this.options.lasting ? structuredClone(parsed.data) : parsed.data }
    })
  }

  /** Every error of the folder as last read (the pictures' headers aside: lib/node/check-images.ts); the store, if any, is written. */
  check(): FolderVerdict {
    const odd = this.listing.odd.map((entry) => oddFileError(entry, this.engine.options.shown))
    const { errors, documents } = this.engine.check(this.listing.files, odd)
    this.store?.save()
    return { errors, documents, fileCount: this.listing.files.length, reused: this.reused }
  }

  /** What pages use (engine-derive.ts), from the documents as last read. */
  content(): Content {
    const content = this.engine.content(this.dir)
    this.store?.save()
    return content
  }
}

export function oddFileError(entry: OddFile, shown: (relative: string) => string): ContentError {
  return folderRules([{ file: entry.file, odd: entry.reason }], shown)[0]!
}
