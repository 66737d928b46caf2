// The one directory walk of the project (content/, the pictures, the build output, the tests'
// copies). It reads one folder at a time and descends only into real folders, never through
// a symbolic link, so a link to /etc or a loop of links cannot pull the walk outside the
// folder on any Node version (the recursive readdir of newer Node versions descends into a
// link to a folder). What is not a plain file is reported instead of being read, because
// reading a named pipe blocks forever.
import fs from 'node:fs'
import path from 'node:path'
import type { FolderListing } from '../content/engine-folder.js'

/** `files`: regular files (and links to regular files inside the folder), relative, sorted; `odd`: everything else that is neither a folder nor one of them. */
export interface Listing extends FolderListing {
  /** Every symbolic link met (listed in `files` or `odd` too), for callers that refuse any link. */
  links: string[]
}

/** What a link leads to, if it is a regular file inside `root`; otherwise why not. */
function linkTarget(root: string, full: string): string | undefined {
  let target: string
  try {
    target = fs.realpathSync(full)
  } catch {
    return 'is a symbolic link to nothing (its target does not exist)'
  }
  const inside = fs.realpathSync(root)
  if (target !== inside && !target.startsWith(inside + path.sep))
    return 'is a symbolic link to a place outside the folder: copy the file in instead'
  if (!fs.statSync(target).isFile()) return 'is a symbolic link to something that is not a file'
  return undefined
}

function kindOfOdd(entry: fs.Dirent): string {
  if (entry.isFIFO()) return 'is a named pipe, not a file'
  if (entry.isSocket()) return 'is a socket, not a file'
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'is a device, not a file'
  return 'is not a regular file'
}

/**
 * Every file under `dir` (none if it does not exist). `skip` drops a relative path — and,
 * for a folder, everything inside it — before it is looked at.
 */
export function listFiles(dir: string, skip: (relative: string, isDirectory: boolean) => boolean = () => false): Listing {
  const listing: Listing = { files: [], odd: [], links: [] }
  if (!fs.existsSync(dir)) return listing
  const folders = ['']
  while (folders.length > 0) {
    const folder = folders.pop()!
    for (const entry of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (skip(file, entry.isDirectory())) continue
      if (entry.isDirectory()) folders.push(file)
      else if (entry.isFile()) listing.files.push(file)
      else if (entry.isSymbolicLink()) {
        listing.links.push(file)
        const problem = linkTarget(dir, path.join(dir, file))
        if (problem) listing.odd.push({ file, reason: problem })
        else listing.files.push(file)
      } else listing.odd.push({ file, reason: kindOfOdd(entry) })
    }
  }
  listing.files.sort()
  listing.odd.sort((a, b) => a.file.localeCompare(b.file))
  return listing
}

/**
 * The bytes of a plain file, refusing anything else before reading: opened without blocking
 * (a named pipe put in place after the listing would otherwise hold the build or the dev
 * server for ever), then checked on the open file itself, so nothing can swap it in between.
 */
export function readPlainFile(file: string): Buffer {
  const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK)
  try {
    const stat = fs.fstatSync(fd)
    if (!stat.isFile())
      throw Object.assign(new Error(`${file} is not a plain file (${kindOfStat(stat)}): refused without reading it`), { code: 'ENOTPLAIN' })
    return fs.readFileSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

function kindOfStat(stat: fs.Stats): string {
  if (stat.isFIFO()) return 'a named pipe'
  if (stat.isSocket()) return 'a socket'
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device'
  if (stat.isDirectory()) return 'a folder'
  return 'not a regular file'
}
