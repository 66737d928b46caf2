// The verdicts of the content engine (lib/content/engine.ts), the store its folder reader is
// handed (lib/content/engine-folder.ts, VerdictKeeper), for `npm run validate` and the
// build's validate step, kept between runs file by file in .cache/validate/ (VALIDATE_CACHE=0:
// not used). For each file, keyed by its path and the hash of its bytes, the store keeps:
//   - the problems of its strict parse (lib/content/json.ts): unchanged bytes are then read
//     with JSON.parse, about 20 times faster;
//   - the verdict of the rule book's one-file rules (fileRules in rule-book.ts);
//   - for a city, its page tokens (page-tokens.ts), so the cross-page rules need not
//     tokenise every page again.
// A verdict also depends on what the one-file rules read besides the file: the rules' code
// and schemas, site.json, the picture names and how paths are shown. All of them are hashed
// into the store's name, so a change of any of them starts a new store.
//
// One file: a header, the entries as JSON, then every page's tokens as two binary arrays.
// Written to a temporary file and renamed; a store that does not read back whole (cut short,
// corrupt, another version) is ignored, and the run validates cold. Only the entries of the
// files of the last run are written, and older stores are removed: it stays the size of the
// content.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FileVerdict } from '../content/engine.js'
import type { StoreInputs, VerdictKeeper } from '../content/engine-folder.js'
import { listFiles } from './files.js'
import { ROOT_DIR } from './root.js'

/**
 * The store's folder, or undefined when VALIDATE_CACHE=0. VALIDATE_CACHE_DIR gives a run a
 * folder of its own: a folder keeps one store, so runs on other content beside it (the unit
 * tests beside the build tests of `npm test`) would remove the store it means to reuse.
 */
export function verdictDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.VALIDATE_CACHE === '0' ? undefined : env.VALIDATE_CACHE_DIR || path.join(ROOT_DIR, '.cache', 'validate')
}

const sha1 = (data: crypto.BinaryLike) => crypto.createHash('sha1').update(data).digest('hex')

/** The bytes' hash an entry is keyed by. */
export const bytesHash = (bytes: Buffer) => sha1(bytes)

let codeHash: string | undefined
/** The rules' code (all of lib/), the schemas, the lockfile (ajv, sanitize-html…) and Node's version. */
function rulesCodeHash(): string {
  if (codeHash) return codeHash
  const hash = crypto.createHash('sha1').update(process.version)
  for (const folder of ['lib', 'schemas']) {
    for (const file of listFiles(path.join(ROOT_DIR, folder)).files)
      hash.update(`\0${folder}/${file}\0`).update(fs.readFileSync(path.join(ROOT_DIR, folder, file)))
  }
  const lockfile = path.join(ROOT_DIR, 'package-lock.json')
  if (fs.existsSync(lockfile)) hash.update(fs.readFileSync(lockfile))
  return (codeHash = hash.digest('hex'))
}

/** The name of the store for these inputs of the one-file rules (besides the file itself). */
export function storeName(inputs: StoreInputs): string {
  return sha1(
    [rulesCodeHash(), inputs.site ? sha1(inputs.site) : '-', [...inputs.pictures].sort().join('\n'), inputs.label].join('\0'),
  ).slice(0, 24)
}

const MAGIC = 'verdicts1'
/** Header: magic, then the SHA-1 of the rest (20 bytes), then the JSON's length (4 bytes). */
const HEADER = MAGIC.length + 20 + 4

interface StoredEntry extends Omit<FileVerdict, 'tokens'> {
  file: string
  /** [start, length] of the runs, then of the fingerprint, in the binary arrays. */
  tokens?: [number, number, number, number]
}

/** The verdicts of one store, read at the start of a run and written at its end. */
export class VerdictStore implements VerdictKeeper {
  private readonly previous = new Map<string, FileVerdict>()
  private readonly current = new Map<string, FileVerdict>()
  private changed = false

  constructor(
    private readonly dir: string,
    private readonly name: string,
  ) {
    try {
      this.read(fs.readFileSync(this.file()))
    } catch {
      // No store yet, or one that does not read back: validate cold.
      this.previous.clear()
    }
  }

  private file(): string {
    return path.join(this.dir, `${this.name}.bin`)
  }

