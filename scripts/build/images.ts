// The images step: the pictures of content/images/ in their sizes and formats (lib/build/image-pipeline.ts:
// named by content hash, so unchanged sources are not encoded again) and their manifest.
import { buildImages } from '../../lib/build/image-pipeline.js'
import type { BuildContext } from './context.js'

export async function images(_context: BuildContext): Promise<string> {
  return `${Object.keys(await buildImages()).length} pictures`
}
