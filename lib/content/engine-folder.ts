// A content folder read through the engine (engine.ts): the listing (lib/node/files.ts, which
// reads only plain files), each file's bytes and their hash, the strict parse (json.ts) of
// bytes not seen before, and the verdicts kept between runs (lib/node/verdicts.ts). The
// callers in Node: `npm run validate` and the build's validate step (validate.ts), the dev
// server's session and its whole-site worker (lib/node/content-session.ts, content-worker.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ContentEngine, type FileState } from './engine.js'
import type { Content } from './engine-derive.js'
import { ajv } from './engine-schemas.js'
import { parseJsonFile } from './json.js'
import { isLitter, kindOf } from './kinds.js'
import { folderRules, type ContentError } from './rule-book.js'
import { listFiles, readPlainFile, type Listing, type OddFile } from '../node/files.js'
import { VerdictStore, bytesHash, storeName } from '../node/verdicts.js'

export interface FolderOptions {
  /** The folder of the verdict store (verdictDir() in lib/node/verdicts.ts): verdicts kept between runs. */
  store?: string
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

export class ContentFolder {
  readonly engine: ContentEngine
  private listing: Listing = { files: [], odd: [], links: [] }
  private pictures = new Set<string>()
  /** The picture names as a key of the rules' inputs. */
  private picturesKey = ''
  private store: VerdictStore | undefined
  private reused = 0
  /** The size of the files read by the last read() (their bytes). */
  bytesRead = 0

  constructor(
    readonly dir: string,
    /** How the folder is shown in messages (content, or a path relative to the working folder). */
    readonly label: string,
    private readonly options: FolderOptions = {},
  ) {
    this.engine = new ContentEngine({
      ajv: ajv(),
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
    this.listing = listContentFiles(this.dir)
    this.engine.keepOnly(this.listing.files)
    // What a text may name as a picture: everything under images/.
    const images = path.join(this.dir, 'images')
    this.pictures = new Set(
      fs.existsSync(images)
        ? fs.readdirSync(images, { recursive: true, encoding: 'utf8' }).map((name) => `images/${name.split(path.sep).join('/')}`)
        : [],
    )
    const site = this.listing.files.includes('site.json') ? readPlainFile(path.join(this.dir, 'site.json')) : undefined
    if (this.options.store)
      this.store = new VerdictStore(this.options.store, storeName({ site, pictures: this.pictures, label: this.label }))
    this.picturesKey = [...this.pictures].sort().join('\n')
    this.setInputs(site && bytesHash(site))
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
    const refused = refusal(this.dir, file, this.engine.options.shown)
    if (refused) return this.engine.put(file, `refused\0${refused.message}`, () => ({ refused }))
    const bytes = readPlainFile(path.join(this.dir, file))
    this.bytesRead += bytes.length
    const hash = bytesHash(bytes)
    const held = this.engine.get(file)
    // Read quickly before, and now needed whole: read again.
    if (held?.hash === hash && !held.verdict && !quick) this.engine.delete(file)
    this.engine.put(file, hash, (): Omit<FileState, 'hash'> => {
      const stored = this.store?.get(file, hash)
      if (stored) {
        this.reused++
        // Bytes the strict parser read: JSON.parse gives the same value.
        return stored.parsed ? { verdict: stored, data: JSON.parse(bytes.toString('utf8')) } : { verdict: stored }
      }
      if (quick) {
        try {
          return { data: JSON.parse(bytes.toString('utf8')) }
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

  /** Every error of the folder as last read (the pictures' headers aside: check-images.ts); the store, if any, is written. */
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

/** The files a content folder holds. Pictures are checked by checkImages (their headers need sharp, which is asynchronous). */
export function listContentFiles(contentDir: string): Listing {
  return listFiles(contentDir, (relative, isDirectory) => (isDirectory ? relative === 'images' : isLitter(relative)))
}

export function oddFileError(entry: OddFile, shown: (relative: string) => string): ContentError {
  return folderRules([{ file: entry.file, odd: entry.reason }], shown)[0]!
}

/** Why a file of the folder is not read as content (not a kind of content, too large), if it is not: the folder rule's verdict. */
function refusal(contentDir: string, relative: string, shown: (relative: string) => string): ContentError | undefined {
  return folderRules([{ file: relative, size: kindOf(relative) ? fs.statSync(path.join(contentDir, relative)).size : undefined }], shown)[0]
}
