// The pictures of content/images/, checked by reading their headers: a file that sharp
// cannot read would otherwise pass validation and stop the build (or the dev server) with
// sharp's own message and no file name. Asynchronous because sharp is.
import path from 'node:path'
import sharp from 'sharp'
import { isLitter } from '../content/kinds.js'
import type { ContentError } from '../content/rule-book.js'
import { listFiles, readPlainFile } from './files.js'

/** The formats sharp reports, by the extensions the pipeline accepts. */
const FORMATS: Record<string, string> = { svg: 'svg', png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' }

export async function checkImages(contentDir: string, label = 'content'): Promise<ContentError[]> {
  const dir = path.join(contentDir, 'images')
  const { files, odd } = listFiles(dir, (relative) => isLitter(relative))
  const error = (file: string, message: string): ContentError => ({ file: `${label}/images/${file}`, pointer: '', message })
  const errors = odd.map(({ file, reason }) => error(file, `${reason}: content/ holds only plain files`))
  for (const file of files) {
    const extension = /\.([a-z]+)$/.exec(file)?.[1] ?? ''
    const expected = FORMATS[extension]
    if (!expected || file.includes('/')) {
      errors.push(error(file, 'not a picture of the pipeline: expected images/<name>.svg, .png, .jpg or .webp, directly in images/'))
      continue
    }
    try {
      const { format, width, height } = await sharp(readPlainFile(path.join(dir, file))).metadata()
      if (format !== expected) errors.push(error(file, `is a ${format?.toUpperCase()} picture named .${extension}: rename it`))
      else if (!width || !height) errors.push(error(file, 'has no width or height: save it again from an image editor'))
    } catch (cause) {
      errors.push(
        error(file, `cannot be read as a picture (${(cause as Error).message}): replace it with a valid SVG, PNG, JPEG or WebP file`),
      )
    }
  }
  return errors
}
