// One build at a time per working copy: builds share public/img and .cache (the picture
// manifest, the build caches). A second build waits for the first one's lock, or stops with
// a clear message (BUILD_LOCK_WAIT=0) instead of crashing on a file the first one renamed.
//
// Never forever, and never two holders:
// - The lock appears whole or not at all: its content is written to a private file first,
//   then hard-linked to the lock's name (link fails if the name exists). A full disk fails the
//   private write and leaves no lock; an empty lock can only be an old or damaged one.
// - A stale lock (its process is gone, or it is unreadable and older than UNREADABLE_MS) is
//   taken over by exactly one build: the takers race to create a guard named after that lock's
//   identity (inode, change time), and only the one that creates it may replace the lock —
//   by rename, atomically, after checking the lock is still that same file.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { BuildError } from './context.js'

interface Holder {
  pid: number
  started: string
  /** This acquisition's own mark: a release removes only its own lock. */
  token?: string
}

/** An unreadable lock this old was left by a crash or a full disk, not being written (writes are whole). */
export const UNREADABLE_MS = 5_000
/** A takeover guard this old belongs to a build that died while taking over. */
const GUARD_MS = 30_000

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
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder
    return Number.isInteger(holder?.pid) ? holder : undefined
  } catch {
    return undefined
  }
}

/** Which file the lock is, so a takeover replaces the very lock it judged stale. */
function identity(file: string): { id: string; ageMs: number } | undefined {
  try {
    const stat = fs.statSync(file, { bigint: true })
    return { id: `${stat.ino}-${stat.ctimeNs}`, ageMs: Date.now() - Number(stat.mtimeMs) }
  } catch {
    return undefined
  }
}

/** Writes `content` whole to a private file beside `file`, and links it to `file` if that name is free. */
function createWhole(file: string, content: string): boolean {
  const own = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`
  fs.writeFileSync(own, content, { flag: 'wx' })
  try {
    fs.linkSync(own, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  } finally {
    fs.rmSync(own, { force: true })
  }
}

/** Replaces the stale lock `stale` (an identity) by `content`, if this build wins the right to; true when it holds the lock. */
function takeOver(file: string, stale: string, content: string): boolean {
  const guard = `${file}.takeover-${stale}`
  const guardAge = identity(guard)?.ageMs
  if (guardAge !== undefined && guardAge > GUARD_MS) fs.rmSync(guard, { force: true })
  if (!createWhole(guard, String(process.pid))) return false
  try {
    // Only the guard's creator may replace the lock `stale`: if the lock is still that file, nobody else can change it now.
    if (identity(file)?.id !== stale) return false
    const own = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`
    fs.writeFileSync(own, content, { flag: 'wx' })
    fs.renameSync(own, file)
    return true
  } finally {
    fs.rmSync(guard, { force: true })
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
 * Takes the lock file (holding this process's id) and returns its release. A lock whose
 * process is gone (a build killed outright) is taken over at once; an unreadable one once it
 * is UNREADABLE_MS old, whatever `waitMs` says, so an empty lock never blocks for ever.
 */
export async function acquireLock(file: string, { waitMs, onWait, pollMs = 200 }: LockOptions): Promise<() => void> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const deadline = Date.now() + waitMs
  const token = crypto.randomBytes(12).toString('hex')
  const content = JSON.stringify({ pid: process.pid, started: new Date().toISOString(), token } satisfies Holder)
  let told = false
  for (;;) {
    let held = createWhole(file, content)
    if (!held) {
      const seen = identity(file)
      const holder = readHolder(file)
      if (seen && holder && !alive(holder.pid)) held = takeOver(file, seen.id, content)
      else if (seen && !holder && seen.ageMs >= UNREADABLE_MS) held = takeOver(file, seen.id, content)
      else if (seen && holder && Date.now() >= deadline)
        throw new BuildError(
          `another build (process ${holder.pid}, started ${holder.started}) is running in this folder: it shares public/img and .cache with this one.\n` +
            `Wait for it to finish and build again${waitMs === 0 ? '' : ` (this build waited ${Math.round(waitMs / 1000)} s)`}.`,
        )
      else if (holder && !told) {
        told = true
        onWait?.(holder)
      }
    }
    if (held) {
      let released = false
      const release = () => {
        if (released) return
        released = true
        if (readHolder(file)?.token === token) fs.rmSync(file, { force: true })
      }
      process.once('exit', release)
      return release
    }
    // Someone else's lock, or one whose takeover another build won: look again.
    await new Promise((resolve) => setTimeout(resolve, identity(file) ? pollMs : 0))
  }
}
