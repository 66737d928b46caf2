// A content picture (images/x.svg) turned into the responsive sources the image pipeline
// produced, from the pipeline's manifest. Pure: the build reads the manifest from disk
// (lib/node/images.ts), the admin's preview from the copy the admin step writes beside it.
import type { ContentImage, TitledImage } from '../schemas/content-types.js'

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

/** The picture's renditions, or undefined when the manifest does not hold it. */
export function resolveFromManifest(manifest: ImageManifest, image: ContentImage | TitledImage): ResolvedImage | undefined {
  const entry = manifest[image.src]
  if (!entry) return undefined
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
