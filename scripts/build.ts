// `npm run build`: the steps of scripts/build/steps.ts, in order, into a temporary folder
// that replaces dist/ only once complete, so a failure at any step leaves the previous site
// in place. One build at a time per working copy (scripts/build/lock.ts). Each step prints
// its time; the cached ones (check, bundles, pages' compressed copies) say when they reused.
import fs from 'node:fs'
import path from 'node:path'
import { stopChildren } from './build/child.js'
import { BuildError, createContext } from './build/context.js'
import { acquireLock } from './build/lock.js'
import { removeStale } from './build/swap.js'
import { runSteps } from './build/steps.js'

const started = Date.now()
const context = createContext()
const { root, dist, temp } = context

function removeTemp() {
  fs.rmSync(temp, { recursive: true, force: true })
  fs.rmSync(path.join(context.cacheDir, `bundles.tmp-${process.pid}`), { recursive: true, force: true })
}

function interrupted(signal: NodeJS.Signals): never {
  removeTemp()
  console.error(`\nBuild interrupted: ${path.relative(root, temp)} removed, ${path.relative(root, dist)}/ untouched.`)
  process.exit(signal === 'SIGINT' ? 130 : 143)
}

// Ctrl-C (or a kill) during the build: the type check, the bundler and the render workers
// are stopped at once, and the build ends at the next step (runSteps), once nothing of it is
// still writing; then the temporary folder goes. Before the steps (waiting for the lock) it
// ends at once. `npm run build` runs this file with `node --import tsx`, in one process: the
// tsx command would relay the signal through a parent that kills the build outright if it is
// slow to answer.
let stepsStarted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!stepsStarted) interrupted(signal)
    if (context.interrupted) return
    context.interrupted = signal
    void stopChildren(context, signal)
  })
}

function fail(message: string): never {
  removeTemp()
  console.error(
    `\nBuild failed: ${message}\n${fs.existsSync(dist) ? `The previous build in ${path.relative(root, dist)}/ is untouched.` : ''}`,
  )
  process.exit(1)
}

try {
  const waitSeconds = Number(process.env.BUILD_LOCK_WAIT ?? 600)
  await acquireLock(path.join(root, '.cache/build.lock'), {
    waitMs: waitSeconds * 1000,
    onWait: (holder) =>
      console.log(
        `Another build (process ${holder.pid}, started ${holder.started}) is running in this folder; it shares public/img and .cache with this one. Waiting up to ${waitSeconds} s for it to finish (BUILD_LOCK_WAIT=0 stops at once instead)…`,
      ),
  })
  removeStale(path.dirname(dist), path.basename(dist))
  removeStale(context.cacheDir, 'bundles')
  stepsStarted = true
  await runSteps(context)
} catch (error) {
  // A step that failed because the interrupt stopped its child or worker is the interrupt.
  // Ctrl-C reaches the whole process group at once: a child (esbuild's service) can die and
  // fail its step before this process has run its own signal handler, so a failure that is
  // not the content's waits a moment for a signal already on its way.
  if (!context.interrupted && !(error instanceof BuildError)) await new Promise((resolve) => setTimeout(resolve, 250))
  if (context.interrupted) interrupted(context.interrupted)
  if (error instanceof BuildError) fail(error.message)
  fail((error as Error).stack ?? String(error))
}

const pages = context.pages!
console.log(
  `Built ${pages.length} pages (${pages.filter((page) => !page.noindex).length} in the sitemap) into ${path.relative(root, dist)}/client in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
