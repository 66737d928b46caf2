// A whole build of the site in a child process, as `npm run build` runs it (`node --import tsx
// scripts/build.ts`: one process, no tsx command relaying to a second), on a content folder
// and into an output folder of the test's own: the tests of tests/build/ read what it wrote.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The environment of a build a test starts: vitest's own variables (NODE_ENV=test above all) must not leak into the Vite build. */
export function buildEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key === 'VERBOSE' || key.startsWith('VITEST')) delete env[key]
  return env
}

export interface BuildRun {
  status: number | null
  /** Its standard output, then its error output. */
  output: string
  /** Absolute path of its DIST_DIR. */
  dist: string
  client: string
}

/**
 * Runs scripts/build.ts on `content` into `dist` (an absolute path under the project), with
 * `env` added (SOURCE_DATE_EPOCH, BUILD_FRESH…); gives up after `timeout` ms if one is given.
 */
export function runBuild(content: string, dist: string, env: NodeJS.ProcessEnv = {}, timeout?: number): BuildRun {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    env: buildEnv({ CONTENT_DIR: content, DIST_DIR: path.relative(ROOT, dist), ...env }),
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: child.status, output: `${child.stdout ?? ''}\n${child.stderr ?? ''}`, dist, client: path.join(dist, 'client') }
}
