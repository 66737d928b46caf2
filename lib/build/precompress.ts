// A Brotli (.br) and a gzip (.gz) copy next to every text file of a folder, kept in a cache by
// the SHA-256 of the file they compress: the build's compress step and its admin step
// (scripts/build/compress.ts, scripts/build/admin.ts), the render workers' city pages, and the
// admin benchmark's copy of the build's admin. Why these levels: scripts/build/compress.ts.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { listFiles } from '../node/files.js'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Extensions served compressed; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|svg|xml|txt|json|webmanifest)$/
/** Below this size a compressed copy saves less than its own headers. */
export const MIN_BYTES = 256

function textFiles(dir: string, skip: (relative: string, isDirectory: boolean) => boolean): string[] {
  return listFiles(dir, skip)
    .files.filter((file) => COMPRESSIBLE.test(file))
    .map((file) => path.join(dir, file))
    .filter((full) => fs.statSync(full).size >= MIN_BYTES)
}

export async function compressBytes(body: Buffer, brotliQuality = 11): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ])
  return { br, gz }
}

export interface CompressOptions {
  /** Files compressed at once: zlib works on libuv's thread pool (4 threads). */
  parallel?: number
  /** Folder of copies by content hash; without it every file is compressed. */
  cacheDir?: string
  /** Files and folders (relative) left out. */
  skip?: (relative: string, isDirectory: boolean) => boolean
  /** Compress everything again (the copies are still stored for the next build). */
  fresh?: boolean
}

/**
 * Compresses every text file under `dir`; returns how many, and how many came from the
 * cache. Lists its files before its first await, so a caller may write beside it meanwhile.
 */
export async function precompress(
  dir: string,
  { parallel = 4, cacheDir, skip = () => false, fresh = false }: CompressOptions = {},
): Promise<{ files: number; reused: number }> {
  const files = textFiles(dir, skip)
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true })
  const used = new Set<string>()
  /** Copies being made, by key: two files with the same bytes (two equal pages) make one. */
  const making = new Map<string, Promise<void>>()
  let reused = 0
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const body = await fs.promises.readFile(file)
      if (!cacheDir) {
        const { br, gz } = await compressBytes(body)
        await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)])
        continue
      }
      const key = crypto.createHash('sha256').update(body).digest('hex')
      used.add(key)
      const cached = path.join(cacheDir, key)
      if (making.has(key)) await making.get(key)
      else if (!fresh && fs.existsSync(`${cached}.br`) && fs.existsSync(`${cached}.gz`)) reused++
      else {
        const made = (async () => {
          const { br, gz } = await compressBytes(body)
          // Written then renamed: an interrupted build never leaves half a copy in the cache.
          for (const [extension, data] of [
            ['br', br],
            ['gz', gz],
          ] as const) {
            await fs.promises.writeFile(`${cached}.${extension}.tmp-${process.pid}`, data)
            await fs.promises.rename(`${cached}.${extension}.tmp-${process.pid}`, `${cached}.${extension}`)
          }
        })()
        making.set(key, made)
        await made
      }
      await Promise.all([fs.promises.copyFile(`${cached}.br`, `${file}.br`), fs.promises.copyFile(`${cached}.gz`, `${file}.gz`)])
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  // The cache keeps the copies of the files of this build only.
  if (cacheDir) {
    for (const name of fs.readdirSync(cacheDir))
      if (!used.has(name.replace(/\..*$/, ''))) fs.rmSync(path.join(cacheDir, name), { force: true })
  }
  return { files: files.length, reused }
}
