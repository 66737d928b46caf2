// `npm run bench -- --dev 87,10000`: the dev server at scale, printed (never asserted).
// For each count: a copy of content/ with that many towns (bench/generate-towns.ts; 87 is
// the real content, copied so that the saves below leave content/ alone), then
//   - `npm run dev` on it (CONTENT_DIR): the time until the first page answers 200;
//   - five saves of one town's file, each with a new title: the time from the write until
//     the page serves the new title (median of 5), and until the terminal reports the
//     whole-site check of that save;
//   - the peak resident memory of the dev server's whole process tree, sampled from /proc
//     every 50 ms (the sum over the processes: tsx, Vike/Vite and its worker threads).
// The load average is printed with the figures: on a shared machine they mean little without it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { freePort } from '../tests/support/ports.js'
import { generatedContent } from './generate-towns.js'
import { treeRssMb } from './process-tree.js'

const SAVES = 5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The page's HTML once it answers 200 (null until then); a request that hangs counts as not yet. */
async function page(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(60_000) })
    return response.ok ? await response.text() : null
  } catch {
    return null
  }
}

interface DevRun {
  towns: number
  firstPage: number
  saves: number[]
  wholeSite: number[]
  peakMb: number
  load: [number, number]
}

async function benchOne(towns: number): Promise<DevRun> {
  const dir = generatedContent(towns)
  const port = await freePort()
  let output = ''
  const load0 = os.loadavg()[0]
  const started = performance.now()
  // As `npm run dev` starts it (package.json), without npm's own process.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, CONTENT_DIR: dir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  let peakMb = 0
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(server.pid!))), 50)
  try {
    const file = path.join(dir, 'cities', fs.readdirSync(path.join(dir, 'cities')).sort().at(-1)!)
    const slug = path.basename(file, '.json')
    const url = `http://127.0.0.1:${port}/${slug}`
    while ((await page(url)) === null) {
      if (server.exitCode !== null) throw new Error(`npm run dev stopped:\n${output}`)
      if (performance.now() - started > 600_000) throw new Error(`no page after 10 minutes:\n${output}`)
      await sleep(100)
    }
    const firstPage = performance.now() - started
    console.log(`${towns} towns: first page after ${(firstPage / 1000).toFixed(1)} s`)
    // Let the start-up's whole-site check end, as a maintainer's first save would usually find it.
    for (let wait = 0; wait < 3000 && !/content: whole site/.test(output); wait++) await sleep(100)
    const startCheck = /content: whole site[^\n]*\((\d+\.\d) s\)/.exec(output)?.[1]
    console.log(`  whole-site check at start: ${startCheck ?? '?'} s`)
    const saves: number[] = []
    const wholeSite: number[] = []
    for (let round = 1; round <= SAVES; round++) {
      const city = JSON.parse(fs.readFileSync(file, 'utf8')) as { title: string }
      // Letters only: a figure in a title could be read as a claim by the rule book.
      const marker = `essai ${[...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`
      const town = city.title.replace(/^Tapis à /, '')
      city.title = `Tapis à ${town}, ${marker}`
      const before = output.length
      const saved = performance.now()
      fs.writeFileSync(file, JSON.stringify(city))
      while (!(await page(url))?.includes(marker)) await sleep(20)
      saves.push(performance.now() - saved)
      while (!/content: whole site/.test(output.slice(before))) {
        if (performance.now() - saved > 300_000) break
        await sleep(50)
      }
      wholeSite.push(performance.now() - saved)
      console.log(`  save ${round}: served after ${saves.at(-1)!.toFixed(0)} ms, whole-site check after ${wholeSite.at(-1)!.toFixed(0)} ms`)
      await sleep(500)
    }
    return { towns, firstPage, saves, wholeSite, peakMb, load: [load0, os.loadavg()[0]] }
  } finally {
    clearInterval(sampler)
    process.kill(-server.pid!, 'SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export async function devBench(counts: number[]): Promise<void> {
  const runs: DevRun[] = []
  for (const towns of counts) runs.push(await benchOne(towns))
  console.log(`\nDev server at scale (${os.cpus().length} cores, Node ${process.version}):`)
  console.log(
    '| towns | first page | save → served (median of 5) | save → whole-site check (median) | peak memory (tree) | load average (start → end) |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const run of runs) {
    console.log(
      `| ${run.towns} | ${(run.firstPage / 1000).toFixed(1)} s | ${median(run.saves).toFixed(0)} ms | ${(median(run.wholeSite) / 1000).toFixed(1)} s | ${run.peakMb.toFixed(0)} MB | ${run.load[0].toFixed(1)} → ${run.load[1].toFixed(1)} |`,
    )
  }
}
