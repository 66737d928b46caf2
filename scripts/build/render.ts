// The render step: the pages, rendered by Vike from the bundles step's server bundle and the
// validate step's content, in worker threads (render-worker.ts): two when there are enough
// pages to pay for the second one's start, so both cores render. Each page comes out with its
// entry swapped for the inline loader (islands/build/entry-loader-tag.ts), its compressed
// copies, and the facts the sitemap and the headers need.
//
// What a page reads is its page kind's to say (pages/<kind>/build.ts, lib/page-reads.ts): the
// city page reads its own city's file and what every page reads (site, ui, navigation, the
// home's hero), the home the coverage grid, the salons, the services… A kind without a
// declaration reads everything. From that declaration alone, per page:
//   - its key: the hash of the code the bundles and pages are made of (code-hash.ts), the
//     environment the pages read (RELAY_URL, the build day of SOURCE_DATE_EPOCH), the picture
//     manifest (the URLs and sizes of every picture), and the content it reads. A page whose
//     key an earlier build rendered is copied from the page cache, not rendered;
//   - what it is rendered from: a worker is handed the content its pages read (its JSON
//     length sizes the worker's heap), and renders each page from that page's own view, so a
//     page that reads what it did not declare finds nothing there (tests/unit/page-reads.test.ts).
//
// The page cache (.cache/build/pages/) holds, by key, the page and its .br and .gz copies,
// and one manifest of what each key's page is (file, route, CSP hashes, noindex): a reused
// page costs three copies (scripts/build/links.ts: never a hard link, which would let an
// in-place edit of dist/ rewrite the cache), with no stat and no hash of its bytes.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { build as esbuild } from 'esbuild'
import { entryLoaderCode } from '../../islands/build/entry-loader-tag.js'
import { buildDay } from '../../lib/build-day.js'
import { fileOfRoute } from '../../lib/node/clean-urls.js'
import { IMAGE_MANIFEST } from '../../lib/node/images.js'
import { itemsOf, mergeReadings, readingOfAll, viewOf, type PageBuild, type Reading } from '../../lib/page-reads.js'
import { allRoutes, NOT_FOUND_ROUTE, pageKindAt } from '../../lib/routes.js'
import { bundleDir } from './bundles.js'
import { BuildError, type BuildContext, type RenderedPage } from './context.js'
import { copyWhole } from './links.js'
import type { Content } from '../../lib/content/engine-derive.js'
import type { RenderedFacts, RenderJob, RenderWorkerData, RenderWorkerMessage } from './render-worker.js'

export const pageCacheDir = (context: BuildContext) => path.join(context.cacheDir, 'pages')
const manifestFile = (context: BuildContext) => path.join(pageCacheDir(context), 'manifest.json')

/** Below this many pages one worker renders them all: a second one's start (about 0.3 s) would not pay. */
const PAGES_PER_WORKER = 150

/**
 * Each page kind's declaration (the default export of pages/<kind>/build.ts), by folder: loaded
 * by its path at run time, as Vike loads a page's hooks, so that no module of the build names
 * a page (scripts stay below pages in the import graph: tests/unit/import-graph.test.ts).
 */
export async function pageBuilds(root: string): Promise<Map<string, PageBuild>> {
  const builds = new Map<string, PageBuild>()
  for (const entry of fs.readdirSync(path.join(root, 'pages'), { withFileTypes: true })) {
    const file = path.join(root, 'pages', entry.name, 'build.ts')
    if (entry.isDirectory() && fs.existsSync(file))
      builds.set(entry.name, ((await import(pathToFileURL(file).href)) as { default: PageBuild }).default)
  }
  return builds
}

/**
 * The hash of what a reading names: each entry and each item is hashed once a build (a city
 * page's key then costs a few hashes, not the JSON of the shared content again).
 */
function readingDigest(content: Content): (reading: Reading) => string {
  const wholes = new Map<string, string>()
  const items = new Map<string, Map<string, string>>()
  const hash = (value: unknown) =>
    crypto
      .createHash('sha256')
      .update(JSON.stringify(value) ?? '')
      .digest('hex')
  const whole = (key: string) => wholes.get(key) ?? wholes.set(key, hash(content[key as keyof Content])).get(key)!
  const item = (key: string, name: string) => {
    let byName = items.get(key)
    if (!byName) {
      items.set(key, (byName = new Map(itemsOf(content[key as keyof Content]).map(([itemName, value]) => [itemName, hash(value)]))))
    }
    return byName.get(name) ?? 'none'
  }
  return (reading) =>
    Object.keys(reading)
      .sort()
      .map((key) => {
        const names = reading[key as keyof Reading]!
        return `${key}=${names === true ? whole(key) : names.map((name) => `${name}:${item(key, name)}`).join(',')}`
      })
      .join('\n')
}

/** What every page's key holds besides its content: the code, the environment, the pictures. */
function keyBase(context: BuildContext): Buffer {
  return crypto
    .createHash('sha256')
    .update(`${context.codeHash}\0${process.env.RELAY_URL ?? ''}\0${buildDay()}\0`)
    .update(fs.readFileSync(IMAGE_MANIFEST))
    .digest()
}

