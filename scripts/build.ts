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

// Ctrl-C (or a kill) during the build: stop the type check and the bundler, then remove the
// temporary folder. `npm run build` runs this file with `node --import tsx`, in one process:
// the tsx command would relay the signal through a parent that kills the build outright if
// it is slow to answer.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopChildren(context, signal).then(() => {
      removeTemp()
      console.error(`\nBuild interrupted: ${path.relative(root, temp)} removed, ${path.relative(root, dist)}/ untouched.`)
      process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  })
}

async function fail(message: string): Promise<never> {
  // A step that failed beside a running child (the type check, the bundler): stop it first,
  // or it would go on writing into the caches after the build has gone.
  await stopChildren(context)
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
  await runSteps(context)
} catch (error) {
  if (error instanceof BuildError) await fail(error.message)
  await fail((error as Error).stack ?? String(error))
}

const pages = context.pages!
console.log(
  `Built ${pages.length} pages (${pages.filter((page) => !page.noindex).length} in the sitemap) into ${path.relative(root, dist)}/client in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
)
