// `npm run validate`: every error of every content file, one per line, then a count.
// `-- --fix` first applies the mechanical typography fixes in place (lib/content/fix.ts, lib/node/fix-content.ts);
// `-- --release` also fails on the identity placeholders a live site must not keep.
// Verdicts are kept per file in .cache/validate/ (lib/node/verdicts.ts); VALIDATE_CACHE=0 runs every rule.
import path from 'node:path'
import { contentDir } from '../lib/node/load.js'
import { checkImages } from '../lib/node/check-images.js'
import { fixContentFiles } from '../lib/node/fix-content.js'
import { releaseProblems } from '../lib/content/release.js'
import { formatError } from '../lib/content/content-error.js'
import { validateContent } from '../lib/node/validate.js'
import { verdictDir } from '../lib/node/verdicts.js'

const dir = contentDir()
const label = path.relative(process.cwd(), dir) || '.'
if (process.argv.includes('--fix')) {
  const fixed = fixContentFiles(dir)
  console.log(`Typography fixed in ${fixed.length} file${fixed.length === 1 ? '' : 's'}${fixed.length ? `: ${fixed.join(', ')}` : ''}.`)
}
const result = validateContent(dir, label, { store: verdictDir() })
const { fileCount, documents } = result
const errors = [...result.errors, ...(await checkImages(dir, label))]
if (process.argv.includes('--release')) {
  for (const problem of releaseProblems(documents)) errors.push({ ...problem, file: `${label}/${problem.file}` })
}
if (errors.length > 0) {
  for (const error of errors) console.error(formatError(error))
  const files = new Set(errors.map((error) => error.file)).size
  console.error(
    `\n${errors.length} error${errors.length > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''} (${fileCount} files checked).`,
  )
  process.exit(1)
}
console.log(`Content valid: ${fileCount} files checked, no errors.`)
