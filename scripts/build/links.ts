// The page cache and the build never share a file: each page (and its .br and .gz copies) is
// copied between .cache/build/pages/ and the new build, never hard-linked. A hard link made
// the two names one file, so an in-place edit of dist/client/lyon.html (an editor that keeps
// links, `vim -es`) changed the cached page too, and the next build published the edit again
// beside .gz and .br copies of the old page. A copy costs the bytes (about 80 KB per page),
// and on a file system that can clone (btrfs, XFS) the kernel shares blocks copy-on-write,
// which is just as safe.
import fs from 'node:fs'

/**
 * `target` becomes a copy of `source`, written beside it then renamed over it: a reader sees
 * the old file or the new one, never half of one, and an older `target` (a page the cache had
 * from an earlier build) is replaced. Any failure (`source` gone) is the caller's.
 */
export function copyWhole(source: string, target: string): void {
  const partial = `${target}.tmp-${process.pid}`
  try {
    fs.copyFileSync(source, partial, fs.constants.COPYFILE_FICLONE)
    fs.renameSync(partial, target)
  } catch (error) {
    fs.rmSync(partial, { force: true })
    throw error
  }
}
