// Pages name source images (images/x.svg); this turns them into the responsive sources the
// image pipeline produced. Server-side only: pages receive the resolved URLs as data.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from './root.js'
import type { ContentImage, TitledImage } from '../../schemas/content-types.js'

export const IMAGE_WIDTHS = [480, 800, 1200]
export const IMAGE_MANIFEST = path.join(ROOT_DIR, '.cache/image-manifest.json')

export type ImageManifest = Record<
  string,
  { width: number; height: number; avif: { url: string; width: number }[]; webp: { url: string; width: number }[] }
>

/** What a <picture> needs; plain data, safe to send to the browser. */
export interface ResolvedImage {
  alt: string
  title?: string
  width: number
  height: number
  avif: string
  webp: string
  src: string
  /** The largest rendition, for a link that opens the picture on its own. */
  large: string
}

let manifest: ImageManifest | undefined
function loadManifest(): ImageManifest {
  if (!manifest) {
    if (!fs.existsSync(IMAGE_MANIFEST)) throw new Error('No image manifest: run `npm run images` (the build does it first).')
    manifest = JSON.parse(fs.readFileSync(IMAGE_MANIFEST, 'utf8')) as ImageManifest
  }
  return manifest
}

export function resolveImage(image: ContentImage | TitledImage): ResolvedImage {
  const entry = loadManifest()[image.src]
  if (!entry) throw new Error(`Image ${image.src} is not in the image manifest: run \`npm run images\`.`)
  const srcset = (list: { url: string; width: number }[]) => list.map((item) => `${item.url} ${item.width}w`).join(', ')
  const fallback = entry.webp.find((item) => item.width >= 800) ?? entry.webp[entry.webp.length - 1]
  return {
    alt: image.alt,
    ...('title' in image ? { title: image.title } : {}),
    width: entry.width,
    height: entry.height,
    avif: srcset(entry.avif),
    webp: srcset(entry.webp),
    src: fallback.url,
    large: entry.webp[entry.webp.length - 1].url,
  }
}
