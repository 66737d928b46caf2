// One build at a time per working copy: builds share public/img and .cache (the picture
// manifest, the build caches). A second build waits for the first one's lock, or stops with
// a clear message (BUILD_LOCK_WAIT=0) instead of crashing on a file the first one renamed.
import fs from 'node:fs'
import path from 'node:path'
import { BuildError } from './context.js'

interface Holder {
  pid: number
  started: string
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder
  } catch {
    return undefined
  }
}

export interface LockOptions {
  /** How long to wait for another build, in ms; 0 stops at once. */
  waitMs: number
  /** Told once when the lock is held by another build. */
  onWait?: (holder: Holder) => void
  pollMs?: number
}

/**
 * Takes the lock file (created exclusively, holding this process's id) and returns its
 * release. A lock whose process is gone (a build killed outright) is taken over.
 */
export async function acquireLock(file: string, { waitMs, onWait, pollMs = 200 }: LockOptions): Promise<() => void> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const deadline = Date.now() + waitMs
  let told = false
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, started: new Date().toISOString() } satisfies Holder), { flag: 'wx' })
      let released = false
      const release = () => {
        if (released) return
        released = true
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true })
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(file)
    // Unreadable: another build is writing it this very moment; look again.
    if (holder && !alive(holder.pid)) {
      fs.rmSync(file, { force: true })
      continue
    }
    if (holder && Date.now() >= deadline) {
      throw new BuildError(
        `another build (process ${holder.pid}, started ${holder.started}) is running in this folder: it shares public/img and .cache with this one.\n` +
          `Wait for it to finish and build again${waitMs === 0 ? '' : ` (this build waited ${Math.round(waitMs / 1000)} s)`}.`,
      )
    }
    if (holder && !told) {
      told = true
      onWait?.(holder)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
