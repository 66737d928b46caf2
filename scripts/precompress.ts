// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the built site, at
// the highest levels, so servers send them as they are (nginx `brotli_static`/`gzip_static`,
// scripts/serve.ts) instead of compressing each request at a middling level. It matters for
// the first response: the home page's HTML with its headers is 15.5 KB with gzip -6, one
// round trip more than TCP's initial window (10 × 1,460 bytes) allows; with Brotli it is
// about 13 KB and arrives in the first flight.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { listFiles } from '../lib/node/files.js'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Extensions served compressed; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|svg|xml|txt|json|webmanifest)$/
/** Below this size a compressed copy saves less than its own headers. */
const MIN_BYTES = 256

function textFiles(dir: string): string[] {
  return listFiles(dir)
    .files.map((file) => path.join(dir, file))
    .filter((full) => COMPRESSIBLE.test(full) && fs.statSync(full).size >= MIN_BYTES)
}

async function compressFile(file: string): Promise<void> {
  const body = await fs.promises.readFile(file)
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ])
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)])
}

/** Compresses every text file under `dir`; returns how many. zlib works on libuv's thread
 *  pool, so a few files at a time keep both cores busy without holding the site in memory. */
export async function precompress(dir: string, parallel = 4): Promise<number> {
  const files = textFiles(dir)
  let next = 0
  const worker = async () => {
    while (next < files.length) await compressFile(files[next++]!)
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return files.length
}
