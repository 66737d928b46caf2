// The validate step: validate the content once for the whole build (files, schemas, cross-file and
// editorial rules, pictures), and keep the assembled content for the later steps: the render
// step hands each of its workers the part it renders (as an argument, render.ts), and nothing
// walks content/ again.
import path from 'node:path'
import { checkImages } from '../../lib/node/check-images.js'
import { contentFolder } from '../../lib/node/content-folder.js'
import { formatError } from '../../lib/content/content-error.js'
import { verdictDir } from '../../lib/node/verdicts.js'
import { callbackData } from '../../lib/page-data.js'
import { BuildError, type BuildContext } from './context.js'

export async function validate(context: BuildContext): Promise<string> {
  const label = path.relative(process.cwd(), context.contentDir) || '.'
  const folder = contentFolder(context.contentDir, label, { store: verdictDir() }).read()
  const { errors, fileCount, reused } = folder.check()
  errors.push(...(await checkImages(context.contentDir, label)))
  if (errors.length > 0)
    throw new BuildError(`${errors.length} content error${errors.length > 1 ? 's' : ''}:\n${errors.map(formatError).join('\n')}`)
  const content = folder.content()
  try {
    // The relay's address (the CSP needs it): a bad RELAY_URL fails here, before the pre-render.
    callbackData(content)
  } catch (error) {
    throw new BuildError((error as Error).message)
  }
  context.content = content
  return `${fileCount} files valid${reused ? ` (${reused} unchanged: verdicts reused)` : ''}`
}
