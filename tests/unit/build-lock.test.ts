// scripts/build/lock.ts: one build at a time per working copy. A second build waits for the
// first one's lock, or stops with a message naming it; a lock whose process is gone is taken over.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BuildError } from '../../scripts/build/context.js'
import { acquireLock } from '../../scripts/build/lock.js'

const dirs: string[] = []
const lockFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'))
  dirs.push(dir)
  return path.join(dir, '.cache/build.lock')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** Another process holding `file` as a build would, for `ms`. */
function holder(file: string, ms: number) {
  const code = `const fs=require('fs');fs.mkdirSync(require('path').dirname(${JSON.stringify(file)}),{recursive:true});fs.writeFileSync(${JSON.stringify(file)},JSON.stringify({pid:process.pid,started:'then'}),{flag:'wx'});console.log('held');setTimeout(()=>{fs.rmSync(${JSON.stringify(file)});process.exit(0)},${ms})`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
  const held = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, held, exited }
}

describe('build lock', () => {
  it('is taken, released, and taken again', async () => {
    const file = lockFile()
    const release = await acquireLock(file, { waitMs: 0 })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    release()
    expect(fs.existsSync(file)).toBe(false)
    ;(await acquireLock(file, { waitMs: 0 }))()
  })

  it('stops a second build at once with a message naming the first, when told not to wait', async () => {
    const file = lockFile()
    const other = holder(file, 5_000)
    await other.held
    const error = await acquireLock(file, { waitMs: 0 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BuildError)
    expect((error as Error).message).toContain(`another build (process ${other.child.pid}`)
    expect((error as Error).message).toContain('shares public/img and .cache')
    other.child.kill()
    await other.exited
  })

  it('makes a second build wait until the first one is done', async () => {
    const file = lockFile()
    const other = holder(file, 1_500)
    await other.held
    const waited: number[] = []
    const release = await acquireLock(file, { waitMs: 20_000, onWait: (holding) => waited.push(holding.pid), pollMs: 50 })
    // The first one has finished (its exit removed its lock) before this one got it.
    expect(other.child.exitCode ?? (await other.exited, other.child.exitCode)).toBe(0)
    expect(waited).toEqual([other.child.pid])
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('takes over the lock of a build that was killed outright', async () => {
    const file = lockFile()
    const gone = spawnSync('true').pid
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ pid: gone, started: 'earlier' }))
    const release = await acquireLock(file, { waitMs: 0 })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    release()
  })
})
