// The page cache and the build share files by hard links (render.ts puts cached pages in the
// new build, render-worker.ts puts fresh ones in the cache): one metadata write where a copy
// moves the bytes (30,000 files at 10,000 towns). Nothing writes into a built or cached file
// in place, so the two names never differ.
import fs from 'node:fs'

/**
 * `target` as a hard link to `source`, else a copy written then renamed (the two on different
 * file systems). A `target` already there holds the same bytes (its name is its key) and stays.
 * Any other failure (`source` gone) is the caller's.
 */
export function linkOrCopy(source: string, target: string): void {
  try {
    fs.linkSync(source, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM') throw error
    fs.copyFileSync(source, `${target}.tmp-${process.pid}`)
    fs.renameSync(`${target}.tmp-${process.pid}`, target)
  }
}
