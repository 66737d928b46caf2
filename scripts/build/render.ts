// The render step: the pages, rendered by Vike from the bundles step's server bundle and the
// validate step's content (a share per worker, handed over as workerData), in worker threads
// (render-worker.ts): two when there are enough pages to pay for the second one's start, so
// both cores render. Each page comes out with its entry swapped for the inline loader
// (islands/build/entry-loader-tag.ts) and the facts the sitemap and the headers need; each
// city page also with its compressed copies.
//
// Incremental: a city page is reused from an earlier build when the key of everything it is
// made of is unchanged. That key is the hash of
//   - the code the bundles and pages are made of (code-hash.ts),
//   - the environment the pages read (RELAY_URL, the build day of SOURCE_DATE_EPOCH),
//   - the picture manifest (the URLs and sizes of every picture),
//   - all the content but the cities (site, ui, navigation, home, services, coverage — with
//     every town's name and link —, salons…): an edit there renders every page again,
//   - the city's own document.
// A city page reads nothing else: its +data hook takes the city by slug and the layout,
// head and labels from the shared content (pages/city/+data.ts, lib/page-data.ts). The
// fixed pages (home, services, text pages, 404…) are always rendered: a handful.
//
// The page cache (.cache/build/pages/) holds, by key, the page and its .br and .gz copies,
// and one manifest of what each key's page is (file, route, CSP hashes, noindex): a reused
// page costs three copies (scripts/build/links.ts: never a hard link, which would let an
// in-place edit of dist/ rewrite the cache), with no stat and no hash of its bytes.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { build as esbuild } from 'esbuild'
import { entryLoaderCode } from '../../islands/build/entry-loader-tag.js'
import { buildDay } from '../../lib/build-day.js'
import { fileOfRoute } from '../../lib/node/clean-urls.js'
import { IMAGE_MANIFEST } from '../../lib/node/images.js'
import { allRoutes, cityRoute, NOT_FOUND_ROUTE } from '../../lib/routes.js'
import { bundleDir } from './bundles.js'
import { BuildError, type BuildContext, type RenderedPage } from './context.js'
import { copyWhole } from './links.js'
import type { RenderedFacts, RenderJob, RenderWorkerData, RenderWorkerMessage } from './render-worker.js'

export const pageCacheDir = (context: BuildContext) => path.join(context.cacheDir, 'pages')
const manifestFile = (context: BuildContext) => path.join(pageCacheDir(context), 'manifest.json')

/** Below this many pages one worker renders them all: a second one's start (about 0.3 s) would not pay. */
const PAGES_PER_WORKER = 150

/** The key of each city page's inputs, by route. */
export function cityPageKeys(context: BuildContext): Map<string, string> {
  const { cities, dir: _dir, ...shared } = context.content!
  const base = crypto
    .createHash('sha256')
    .update(`${context.codeHash}\0${process.env.RELAY_URL ?? ''}\0${buildDay()}\0`)
    .update(fs.readFileSync(IMAGE_MANIFEST))
    .update(JSON.stringify(shared))
    .digest()
  return new Map(
    cities.map((city) => [cityRoute(city.slug), crypto.createHash('sha256').update(base).update(JSON.stringify(city)).digest('hex')]),
  )
}

type Manifest = Record<string, Omit<RenderedFacts, 'key'>>

function readManifest(context: BuildContext): Manifest {
  try {
    return JSON.parse(fs.readFileSync(manifestFile(context), 'utf8')) as Manifest
  } catch {
    // No cache yet, or a damaged one: every page is rendered.
    return {}
  }
}

