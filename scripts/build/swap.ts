// The swap step, last: the finished build replaces dist/ (rename is atomic on one file system; the old
// build is removed only afterwards), so a failure at any earlier step leaves the previous
// site in place. Also: removing what killed builds left behind.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { BuildContext } from './context.js'

/** Above this many pages the previous build is removed in the background (see swap()). */
const BACKGROUND_REMOVAL_PAGES = 1000

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Folders `<name>.tmp-<pid>` / `<name>.old-<pid>` in `dir` whose build is gone (killed with SIGKILL, machine stopped). */
export function removeStale(dir: string, name: string): void {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir)) {
    const pid = entry.startsWith(`${name}.`) ? /^\.(?:tmp|old)-(\d+)$/.exec(entry.slice(name.length))?.[1] : undefined
    if (pid && Number(pid) !== process.pid && !running(Number(pid))) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
}

export async function swap(context: BuildContext): Promise<string> {
  const old = `${context.dist}.old-${process.pid}`
  if (fs.existsSync(context.dist)) fs.renameSync(context.dist, old)
  fs.renameSync(context.temp, context.dist)
  const shown = path.relative(context.root, context.dist) + '/'
  if (!fs.existsSync(old)) return shown
  // The new site is in place once renamed. A large previous one (three files a page: 30,000
  // at 10,000 towns) takes seconds to unlink, which the build need not wait for: a detached
  // `rm` removes it, and if it is stopped the next build's removeStale() finishes the job.
  if ((context.pages?.length ?? 0) > BACKGROUND_REMOVAL_PAGES) {
    spawn('rm', ['-rf', '--', old], { detached: true, stdio: 'ignore' }).unref()
    return `${shown} (the previous build is being removed in the background)`
  }
  fs.rmSync(old, { recursive: true, force: true })
  return shown
}
