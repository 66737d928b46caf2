// The images step: the pictures of content/images/ in their sizes and formats (scripts/build-images.ts:
// named by content hash, so unchanged sources are not encoded again) and their manifest.
import { buildImages } from '../build-images.js'
import type { BuildContext } from './context.js'

export async function images(_context: BuildContext): Promise<string> {
  return `${Object.keys(await buildImages()).length} pictures`
}