/**
 * Every page of the build, 404 included, with its reading (its page kind's declaration, or all
 * the content for a kind without one) and its key (`base` and the hash of what it reads).
 */
export function plannedPages(content: Content, builds: Map<string, PageBuild>, base: Uint8Array): RenderJob[] {
  const digest = readingDigest(content)
  // No route takes /404 (a city may not be called so: RESERVED_SLUGS): Vike answers it with
  // the error page, as its pre-render writes 404.html.
  const routes = [...allRoutes(content).map((route) => [route, 200] as const), [NOT_FOUND_ROUTE, 404] as const]
  return routes.map(([route, status]) => {
    const found = pageKindAt(route, content)
    const build = found && builds.get(found.kind)
    const reading = build ? build.reads(found.params) : readingOfAll(content)
    const key = crypto.createHash('sha256').update(base).update(digest(reading)).digest('hex')
    return { route, file: fileOfRoute(route), status, key, reading, brotliQuality: build?.brotliQuality }
  })
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

/** The content a worker renders from, as JSON text: what its pages read, together. */
function workerContent(context: BuildContext, jobs: RenderJob[]): string {
  return JSON.stringify(viewOf(context.content!, mergeReadings(jobs.map((job) => job.reading))))
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

/** The pages an earlier build rendered from the same inputs, copied from the page cache; the others, to render. */
function reuseCached(context: BuildContext, pages: RenderJob[]): { reused: RenderedPage[]; jobs: RenderJob[] } {
  const cache = pageCacheDir(context)
  fs.mkdirSync(cache, { recursive: true })
  const manifest = context.fresh ? {} : readManifest(context)
  const reused: RenderedPage[] = []
  const jobs: RenderJob[] = []
  const folders = new Set<string>()
  for (const page of pages) {
    const cached = manifest[page.key]
    if (cached) {
      const target = path.join(context.client, cached.file)
      try {
        if (!folders.has(path.dirname(target))) {
          fs.mkdirSync(path.dirname(target), { recursive: true })
          folders.add(path.dirname(target))
        }
        for (const extension of ['', '.br', '.gz']) copyWhole(path.join(cache, `${page.key}.html${extension}`), `${target}${extension}`)
        reused.push({ ...cached, key: page.key, fresh: false })
        continue
      } catch {
        // A cache file removed by hand: the page is rendered again. The copies already made
        // go first, so that the worker writes its three files afresh.
        for (const extension of ['', '.br', '.gz']) fs.rmSync(`${target}${extension}`, { force: true })
      }
    }
    jobs.push(page)
  }
  return { reused, jobs }
}

/** Renders the jobs in one or two workers; returns what they wrote and how many workers. */
async function renderJobs(context: BuildContext, jobs: RenderJob[]): Promise<{ rendered: RenderedFacts[]; count: number }> {
  // Every page from the cache: no worker to start (loading the server bundle takes a second or more).
  if (jobs.length === 0) return { rendered: [], count: 0 }
  const script = await workerScript(context)
  // RENDER_WORKERS sets the count (the bench compares one worker with two).
  const count =
    Number(process.env.RENDER_WORKERS) || Math.max(1, Math.min(os.availableParallelism(), 2, Math.floor(jobs.length / PAGES_PER_WORKER)))
  // Dealt out in turn, so each worker gets as many pages of each kind as the other.
  const shares = Array.from({ length: count }, (_, index) => jobs.filter((_job, j) => j % count === index))
  try {
    const common = {
      serverEntry: path.join(bundleDir(context), 'server/entry.mjs'),
      client: context.client,
      pageCache: pageCacheDir(context),
      loaderCode: entryLoaderCode(),
    }
    const done = await Promise.all(
      shares.map((share) => runWorker(context, script, { ...common, content: workerContent(context, share), jobs: share })),
    )
    return { rendered: done.flat(), count }
  } finally {
    fs.rmSync(script, { force: true })
  }
}

/** The cache keeps the pages of this build only: the manifest first, then the files. */
function keepOnly(context: BuildContext, pages: RenderedPage[]): void {
  const cache = pageCacheDir(context)
  const next: Manifest = {}
  for (const { key, fresh: _fresh, ...facts } of pages) next[key] = facts
  fs.writeFileSync(`${manifestFile(context)}.tmp-${process.pid}`, JSON.stringify(next))
  fs.renameSync(`${manifestFile(context)}.tmp-${process.pid}`, manifestFile(context))
  for (const name of fs.readdirSync(cache)) {
    const key = name.slice(0, name.indexOf('.'))
    if (name !== 'manifest.json' && !Object.hasOwn(next, key)) fs.rmSync(path.join(cache, name), { force: true })
  }
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

  const { reused, jobs } = reuseCached(context, plannedPages(context.content!, await pageBuilds(context.root), keyBase(context)))
  const { rendered, count } = await renderJobs(context, jobs)
  const fresh = rendered.map((page): RenderedPage => ({ ...page, fresh: true }))
  context.pages = [...reused, ...fresh].sort((a, b) => (a.route < b.route ? -1 : 1))
  keepOnly(context, context.pages)
  return `${fresh.length} pages rendered, ${reused.length} reused (${count} worker${count === 1 ? '' : 's'})`
}
