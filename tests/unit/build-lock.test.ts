// scripts/build/lock.ts: one build at a time per working copy. A second build waits for the
// first one's lock, or stops with a message naming it; a lock whose process is gone is taken over.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BuildError } from '../../scripts/build/context.js'
import { acquireLock } from '../../scripts/build/lock.js'
import { budget } from '../support/budget.js'

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

/**
 * scripts/build/lock.ts as a plain module for child processes (100 of them at once: each must
 * start fast, so the lock alone is bundled, with a stand-in for BuildError).
 */
async function lockModule(dir: string): Promise<string> {
  const esbuild = await import('esbuild')
  const out = path.join(dir, 'lock.mjs')
  await esbuild.build({
    entryPoints: [path.resolve(import.meta.dirname, '../../scripts/build/lock.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'silent',
    plugins: [
      {
        name: 'build-error',
        setup(build) {
          build.onResolve({ filter: /\/context\.js$/ }, () => ({ path: 'context', namespace: 'stand-in' }))
          build.onLoad({ filter: /.*/, namespace: 'stand-in' }, () => ({
            contents: 'export class BuildError extends Error {}',
            loader: 'js',
          }))
        },
      },
    ],
  })
  return out
}

/** `count` processes started together, each taking the lock, noting when it holds it, and releasing it. */
async function race(file: string, module: string, count: number, waitMs: number) {
  const log = `${file}.log`
  const code = `
    import fs from 'node:fs'
    const { acquireLock } = await import(${JSON.stringify(module)})
    const release = await acquireLock(${JSON.stringify(file)}, { waitMs: ${waitMs}, pollMs: 10 }).catch(() => undefined)
    if (release) {
      fs.appendFileSync(${JSON.stringify(log)}, 'in ' + process.pid + '\\n')
      await new Promise((resolve) => setTimeout(resolve, 5))
      fs.appendFileSync(${JSON.stringify(log)}, 'out ' + process.pid + '\\n')
      release()
    }`
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] }),
  )
  await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))))
  const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []
  // Holders never overlap: every « in » is followed by the same process's « out ».
  let holders = 0
  let most = 0
  for (const line of lines) {
    holders += line.startsWith('in ') ? 1 : -1
    most = Math.max(most, holders)
  }
  return { held: lines.filter((line) => line.startsWith('in ')).length, most }
}

describe('build lock under races and damage', () => {
  it('takes over an empty lock (a full disk) once it is old, even told not to wait', async () => {
    const file = lockFile()
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '')
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(file, old, old)
    const release = await acquireLock(file, { waitMs: 0 })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    release()
    expect(fs.existsSync(file)).toBe(false)
  })

  it('waits for a fresh empty lock only until it is old enough, then takes it', async () => {
    const file = lockFile()
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '')
    const almost = new Date(Date.now() - 4_700)
    fs.utimesSync(file, almost, almost)
    const release = await acquireLock(file, { waitMs: 0, pollMs: 50 })
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('lets exactly one of 100 builds take over a stale lock at the same moment', { timeout: budget(120_000) }, async () => {
    const file = lockFile()
    const module = await lockModule(path.dirname(path.dirname(file)))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ pid: spawnSync('true').pid, started: 'earlier' }))
    // Told not to wait: one takes it over, the 99 others stop (the holder is alive while they look).
    const once = await race(file, module, 100, 0)
    expect(once.most).toBe(1)
    expect(once.held).toBeGreaterThanOrEqual(1)
    expect(fs.existsSync(file)).toBe(false)
  })

  it('lets 100 builds that wait hold the lock one after another, starting from an empty lock', { timeout: budget(180_000) }, async () => {
    const file = lockFile()
    const module = await lockModule(path.dirname(path.dirname(file)))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, '')
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(file, old, old)
    const all = await race(file, module, 100, 120_000)
    expect(all.most).toBe(1)
    expect(all.held).toBe(100)
    expect(fs.readdirSync(path.dirname(file))).toEqual(['build.lock.log'])
  })
})
