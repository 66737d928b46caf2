// What the admin's local backend may touch: decap-server's file-system mode works in the
// folder that holds content/ (the configuration's paths start with content/), so on its own
// it would read and write anything there (package.json, .git/hooks). Every path a request
// names must lie under content/; any other request is refused before decap-server sees it.
// The text of a path is not enough: a link inside content/ (`ln -s .. content/up`) leads
// out of it, so each path is also resolved on disk, link by link (linkProblems below).
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../node/files.js'

type Body = { action?: unknown; params?: Record<string, unknown> }

const pathOf = (value: unknown): string[] => (typeof value === 'string' ? [value] : [])

/** Every path a decap-server request names (files read, written, moved or deleted, folders listed). */
export function requestPaths(body: Body): string[] {
  return [...filePaths(body), ...folderPaths(body)]
}

function filePaths(body: Body): string[] {
  const params = body.params ?? {}
  const records = (value: unknown) => (Array.isArray(value) ? value : [])
  const entry = params.entry as Record<string, unknown> | undefined
  const asset = params.asset as Record<string, unknown> | undefined
  return [
    ...pathOf(params.path),
    ...pathOf(entry?.path),
    ...pathOf(entry?.newPath),
    ...pathOf(asset?.path),
    ...records(params.dataFiles).flatMap((file) => [...pathOf(file?.path), ...pathOf(file?.newPath)]),
    ...records(params.assets).flatMap((file) => pathOf(file?.path)),
    ...records(params.files).flatMap((file) => pathOf(file?.path)),
    ...records(params.paths).flatMap(pathOf),
  ]
}

/** The folders a request lists: decap-server reads every file in them. */
function folderPaths(body: Body): string[] {
  const params = body.params ?? {}
  return [...pathOf(params.folder), ...pathOf(params.mediaFolder)]
}

/** True for content/… without a way out (no `..`, no absolute path, no backslash, no NUL). */
export function isContentPath(path: string): boolean {
  if (/[\\\u0000]/.test(path) || path.startsWith('/')) return false
  const parts = path.split('/')
  return parts[0] === 'content' && parts.length > 1 && parts.every((part) => part !== '..' && part !== '.')
}

/** The paths of a request that lie outside content/ as written ([] when it may pass). */
export function forbiddenPaths(body: Body): string[] {
  return requestPaths(body).filter((path) => !isContentPath(path))
}

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
export function linkProblems(repoDir: string, body: Body): string[] {
  return [
    ...filePaths(body).map((relative) => diskProblem(repoDir, relative)),
    ...folderPaths(body).map((relative) => folderProblem(repoDir, relative)),
  ].filter((problem): problem is string => problem !== undefined)
}
