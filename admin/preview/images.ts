// The admin preview's stand-in for lib/node/images.ts (lib/build/admin.ts swaps it in for
// the preview bundle): the same resolution (lib/images.ts), from the manifest the admin step
// copies beside the admin (images.json). A picture the owner has just added is not in it yet:
// the preview shows it from Decap's media store, as the site will once it is built.
import { resolveFromManifest, type ImageManifest, type ResolvedImage } from '../../lib/images.js'
import type { ContentImage, TitledImage } from '../../schemas/content-types.js'

let manifest: ImageManifest = {}
let assetUrl = (src: string) => src

/** The manifest of the last build, and where a picture not in it can be read. */
export function usePictures(next: ImageManifest, asset: (src: string) => string): void {
  manifest = next
  assetUrl = asset
}

export function resolveImage(image: ContentImage | TitledImage): ResolvedImage {
  const found = resolveFromManifest(manifest, image)
  if (found) return found
  const url = assetUrl(image.src)
  // No renditions yet: the picture itself, at the size the pipeline's largest rendition has.
  return {
    alt: image.alt,
    ...('title' in image ? { title: image.title } : {}),
    width: 1200,
    height: 900,
    avif: '',
    webp: '',
    src: url,
    large: url,
  }
}