  private read(bytes: Buffer): void {
    if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('not a verdict store')
    const body = bytes.subarray(MAGIC.length + 20)
    if (
      !crypto
        .createHash('sha1')
        .update(body)
        .digest()
        .equals(bytes.subarray(MAGIC.length, MAGIC.length + 20))
    )
      throw new Error('corrupt')
    const jsonLength = bytes.readUInt32LE(MAGIC.length + 20)
    const {
      entries,
      runs: runCount,
      prints: printCount,
    } = JSON.parse(bytes.toString('utf8', HEADER, HEADER + jsonLength)) as { entries: StoredEntry[]; runs: number; prints: number }
    // The arrays start at a multiple of 8 in the file; copied once, so that they are aligned in memory.
    const start = Math.ceil((HEADER + jsonLength) / 8) * 8
    if (start + runCount * 8 + printCount * 4 !== bytes.length) throw new Error('cut short')
    const runs = new Float64Array(runCount)
    new Uint8Array(runs.buffer).set(bytes.subarray(start, start + runCount * 8))
    const prints = new Uint32Array(printCount)
    new Uint8Array(prints.buffer).set(bytes.subarray(start + runCount * 8))
    for (const { file, tokens, ...verdict } of entries) {
      this.previous.set(file, {
        ...verdict,
        tokens: tokens && {
          runs: runs.subarray(tokens[0], tokens[0] + tokens[1]),
          print: prints.subarray(tokens[2], tokens[2] + tokens[3]),
        },
      })
    }
  }

  /** The verdict of `file` as it was with these bytes, if the store holds it. */
  get(file: string, hash: string): FileVerdict | undefined {
    const verdict = this.previous.get(file)
    if (verdict?.hash !== hash) return undefined
    this.current.set(file, verdict)
    return verdict
  }

  /** Keeps the verdict of a file read anew (filled in as the rules run). */
  set(file: string, verdict: FileVerdict): void {
    this.current.set(file, verdict)
    this.changed = true
  }

  /** Writes the store if anything changed: the current entries only; older stores are removed. */
  save(): void {
    if (!this.changed && this.current.size === this.previous.size) return
    const entries: StoredEntry[] = []
    const runs: Float64Array[] = []
    const prints: Uint32Array[] = []
    let runCount = 0
    let printCount = 0
    for (const [file, { tokens, ...verdict }] of this.current) {
      // A verdict whose rules did not run (the run stopped early) is not kept.
      if (verdict.parsed && !verdict.errors) continue
      const entry: StoredEntry = { file, ...verdict }
      if (tokens) {
        entry.tokens = [runCount, tokens.runs.length, printCount, tokens.print.length]
        runs.push(tokens.runs)
        prints.push(tokens.print)
        runCount += tokens.runs.length
        printCount += tokens.print.length
      }
      entries.push(entry)
    }
    const json = Buffer.from(JSON.stringify({ entries, runs: runCount, prints: printCount }))
    const start = Math.ceil((HEADER + json.length) / 8) * 8
    const bytes = Buffer.alloc(start + runCount * 8 + printCount * 4)
    bytes.write(MAGIC, 0, 'latin1')
    bytes.writeUInt32LE(json.length, MAGIC.length + 20)
    json.copy(bytes, HEADER)
    let at = start
    for (const list of [...runs, ...prints]) {
      bytes.set(new Uint8Array(list.buffer, list.byteOffset, list.byteLength), at)
      at += list.byteLength
    }
    crypto
      .createHash('sha1')
      .update(bytes.subarray(MAGIC.length + 20))
      .digest()
      .copy(bytes, MAGIC.length)
    try {
      fs.mkdirSync(this.dir, { recursive: true })
      // Another run may write the same store at the same time: each writes its own temporary
      // file, and the last rename wins with a whole store.
      const temporary = `${this.file()}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`
      fs.writeFileSync(temporary, bytes)
      fs.renameSync(temporary, this.file())
      for (const name of fs.readdirSync(this.dir)) {
        const other = path.join(this.dir, name)
        // Older stores go; a temporary file goes once no run can still be writing it.
        const stale = name.includes('.tmp-') ? Date.now() - fs.statSync(other).mtimeMs > 600_000 : name !== `${this.name}.bin`
        if (stale) fs.rmSync(other, { force: true })
      }
    } catch {
      // A store that cannot be written (read-only checkout, full disk, a file removed by a
      // concurrent run) only means the next run validates cold.
    }
  }
}
