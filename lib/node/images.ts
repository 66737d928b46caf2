// Pages name source images (images/x.svg); this turns them into the responsive sources the
// image pipeline produced (lib/images.ts), with the manifest read from disk. Server-side
// only: pages receive the resolved URLs as data. The admin's preview bundle replaces this
// module with admin/preview/images.ts (lib/build/admin.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from './root.js'
import type { ContentImage, TitledImage } from '../../schemas/content-types.js'
import { resolveFromManifest, type ImageManifest, type ResolvedImage } from '../images.js'

export const IMAGE_WIDTHS = [480, 800, 1200]
export const IMAGE_MANIFEST = path.join(ROOT_DIR, '.cache/image-manifest.json')

let manifest: ImageManifest | undefined
function loadManifest(): ImageManifest {
  if (!manifest) {
    if (!fs.existsSync(IMAGE_MANIFEST)) throw new Error('No image manifest: run `npm run images` (the build does it first).')
    manifest = JSON.parse(fs.readFileSync(IMAGE_MANIFEST, 'utf8')) as ImageManifest
  }
  return manifest
}

export function resolveImage(image: ContentImage | TitledImage): ResolvedImage {
  const resolved = resolveFromManifest(loadManifest(), image)
  if (!resolved) throw new Error(`Image ${image.src} is not in the image manifest: run \`npm run images\`.`)
  return resolved
}
