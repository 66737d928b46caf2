// `npm run bench`: the figures behind the performance targets, printed, never asserted.
// 1. Build the site, serve dist/client (its Brotli copies, as a host would), run Lighthouse
//    (mobile preset, simulated throttling, Debian Chromium) three times per page after one
//    discarded warm-up run, take medians.
// 2. The same pages with their scripts removed, compressed alike: the no-JavaScript floor for LCP.
// 3. Throttled loads of /, /contact and /lyon (bench/bench-first-paint.ts): first paint,
//    hydration end, and when each core task starts to work (it should be the first paint);
//    then, after hydration, how fast seven taps answer (bench/touch-bench.ts).
// 4. Build time and peak memory for the real content and for 1,000 generated city pages.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import lighthouse from 'lighthouse'
import { ROOT_DIR } from '../lib/node/root.js'
import { devBench } from './bench-dev.js'
import { scaleBench } from './bench-scale.js'
import { firstPaintBench } from './bench-first-paint.js'
import { touchBench } from './touch-bench.js'
import { launchBenchChrome } from './bench-chrome.js'
import { generatedContent } from './generate-towns.js'
import { createStaticServer } from '../lib/node/static-server.js'
import { fileForPath } from '../lib/node/clean-urls.js'

const PAGES = ['/', '/services/lavage-tapis', '/lyon', '/paris-8e', '/contact', '/a-proximite']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const skipBuild = process.argv.includes('--no-build-bench')

// `--dev 87,10000`: only the dev server at scale (bench/bench-dev.ts).
const dev = process.argv.indexOf('--dev')
if (dev > 0) {
  await devBench((process.argv[dev + 1] ?? '10000').split(',').map((count) => Number(count.replace(/_/g, ''))))
  process.exit(0)
}

// `--towns 300,1000,3000`: only the build at scale (bench/bench-scale.ts); with
// `--validate-only`, only `npm run validate`, cold and warm.
const towns = process.argv.indexOf('--towns')
if (towns > 0) {
  await scaleBench(
    (process.argv[towns + 1] ?? '1000').split(',').map((count) => Number(count.replace(/_/g, ''))),
    { validateOnly: process.argv.includes('--validate-only') },
  )
  process.exit(0)
}

function timedBuild(env: Record<string, string>): { seconds: number; peakMb: number; pages: number } {
  const started = Date.now()
  // GNU time reports the largest resident set among the build's processes (its render workers are threads of it).
  const result = spawnSync('/usr/bin/time', ['-f', '%M', path.join(ROOT_DIR, 'node_modules/.bin/tsx'), 'scripts/build.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`)
  const peakKb = Number(result.stderr.trim().split('\n').pop())
  const pages = Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? 0)
  return { seconds: (Date.now() - started) / 1000, peakMb: peakKb / 1024, pages }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** dist/client, plus `?nojs` variants of every page with its scripts taken out. */
function benchServer(): http.Server {
  const root = path.join(ROOT_DIR, 'dist/client')
  const statics = createStaticServer(root)
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!url.searchParams.has('nojs')) return statics.emit('request', request, response)
    const file = fileForPath(root, url.pathname) ?? path.join(root, 'index.html')
    const html = fs.readFileSync(file, 'utf8')
    const floor = html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    // Compressed like the page itself (scripts/build/compress.ts), so the floor differs from the
    // page by its scripts alone and not by its bytes on the wire.
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding']))
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...(brotli ? { 'Content-Encoding': 'br' } : {}) })
    response.end(brotli ? zlib.brotliCompressSync(floor) : floor)
  })
}

type Row = Measure & { page: string; floor: number }

interface Measure {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  js: number
  css: number
  total: number
}

async function measure(port: number, chromePort: number, url: string): Promise<Measure> {
  const result = await lighthouse(`http://127.0.0.1:${port}${url}`, { port: chromePort, output: 'json', logLevel: 'error' })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { lhr } = result
  const details = lhr.audits['resource-summary'].details as unknown as { items?: { resourceType: string; transferSize: number }[] }
  const items = details.items ?? []
  const size = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024
  const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100)
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    js: size('script'),
    css: size('stylesheet'),
    total: size('total'),
  }
}

const real = timedBuild({})
console.log(
  `\nBuild, real content: ${real.pages} pages in ${real.seconds.toFixed(1)} s (${((real.seconds * 1000) / real.pages).toFixed(0)} ms/page), peak memory ${real.peakMb.toFixed(0)} MB`,
)

const server = benchServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as { port: number }).port
const chrome = await launchBenchChrome()
const rows: Row[] = []
let firstPaint: string[] = []
let touch: string[] = []
try {
  // A first Lighthouse run in a fresh browser pays start-up costs that belong to no page
  // (caches, the browser's own warm-up); it is run once and thrown away.
  await measure(port, chrome.port, PAGES[0])
  for (const page of PAGES) {
    const runs: Measure[] = []
    const floors: number[] = []
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measure(port, chrome.port, page))
      floors.push((await measure(port, chrome.port, `${page}${page.includes('?') ? '&' : '?'}nojs`)).lcp)
    }
    const pick = (key: keyof Measure) => median(runs.map((run) => run[key]))
    rows.push({
      page,
      perf: pick('perf'),
      a11y: pick('a11y'),
      bp: pick('bp'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      js: pick('js'),
      css: pick('css'),
      total: pick('total'),
      floor: median(floors),
    })
    process.stdout.write('.')
  }
  const browser = await chrome.playwright()
  firstPaint = await firstPaintBench(browser, `http://127.0.0.1:${port}`, ['/', '/contact', '/lyon'], RUNS)
  touch = await touchBench(browser, `http://127.0.0.1:${port}`, RUNS)
} finally {
  await chrome.kill()
  server.close()
}

console.log(`\n\nLighthouse ${RUNS}× per page, mobile preset, simulated throttling (medians). Sizes: KB transferred, compressed.`)
console.log('page                    perf a11y  bp  seo   LCP ms  floor ms  LCP/floor  TBT ms    CLS    JS KB  CSS KB  total KB')
for (const row of rows) {
  console.log(
    `${row.page.padEnd(23)} ${String(row.perf).padStart(4)} ${String(row.a11y).padStart(4)} ${String(row.bp).padStart(3)} ${String(row.seo).padStart(4)} ${row.lcp.toFixed(0).padStart(8)} ${row.floor.toFixed(0).padStart(9)} ${(row.lcp / row.floor).toFixed(2).padStart(10)} ${row.tbt.toFixed(0).padStart(7)} ${row.cls.toFixed(3).padStart(6)} ${row.js.toFixed(1).padStart(8)} ${row.css.toFixed(1).padStart(7)} ${row.total.toFixed(1).padStart(9)}`,
  )
}

console.log(`\n${firstPaint.join('\n')}`)
console.log(`\n${touch.join('\n')}`)

if (!skipBuild) {
  const dir = generatedContent(1000)
  try {
    const big = timedBuild({ CONTENT_DIR: dir, DIST_DIR: '.bench-dist' })
    console.log(
      `\nBuild, 1,000 local pages: ${big.pages} pages in ${big.seconds.toFixed(1)} s (${((big.seconds * 1000) / big.pages).toFixed(0)} ms/page), peak memory ${big.peakMb.toFixed(0)} MB`,
    )
    console.log(
      `Cost per page: real ${((real.seconds * 1000) / real.pages).toFixed(0)} ms, 1,000 pages ${((big.seconds * 1000) / big.pages).toFixed(0)} ms (machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version})`,
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(path.join(ROOT_DIR, '.bench-dist'), { recursive: true, force: true })
  }
}
