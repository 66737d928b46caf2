// The image pipeline (`npm run images`, the build's images step, the dev server): every source
// in content/images/ becomes AVIF and WebP at a few widths, named by content hash (so hosts may
// cache them forever), plus a manifest that gives pages the URLs and the intrinsic size.
// Unchanged sources are not encoded again.
// The sources are those of the one listing (lib/node/files.ts): a link out of the folder, a
// named pipe or a device is reported and skipped before anything opens it, and each source is
// read without blocking (a pipe put in its place would otherwise hold the build for ever).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { contentDir } from '../node/load.js'
import { ROOT_DIR } from '../node/root.js'
import type { ImageManifest } from '../images.js'
import { IMAGE_MANIFEST, IMAGE_WIDTHS } from '../node/images.js'
import { listFiles, readPlainFile } from '../node/files.js'
import { isLitter } from '../content/kinds.js'

/** `where`: the folders and the manifest (the project's by default; tests use temporary ones). */
export async function buildImages(where: { sourceDir?: string; outDir?: string; manifestFile?: string } = {}): Promise<ImageManifest> {
  const sourceDir = where.sourceDir ?? path.join(contentDir(), 'images')
  const outDir = where.outDir ?? path.join(ROOT_DIR, 'public/img')
  const manifestFile = where.manifestFile ?? IMAGE_MANIFEST
  fs.mkdirSync(outDir, { recursive: true })
  const manifest: ImageManifest = {}
  const wanted = new Set<string>()
  // Directly in images/ only (what check-images.ts accepts); `npm run validate` names the rest.
  const listing = listFiles(sourceDir, (relative, isDirectory) => isDirectory || isLitter(relative))
  for (const { file, reason } of listing.odd) console.error(`images: ${path.join(sourceDir, file)} skipped: it ${reason}`)
  const sources = listing.files.filter((name) => /\.(svg|png|jpe?g|webp)$/.test(name))
  let encoded = 0
  const jobs: (() => Promise<void>)[] = []
  for (const name of sources) {
    let buffer: Buffer
    try {
      buffer = readPlainFile(path.join(sourceDir, name))
    } catch (error) {
      console.error(`images: ${path.join(sourceDir, name)} skipped: ${(error as Error).message}`)
      continue
    }
    const hash = crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 10)
    const base = name.replace(/\.[a-z]+$/, '')
    let meta: Metadata
    try {
      meta = await sharp(buffer).metadata()
    } catch (error) {
      // `npm run validate` (lib/node/check-images.ts) reports it; the dev server goes on.
      console.error(`images: ${path.join(sourceDir, name)} skipped: ${(error as Error).message}`)
      continue
    }
    const width = meta.width ?? 1200
    const height = meta.height ?? 900
    const widths = IMAGE_WIDTHS.filter((w) => w < width).concat(Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]))
    const entry: ImageManifest[string] = { width, height, avif: [], webp: [] }
    for (const w of [...new Set(widths)]) {
      for (const format of ['avif', 'webp'] as const) {
        const output = `${base}-${hash}-${w}.${format}`
        wanted.add(output)
        entry[format].push({ url: `/img/${output}`, width: w })
        const target = path.join(outDir, output)
        if (fs.existsSync(target)) continue
        jobs.push(async () => {
          const pipeline = sharp(buffer).resize({ width: w })
          // Write then rename, so an interrupted build never leaves a truncated file behind.
          await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 78 })).toFile(`${target}.tmp`)
          fs.renameSync(`${target}.tmp`, target)
          encoded++
        })
      }
    }
    manifest[`images/${name}`] = entry
  }
  // One encoder per core: sharp itself is mostly single-threaded per image.
  const queue = [...jobs]
  await Promise.all(
    Array.from({ length: os.availableParallelism() }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job()
    }),
  )
  // Files of removed or changed sources would otherwise pile up in every deploy.
  for (const stale of fs.readdirSync(outDir)) if (!wanted.has(stale)) fs.rmSync(path.join(outDir, stale))
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
  console.log(`images: ${sources.length} sources, ${encoded} files encoded, ${wanted.size - encoded} reused`)
  return manifest
}
