// A render worker (render.ts starts one or two): it loads the server bundle `vike build` made
// and asks Vike's renderPage() for each page it is given, with the content it was given
// (pageContext.content, renderer/vike.d.ts), the same rendering Vike's own pre-render does,
// page for page and byte for byte (tests/build/render.test.ts holds it to that). Each page is
// rendered from its own view of the content: only what its page kind declared it reads
// (pages/<kind>/build.ts, lib/page-reads.ts). Then, per page: the entry swap
// (islands/build/entry-loader-tag.ts), the facts the sitemap and the CSP need, the file and
// its compressed copies, copied into the page cache under the key of its inputs for the next build.
//
// This file runs without a TypeScript loader: render.ts bundles it with esbuild (packages
// stay imports), and the worker starts with no --import tsx. Under tsx every module the
// server bundle imports (React, Mantine: hundreds of files) went through tsx's resolver,
// which made up most of the 3.3 s Vike's prerender() took to render its first page.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { Content } from '../../lib/content/engine-derive.js'
import { viewOf, type Reading } from '../../lib/page-reads.js'
import { compressBytes } from '../../lib/build/precompress.js'
import { copyWhole } from './links.js'
import { rewritePage } from '../../islands/build/entry-loader-tag.js'
import { pageFacts } from './page-facts.js'

export interface RenderJob {
  route: string
  /** What Vike must answer: 200, or 404 for the not-found page. */
  status: 200 | 404
  /** Under client/. */
  file: string
  /** The key of its inputs (render.ts): the page and its copies are stored under it. */
  key: string
  /** What it reads (its page kind's declaration): the page is rendered from that view of the content. */
  reading: Reading
  /** Brotli's level for its .br copy (its page kind's declaration); 11 when unset. */
  brotliQuality?: number
}

export interface RenderWorkerData {
  serverEntry: string
  /** The content as JSON: what this worker's pages read, together (render.ts). */
  content: string
  client: string
  pageCache: string
  loaderCode: string
  jobs: RenderJob[]
}

export interface RenderedFacts {
  route: string
  file: string
  key: string
  scriptHashes: string[]
  noindex: boolean
}

export type RenderWorkerMessage = { done: RenderedFacts[] } | { error: string }

/** Pages whose files are still being written, at most. */
const IN_FLIGHT = 16

/** A page and its compressed copies, copied into the page cache. */
async function writePage(job: RenderJob, target: string, html: string, pageCache: string): Promise<void> {
  await fs.promises.writeFile(target, html)
  const { br, gz } = await compressBytes(Buffer.from(html), job.brotliQuality)
  await Promise.all([fs.promises.writeFile(`${target}.br`, br), fs.promises.writeFile(`${target}.gz`, gz)])
  // Into the page cache as copies of the finished files, each written then renamed over the
  // cache's (links.ts): an interrupted build never leaves half a page behind a key, and a
  // fresh render (BUILD_FRESH=1 included) replaces whatever the cache held under that key.
  const cached = path.join(pageCache, `${job.key}.html`)
  for (const extension of ['', '.br', '.gz']) copyWhole(`${target}${extension}`, `${cached}${extension}`)
}

async function run({ serverEntry, content: json, client, pageCache, loaderCode, jobs }: RenderWorkerData): Promise<RenderedFacts[]> {
  const content = JSON.parse(json) as Content
  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  const done: RenderedFacts[] = []
  const folders = new Set<string>()
  const writing = new Set<Promise<void>>()
  const write = (job: RenderJob, target: string, html: string) => {
    const written = writePage(job, target, html, pageCache).finally(() => writing.delete(written))
    return written
  }
  for (const job of jobs) {
    const { httpResponse } = await renderPage({ urlOriginal: job.route, content: viewOf(content, job.reading) })
    if (!httpResponse || httpResponse.statusCode !== job.status)
      throw new Error(
        `${job.route} answered ${httpResponse?.statusCode ?? 'nothing'} instead of ${job.status} (its error is printed above)`,
      )
    let html: string
    try {
      html = rewritePage(httpResponse.body, loaderCode)
    } catch (error) {
      throw new Error(`${job.file}: ${(error as Error).message}`)
    }
    const target = path.join(client, job.file)
    const folder = path.dirname(target)
    if (!folders.has(folder)) {
      fs.mkdirSync(folder, { recursive: true })
      folders.add(folder)
    }
    // The page's files are written while the next pages render: waiting for each write (six
    // trips to libuv's thread pool a city page) left the worker idle for a third of its time.
    writing.add(write(job, target, html))
    if (writing.size >= IN_FLIGHT) await Promise.race(writing)
    done.push({ route: job.route, file: job.file, key: job.key, ...pageFacts(html) })
  }
  await Promise.all(writing)
  return done
}

if (parentPort) {
  const port = parentPort
  run(workerData as RenderWorkerData).then(
    (done) => port.postMessage({ done } satisfies RenderWorkerMessage),
    (error: Error) => port.postMessage({ error: error.message } satisfies RenderWorkerMessage),
  )
}
