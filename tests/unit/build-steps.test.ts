// scripts/build/steps.ts and child.ts: steps of one group run at the same time; the first
// failure stops at once the child processes its neighbours started (the type check, the
// bundler), their own children included, and fails the build; an interrupt ends it at the
// next step. The order lives in steps.ts only: no module numbers its step, and docs/BUILD.md's
// table lists the steps in that order.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runChild } from '../../scripts/build/child.js'
import { BuildError, BuildInterrupted, createContext } from '../../scripts/build/context.js'
import { runSteps, STEPS, type Step } from '../../scripts/build/steps.js'
import { budget } from '../support/budget.js'

/** Whether the process runs: a zombie (killed, not yet reaped by whoever adopted it) does not. */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('build steps', () => {
  it('runs the steps of a group side by side and logs each with its time', async () => {
    const lines: string[] = []
    const context = createContext({}, (line) => lines.push(line))
    const order: string[] = []
    const wait = (name: string, ms: number): Step => ({
      name,
      run: async () => {
        order.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, ms))
        order.push(`${name} end`)
        return `${name} done`
      },
    })
    const times = await runSteps(context, [wait('first', 10), [wait('slow', 200), wait('quick', 20)], wait('last', 10)])
    expect(order).toEqual(['first start', 'first end', 'slow start', 'quick start', 'quick end', 'slow end', 'last start', 'last end'])
    expect([...times.keys()]).toEqual(['first', 'quick', 'slow', 'last'])
    expect(lines[1]).toMatch(/^ {2}quick\s+\d+\.\d s {2}quick done \[peak \d+ MB\]$/)
  })

  it('fails at the first failure of a group, and stopChildren stops a neighbour child and its own children', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-steps-'))
    dirs.push(dir)
    const context = createContext({}, () => {})
    const pidFile = path.join(dir, 'grandchild.pid')
    // A shell whose own child sleeps, as `npm run check` is npm, a shell and tsc.
    let child: Promise<{ status: number | null }> | undefined
    const long: Step = {
      name: 'long',
      run: async () => {
        child = runChild(context, 'sh', ['-c', `sleep 30 & echo $! > ${pidFile}; wait`])
        const { status } = await child
        return `exit ${status}`
      },
    }
    const failing: Step = {
      name: 'failing',
      run: async () => {
        while (!fs.existsSync(pidFile) || !fs.readFileSync(pidFile, 'utf8').trim()) await new Promise((resolve) => setTimeout(resolve, 20))
        throw new BuildError('3 content errors')
      },
    }
    const started = Date.now()
    await expect(runSteps(context, [[long, failing]])).rejects.toThrow('3 content errors')
    // At once: not after the 30 s the neighbour's child would take. The group waited for the
    // neighbour to end, its child stopped, so that nothing of it is still running.
    expect(Date.now() - started).toBeLessThan(budget(15_000))
    expect((await child!).status).toBeNull()
    expect(context.children.size).toBe(0)
    // The sleeping grandchild was in the child's process group: stopped with it.
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'))
    for (let tries = 0; tries < 250 && alive(grandchild); tries++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(alive(grandchild)).toBe(false)
  })

  it('ends at the next step once interrupted', async () => {
    const context = createContext({}, () => {})
    const ran: string[] = []
    const note = (name: string): Step => ({
      name,
      run: async () => {
        ran.push(name)
        if (name === 'first') context.interrupted = 'SIGINT'
        return name
      },
    })
    await expect(runSteps(context, [note('first'), note('second')])).rejects.toBeInstanceOf(BuildInterrupted)
    expect(ran).toEqual(['first'])
  })

  it('keeps the order in steps.ts alone: no step number in the build modules, the docs table in the same order', () => {
    const numbered = fs
      .readdirSync('scripts/build')
      .filter((file) => /\.ts$/.test(file) && /\bstep \d/i.test(fs.readFileSync(path.join('scripts/build', file), 'utf8')))
    expect(numbered).toEqual([])
    const doc = fs.readFileSync('docs/BUILD.md', 'utf8')
    const start = doc.indexOf('| step | module | what it does |')
    const table = doc.slice(start, doc.indexOf('\n\n', start))
    const documented = [...table.matchAll(/^\| ([a-z ]+) \| `/gm)].map((match) => match[1])
    expect(documented).toEqual(STEPS.flat().map((step) => step.name))
  })
})
