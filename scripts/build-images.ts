// `npm run images`: the pictures of content/images/ in their sizes and formats, and their
// manifest (lib/build/image-pipeline.ts).
import { buildImages } from '../lib/build/image-pipeline.js'

await buildImages()
