// What the steps of a build share (scripts/build/steps.ts): where it writes, what earlier
// steps found. A step reads and fills this object; none reads another step's module state.
import type { ChildProcess } from 'node:child_process'
import type { Worker } from 'node:worker_threads'
import path from 'node:path'
import type { Content } from '../../lib/content/engine-derive.js'
import { contentDir } from '../../lib/node/load.js'
import { ROOT_DIR } from '../../lib/node/root.js'

/** A pre-rendered page as the later steps need it (sitemap, headers). */
export interface RenderedPage {
  /** Path under client/, forward slashes (404.html, lyon/index.html or lyon.html). */
  file: string
  route: string
  /** CSP hashes of its inline scripts. */
  scriptHashes: string[]
  noindex: boolean
  /** The key of its inputs (render.ts): it is stored and reused under it. */
  key: string
  /** Rendered by this build (false: reused from an earlier one, rewrite included). */
  fresh: boolean
}

export interface BuildContext {
  root: string
  /** The finished site (DIST_DIR, dist/ by default): replaced only by the swap step. */
  dist: string
  /** Where this build writes until the swap: <dist>.tmp-<pid>. */
  temp: string
  /** temp/client: what a host serves. */
  client: string
  contentDir: string
  /** Kept between builds: the content store, bundles, rendered pages, compressed copies. */
  cacheDir: string
  content?: Content
  /** Hash of what the bundles are made of: their key (code-hash.ts, BUNDLE_INPUTS). */
  bundleHash?: string
  /** Hash of the code a page is made of, the bundles' and the build steps' (PAGE_INPUTS): part of a page's key. */
  codeHash?: string
  /** Hash of everything `npm run check` reads. */
  checkHash?: string
  pages?: RenderedPage[]
  /** BUILD_FRESH=1: reuse no rendered page and no compressed copy (bundles still). */
  fresh: boolean
  /** One line per step: name, time, what it did. */
  log: (line: string) => void
  /** Child processes still running (child.ts): stopped when the build fails or is interrupted. */
  children: Set<ChildProcess>
  /** Render workers still running (render.ts): stopped likewise, before the temporary folder goes. */
  workers: Set<Worker>
  /** Set by Ctrl-C or a kill (scripts/build.ts): the build stops at the next step. */
  interrupted?: NodeJS.Signals
}

/** A failure the maintainer can act on: printed as its message, never as a stack trace. */
export class BuildError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildError'
  }
}

/** The build was interrupted: it ends with the temporary folder removed and dist/ untouched. */
export class BuildInterrupted extends Error {
  constructor(readonly signal: NodeJS.Signals) {
    super(`interrupted by ${signal}`)
    this.name = 'BuildInterrupted'
  }
}

export function createContext(env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): BuildContext {
  const dist = path.join(ROOT_DIR, env.DIST_DIR ?? 'dist')
  const temp = `${dist}.tmp-${process.pid}`
  return {
    root: ROOT_DIR,
    dist,
    temp,
    client: path.join(temp, 'client'),
    contentDir: contentDir(),
    cacheDir: path.join(ROOT_DIR, '.cache/build'),
    fresh: env.BUILD_FRESH === '1',
    log,
    children: new Set(),
    workers: new Set(),
  }
}
