// The disk half of the admin's local backend's guard (lib/cms/backend-guard.ts decides from a
// path's text): a content/ path is resolved on disk, link by link, so a link inside content/
// (`ln -s .. content/up`) never leads decap-server out of it.
import fs from 'node:fs'
import path from 'node:path'
import { filePaths, folderPaths, type RequestBody } from '../cms/backend-guard.js'
import { listFiles } from './files.js'

/**
 * Why a content/ path (already accepted by isContentPath) is refused on disk: one of its
 * parts is a link, or is neither a folder nor a plain file, or it resolves outside content/.
 * A part that does not exist yet ends the walk: decap-server creates it as a plain folder or
 * file, under the last existing part, which was checked. Reading, writing and deleting all
 * go through here, so a link inside content/ is never followed, whatever it points to.
 */
export function diskProblem(repoDir: string, relative: string): string | undefined {
  const root = fs.realpathSync(path.join(repoDir, 'content'))
  let current = root
  const parts = relative
    .split('/')
    .slice(1)
    .filter((part) => part !== '')
  for (const [index, part] of parts.entries()) {
    current = path.join(current, part)
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(current)
    } catch {
      break
    }
    if (stat.isSymbolicLink()) return `${relative}: content/${parts.slice(0, index + 1).join('/')} is a link`
    if (!stat.isDirectory() && !stat.isFile()) return `${relative}: not a plain file or folder`
    if (index < parts.length - 1 && !stat.isDirectory()) break
  }
  // The last existing folder, resolved with its links (none were met, so this only catches
  // a content/ that moved under us).
  let existing = current
  while (!fs.existsSync(existing)) existing = path.dirname(existing)
  const real = fs.realpathSync(existing)
  if (real !== root && !real.startsWith(root + path.sep)) return `${relative}: resolves outside content/`
  return undefined
}

/** A listed folder must hold no link either (decap-server would read through it). */
function folderProblem(repoDir: string, relative: string): string | undefined {
  const own = diskProblem(repoDir, relative)
  if (own) return own
  const folder = path.join(fs.realpathSync(path.join(repoDir, 'content')), ...relative.split('/').slice(1))
  const { links, odd } = listFiles(folder)
  if (links.length > 0) return `${relative}: holds a link (${links[0]})`
  if (odd.length > 0) return `${relative}: ${odd[0].file} ${odd[0].reason}`
  return undefined
}

/** Every reason to refuse a request on disk ([] when it may pass); run after forbiddenPaths found nothing. */
export function linkProblems(repoDir: string, body: RequestBody): string[] {
  return [
    ...filePaths(body).map((relative) => diskProblem(repoDir, relative)),
    ...folderPaths(body).map((relative) => folderProblem(repoDir, relative)),
  ].filter((problem): problem is string => problem !== undefined)
}
