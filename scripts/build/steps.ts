// The build, as a list of named steps run in order (scripts/build.ts runs them; tests call
// them one by one). Each is a function of the build context in a module of its own; steps
// grouped in one entry run at the same time.
import { admin } from './admin.js'
import { bundles } from './bundles.js'
import { check } from './check.js'
import { BUNDLE_INPUTS, CHECK_INPUTS, codeHash, PAGE_INPUTS } from './code-hash.js'
import { compress } from './compress.js'
import { stopChildren } from './child.js'
import { BuildInterrupted, type BuildContext } from './context.js'
import { headers } from './headers.js'
import { images } from './images.js'
import { render } from './render.js'
import { sitemap } from './sitemap.js'
import { swap } from './swap.js'
import { validate } from './validate.js'
import { version } from './version.js'

export interface Step {
  name: string
  /** Returns what it did, for the build's log. */
  run: (context: BuildContext) => Promise<string>
}

const step = (name: string, run: Step['run']): Step => ({ name, run })

export const STEPS: (Step | Step[])[] = [
  step('code hash', async (context) => {
    context.bundleHash = codeHash(context.root, BUNDLE_INPUTS)
    context.codeHash = codeHash(context.root, PAGE_INPUTS)
    context.checkHash = codeHash(context.root, CHECK_INPUTS)
    return context.codeHash.slice(0, 12)
  }),
  // One after the other, for memory. The type check (tsc, about 650 MB) and the bundler
  // (Vite, about 530 MB) are child processes that could run beside this one, but not beside
  // each other nor beside a validation of 10,000 towns (this process then holds about 550 MB
  // and gives little of it back) within 1 GB; so they come first, while this process is
  // small. When the code did not change, both are skipped and a build starts validating at
  // once. Both cores work where it pays: the render step's two workers.
  step('check', check),
  step('bundles', bundles),
  step('images', images),
  step('validate', validate),
  step('render', render),
  step('sitemap', sitemap),
  step('headers', headers),
  step('version', version),
  [step('compress', compress), step('admin', admin)],
  step('swap', swap),
]

/**
 * Runs the steps in order, logging each with its time; returns the times by step name.
 * The first failure of a group stops the group's child processes and render workers at once
 * (child.ts), then waits for its steps that run in this process to settle, so that none is
 * still writing when the caller removes the temporary folder; then it throws. An interrupt
 * (context.interrupted, set by scripts/build.ts, which stops the children itself) ends the
 * build at the next step.
 */
export async function runSteps(context: BuildContext, steps = STEPS): Promise<Map<string, number>> {
  const times = new Map<string, number>()
  const interrupted = () => {
    if (context.interrupted) throw new BuildInterrupted(context.interrupted)
  }
  for (const entry of steps) {
    interrupted()
    const group = Array.isArray(entry) ? entry : [entry]
    const failures: unknown[] = []
    const running = group.map(async ({ name, run }) => {
      const started = performance.now()
      const note = await run(context)
      const ms = performance.now() - started
      times.set(name, ms)
      // The process's peak memory so far (the render workers are threads of it; the type
      // check and the bundler are processes of their own).
      const peak = Math.round(process.resourceUsage().maxRSS / 1024)
      context.log(`  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${note} [peak ${peak} MB]`)
    })
    await Promise.all(
      running.map((done) =>
        done.catch(async (error: unknown) => {
          failures.push(error)
          if (failures.length === 1) await stopChildren(context)
        }),
      ),
    )
    interrupted()
    if (failures.length) throw failures[0]
  }
  return times
}
