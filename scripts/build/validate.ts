// Step 1: validate the content once for the whole build (files, schemas, cross-file and
// editorial rules, pictures), and store the result for the pre-render: a JSON file named by
// the hash of what it holds, which lib/content/load.ts reads when CONTENT_STORE names it.
// Routes, +data hooks and pages look pages up in it by slug; nothing walks content/ again.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { checkImages } from '../../lib/content/check-images.js'
import { assembleContent } from '../../lib/content/load.js'
import { formatError, validateContent } from '../../lib/content/validate.js'
import { verdictDir } from '../../lib/node/verdicts.js'
import { callbackData } from '../../lib/page-data.js'
import { BuildError, type BuildContext } from './context.js'

export async function validate(context: BuildContext): Promise<string> {
  const label = path.relative(process.cwd(), context.contentDir) || '.'
  const { errors, documents, fileCount, reused } = validateContent(context.contentDir, label, { store: verdictDir() })
  errors.push(...(await checkImages(context.contentDir, label)))
  if (errors.length > 0)
    throw new BuildError(`${errors.length} content error${errors.length > 1 ? 's' : ''}:\n${errors.map(formatError).join('\n')}`)
  const content = assembleContent(context.contentDir, documents)
  try {
    // The relay's address (the CSP needs it): a bad RELAY_URL fails here, before the pre-render.
    callbackData(content)
  } catch (error) {
    throw new BuildError((error as Error).message)
  }
  const json = JSON.stringify(content)
  const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 32)
  const dir = path.join(context.cacheDir, 'content')
  const file = path.join(dir, `${hash}.json`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(`${file}.tmp-${process.pid}`, json)
    fs.renameSync(`${file}.tmp-${process.pid}`, file)
  }
  // One store is enough: the previous ones can go (builds hold the lock, one at a time).
  for (const name of fs.readdirSync(dir)) if (name !== `${hash}.json`) fs.rmSync(path.join(dir, name), { force: true })
  context.content = content
  context.storeFile = file
  return `${fileCount} files valid${reused ? ` (${reused} unchanged: verdicts reused)` : ''}`
}
