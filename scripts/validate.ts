// `npm run validate`: every error of every content file, one per line, then a count.
import path from 'node:path'
import { contentDir } from '../lib/content/load.js'
import { checkImages } from '../lib/content/check-images.js'
import { formatError, validateContent } from '../lib/content/validate.js'

const dir = contentDir()
const label = path.relative(process.cwd(), dir) || '.'
const result = validateContent(dir, label)
const errors = [...result.errors, ...(await checkImages(dir, label))]
const fileCount = result.fileCount
if (errors.length > 0) {
  for (const error of errors) console.error(formatError(error))
  const files = new Set(errors.map((error) => error.file)).size
  console.error(`\n${errors.length} error${errors.length > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''} (${fileCount} files checked).`)
  process.exit(1)
}
console.log(`Content valid: ${fileCount} files checked, no errors.`)
