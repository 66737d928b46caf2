// A render worker (render.ts starts one or two): it loads the server bundle `vike build` made
// and asks Vike's renderPage() for each page it is given, the same rendering Vike's own
// pre-render does, page for page and byte for byte (tests/build/render.test.ts holds it to
// that). Then, per page: the entry swap (rewrite.ts), the facts the sitemap and the CSP need,
// and the file. A local page is also compressed here and stored under the key of its inputs
// for the next build.
//
// This file runs without a TypeScript loader: render.ts bundles it with esbuild (packages
// stay imports), and the worker starts with no --import tsx. Under tsx every module the
// server bundle imports (React, Mantine: hundreds of files) went through tsx's resolver,
// which made up most of the 3.3 s Vike's prerender() took to render its first page.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { compressBytes, LOCAL_PAGE_BROTLI_QUALITY } from './compress.js'
import { pageFacts, rewritePage } from './rewrite.js'

export interface RenderJob {
  route: string
  /** What Vike must answer: 200, or 404 for the not-found page. */
  status: 200 | 404
  /** Under client/. */
  file: string
  /** A local page: its key (render.ts); the page and its copies are stored under it. */
  key?: string
}

export interface RenderWorkerData {
  serverEntry: string
  client: string
  pageCache: string
  loaderCode: string
  jobs: RenderJob[]
}

export interface RenderedFacts {
  route: string
  file: string
  key?: string
  scriptHashes: string[]
  noindex: boolean
}

export type RenderWorkerMessage = { done: RenderedFacts[] } | { error: string }

/** Written then renamed: an interrupted build never leaves half a file in the cache. */
async function store(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.tmp-${process.pid}`
  await fs.promises.writeFile(temp, data)
  await fs.promises.rename(temp, file)
}

async function run({ serverEntry, client, pageCache, loaderCode, jobs }: RenderWorkerData): Promise<RenderedFacts[]> {
  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  const done: RenderedFacts[] = []
  const folders = new Set<string>()
  for (const job of jobs) {
    const { httpResponse } = await renderPage({ urlOriginal: job.route })
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
    await fs.promises.writeFile(target, html)
    if (job.key) {
      const body = Buffer.from(html)
      const { br, gz } = await compressBytes(body, LOCAL_PAGE_BROTLI_QUALITY)
      const cached = path.join(pageCache, job.key)
      await Promise.all([
        fs.promises.writeFile(`${target}.br`, br),
        fs.promises.writeFile(`${target}.gz`, gz),
        store(`${cached}.html`, body),
        store(`${cached}.html.br`, br),
        store(`${cached}.html.gz`, gz),
      ])
    }
    done.push({ route: job.route, file: job.file, key: job.key, ...pageFacts(html) })
  }
  return done
}

if (parentPort) {
  const port = parentPort
  run(workerData as RenderWorkerData).then(
    (done) => port.postMessage({ done } satisfies RenderWorkerMessage),
    (error: Error) => port.postMessage({ error: error.message } satisfies RenderWorkerMessage),
  )
}
