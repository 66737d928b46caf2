// `npm run bench`: the figures behind the performance targets, printed, never asserted.
// 1. Build the site, serve dist/client (its Brotli copies, as a host would), run Lighthouse
//    (mobile preset, simulated throttling, Debian Chromium) three times per page after one
//    discarded warm-up run, take medians.
// 2. The same pages with their scripts removed, compressed alike: the no-JavaScript floor for LCP.
// 3. Throttled loads of /, /contact and /lyon (scripts/bench-first-paint.ts): first paint,
//    hydration end, and when each core task starts to work (it should be the first paint).
// 4. Build time and peak memory for the real content and for 1,000 generated local pages.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { ROOT_DIR } from '../lib/root.js'
import { firstPaintBench } from './bench-first-paint.js'
import { createStaticServer } from './serve.js'

const PAGES = ['/', '/services/lavage-tapis', '/lyon', '/paris-8e', '/contact', '/a-proximite']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const skipBuild = process.argv.includes('--no-build-bench')

function timedBuild(env: Record<string, string>): { seconds: number; peakMb: number; pages: number } {
  const started = Date.now()
  // GNU time reports the largest resident set among the build's processes (Vike runs in a child).
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

/** A content copy with `count` local pages, each a distinct town made from a real page. */
// Words for the generated pages' text. Generated pages must pass every content rule, as a
// maintainer's would: distinct text (the 35 % shared-sequence limit), the town named where
// the validator asks for it, no figure or claim, French typography.
const WORDS =
  'laine soie trame chaîne nœud frange lisière motif médaillon bordure teinture indigo garance safran brossage séchage reprise velours tapis kilim salon parquet lumière couleur dessin fleur rinceau palmette écoinçon champ galon ourlet fil navette métier teinturier bain eau savon brosse peigne aiguille maille point rang relief éclat patine usure souplesse toison tonte épaisseur fibre écheveau nuance rouge bleu ivoire ocre vert brun doré cuivré sable ardoise famille maison pièce escalier couloir chambre bibliothèque fenêtre soleil hiver été printemps automne ville rue place jardin marché pont rivière colline forêt vallée'.split(
    ' ',
  )

/** Deterministic text of `count` words: the same bench content on every run. */
function words(seed: number, count: number): string {
  let state = seed
  const out: string[] = []
  for (let index = 0; index < count; index++) {
    state = (state * 1103515245 + 12345) % 2147483648
    out.push(WORDS[state % WORDS.length])
  }
  return out.join(' ')
}

/** A town name without digits (typography) and unique (one page per town): Bourg Abc. */
function townName(index: number): string {
  let letters = ''
  for (let rest = index; letters.length < 3; rest = Math.floor(rest / 26)) letters = String.fromCharCode(97 + (rest % 26)) + letters
  return `Bourg ${letters[0].toUpperCase()}${letters.slice(1)}`
}

function generatedContent(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'))
  fs.cpSync(path.join(ROOT_DIR, 'content'), dir, { recursive: true })
  const citiesDir = path.join(dir, 'cities')
  const sources = fs.readdirSync(citiesDir).map((file) => JSON.parse(fs.readFileSync(path.join(citiesDir, file), 'utf8')))
  const extra = count - sources.length
  for (let index = 1; index <= extra; index++) {
    const source = sources[index % sources.length]
    const town = townName(index)
    const seed = index * 7919
    const text = (n: number, salt: number) => words(seed + salt, n)
    const list = (items: unknown[], n: number, salt: number) => items.map((_, item) => text(n, salt + item * 31))
    const cards = (items: unknown[], salt: number) =>
      items.map((_, item) => ({ title: text(3, salt + item), description: text(14, salt + 1 + item) }))
    const city = {
      ...source,
      slug: `bourg-${town.slice(6).toLowerCase()}`,
      town,
      seo: { title: `Tapis à ${town}`, description: `Tapis à ${town}, ${text(12, 1)}.` },
      title: `Tapis à ${town}`,
      subtitle: `${town} (${source.postcode})`,
      description: `<p>${town}, ${text(40, 2)}.</p><p>${text(30, 3)}.</p>`,
      area: `${town}, ${text(10, 4)}.`,
      neighborhoods: source.neighborhoods.map((_: string, item: number) => `Quartier ${townName(index * 8 + item).slice(6)}`),
      landmarks: source.landmarks.map((_: string, item: number) => `Lieu ${townName(index * 8 + item).slice(6)}`),
      ...(source.specialties ? { specialties: list(source.specialties, 14, 5) } : {}),
      ...(source.services ? { services: list(source.services, 12, 6) } : {}),
      ...(source.advantages ? { advantages: cards(source.advantages, 7) } : {}),
      ...(source.ctaTitle ? { ctaTitle: text(8, 9) } : {}),
      ...(source.ctaDescription ? { ctaDescription: `<p>${text(16, 10)}.</p>` } : {}),
      portfolio: source.portfolio.map((image: { src: string }, item: number) => ({
        src: image.src,
        alt: text(8, 11 + item),
        title: text(5, 12 + item),
        placeholder: true,
      })),
      ...(source.nearbyAreas
        ? { nearbyAreas: source.nearbyAreas.map((_: string, item: number) => `Village ${townName(index * 8 + item).slice(6)}`) }
        : {}),
      ...(source.serviceCards ? { serviceCards: cards(source.serviceCards, 13) } : {}),
      ...(source.closingLabel ? { closingLabel: text(4, 15) } : {}),
      ...(source.districtLabel ? { districtLabel: town } : {}),
    }
    fs.writeFileSync(path.join(citiesDir, `${city.slug}.json`), JSON.stringify(city))
  }
  return dir
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
    const file = path.join(root, url.pathname, 'index.html')
    const html = fs.readFileSync(fs.existsSync(file) ? file : path.join(root, 'index.html'), 'utf8')
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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
})
const rows: Row[] = []
let firstPaint: string[] = []
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
  firstPaint = await firstPaintBench(`http://127.0.0.1:${port}`, ['/', '/contact', '/lyon'], RUNS)
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