/** The worker's code as plain JavaScript (see render-worker.ts for why), bundled once per build. */
async function workerScript(context: BuildContext): Promise<string> {
  // In the build's temporary folder (removed by a failed build), inside the project, so that
  // the bundle's imports resolve in node_modules/.
  const outfile = path.join(context.temp, 'render-worker.mjs')
  await esbuild({
    entryPoints: [path.join(context.root, 'scripts/build/render-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  })
  return outfile
}

/**
 * The content a worker renders from, as JSON text (its length sizes the worker's heap): the
 * build's content with only the cities whose pages it renders. No other page reads a city
 * (the others read coverage, which names every town), and each worker then parses its share
 * of the towns instead of all of them.
 */
function workerContent(context: BuildContext, jobs: RenderJob[]): string {
  const routes = new Set(jobs.map((job) => job.route))
  return JSON.stringify({ ...context.content!, cities: context.content!.cities.filter((city) => routes.has(cityRoute(city.slug))) })
}

function runWorker(context: BuildContext, script: string, data: RenderWorkerData): Promise<RenderedFacts[]> {
  return new Promise((resolve, reject) => {
    // No --import tsx (execArgv), and React's production build, as Vike's pre-render uses it.
    const env = { ...process.env, NODE_ENV: 'production' }
    // A ceiling on the worker's heap: without one V8 lets it grow to about twice what it holds
    // before collecting (1.1 GB for the process at 10,000 towns, against 0.8 GB with it, at the
    // same speed). Room for the modules and the pages in hand, and four times the content it
    // parses; a worker past it stops the build with ERR_WORKER_OUT_OF_MEMORY, never silently.
    const heapMb = 256 + Math.ceil((4 * Buffer.byteLength(data.content)) / 2 ** 20)
    const worker = new Worker(script, { workerData: data, execArgv: [], env, resourceLimits: { maxOldGenerationSizeMb: heapMb } })
    context.workers.add(worker)
    let settled = false
    worker.once('message', (message: RenderWorkerMessage) => {
      settled = true
      if ('done' in message) resolve(message.done)
      else reject(new BuildError(`the pre-render stopped: ${message.error}`))
      void worker.terminate()
    })
    worker.once('error', (error) => {
      settled = true
      reject(new BuildError(`the pre-render stopped: ${error.stack ?? error}`))
    })
    worker.once('exit', (code) => {
      context.workers.delete(worker)
      if (!settled) reject(new BuildError(`the pre-render stopped: a render worker exited (${code})`))
    })
  })
}

export async function render(context: BuildContext): Promise<string> {
  const bundles = bundleDir(context)
  fs.mkdirSync(context.temp, { recursive: true })
  // The client bundle, and public/ (Vite's copy of it is turned off: public/img follows the
  // content's pictures, the bundles only the code).
  fs.cpSync(path.join(bundles, 'client'), context.client, { recursive: true })
  // Vike's manifest of the browser chunks, as a plain `vike build` leaves it beside client/ (tests/site/chunks.test.ts reads it).
  fs.copyFileSync(path.join(bundles, 'assets.json'), path.join(context.temp, 'assets.json'))
  fs.cpSync(path.join(context.root, 'public'), context.client, { recursive: true })

  // City pages an earlier build rendered from the same inputs: copied, not rendered.
  const cache = pageCacheDir(context)
  fs.mkdirSync(cache, { recursive: true })
  const keys = cityPageKeys(context)
  const manifest = context.fresh ? {} : readManifest(context)
  const reused: RenderedPage[] = []
  const jobs: RenderJob[] = []
  const folders = new Set<string>()
  for (const route of allRoutes(context.content!)) {
    const key = keys.get(route)
    const cached = key ? manifest[key] : undefined
    if (key && cached) {
      const target = path.join(context.client, cached.file)
      try {
        if (!folders.has(path.dirname(target))) {
          fs.mkdirSync(path.dirname(target), { recursive: true })
          folders.add(path.dirname(target))
        }
        for (const extension of ['', '.br', '.gz']) copyWhole(path.join(cache, `${key}.html${extension}`), `${target}${extension}`)
        reused.push({ ...cached, key, fresh: false })
        continue
      } catch {
        // A cache file removed by hand: the page is rendered again. The copies already made
        // go first, so that the worker writes its three files afresh.
        for (const extension of ['', '.br', '.gz']) fs.rmSync(`${target}${extension}`, { force: true })
      }
    }
    jobs.push({ route, file: fileOfRoute(route), key, status: 200 })
  }
  // No route takes /404 (a city may not be called so: RESERVED_SLUGS): Vike answers it with
  // the error page, as its pre-render writes 404.html.
  jobs.push({ route: NOT_FOUND_ROUTE, file: fileOfRoute(NOT_FOUND_ROUTE), status: 404 })

  const script = await workerScript(context)
  // RENDER_WORKERS sets the count (the bench compares one worker with two).
  const count =
    Number(process.env.RENDER_WORKERS) || Math.max(1, Math.min(os.availableParallelism(), 2, Math.floor(jobs.length / PAGES_PER_WORKER)))
  // Dealt out in turn, so each worker gets as many city pages and fixed pages as the other.
  const shares = Array.from({ length: count }, (_, index) => jobs.filter((_job, j) => j % count === index))
  let rendered: RenderedFacts[]
  try {
    const common = {
      serverEntry: path.join(bundles, 'server/entry.mjs'),
      client: context.client,
      pageCache: cache,
      loaderCode: entryLoaderCode(),
    }
    rendered = (
      await Promise.all(
        shares.map((share) => runWorker(context, script, { ...common, content: workerContent(context, share), jobs: share })),
      )
    ).flat()
  } finally {
    fs.rmSync(script, { force: true })
  }

  const fresh = rendered.map((page): RenderedPage => ({ ...page, fresh: true }))
  context.pages = [...reused, ...fresh].sort((a, b) => (a.route < b.route ? -1 : 1))

  // The cache keeps the pages of this build only: the manifest first, then the files.
  const next: Manifest = {}
  for (const { key, fresh: _fresh, ...facts } of context.pages) if (key) next[key] = facts
  fs.writeFileSync(`${manifestFile(context)}.tmp-${process.pid}`, JSON.stringify(next))
  fs.renameSync(`${manifestFile(context)}.tmp-${process.pid}`, manifestFile(context))
  for (const name of fs.readdirSync(cache)) {
    const key = name.slice(0, name.indexOf('.'))
    if (name !== 'manifest.json' && !Object.hasOwn(next, key)) fs.rmSync(path.join(cache, name), { force: true })
  }
  return `${fresh.length} pages rendered, ${reused.length} reused (${count} worker${count > 1 ? 's' : ''})`
}
