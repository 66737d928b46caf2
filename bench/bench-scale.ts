// `npm run bench -- --towns 300,1000,3000`: the build at scale, printed (never asserted).
// For each count: a copy of content/ with that many towns (bench/generate-towns.ts), then
//   - `npm run validate` alone, twice (the second run finds its verdicts stored, if any);
//   - a clean build (the build caches emptied: check, bundles, pages, compressed copies), with
//     the time of each step;
//   - the same build again with nothing changed, then with one town's text changed (what a
//     maintainer's edit costs).
// Each run gives its wall-clock time, its CPU time (user + system, children included: on a
// shared machine the wall clock measures the neighbours too) and its peak memory, summed
// over the whole process tree (the build, its render workers, tsc and Vite), sampled from
// /proc every 100 ms. Then the marginal cost per page (the slope between the two counts
// nearest 300 and 3,000), and a least-squares line through the counts of 1,000 and more,
// extrapolated to 100,000 towns.
// `--validate-only`: `npm run validate` alone at each count, cold (no verdict store) and warm
// (the store of the run before), the median of 3 each.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { generatedContent } from './generate-towns.js'
import { treeRssMb } from './process-tree.js'

interface Run {
  seconds: number
  cpuSeconds: number
  peakMb: number
  pages: number
  steps: Map<string, number>
}

async function timed(args: string[], env: Record<string, string>): Promise<Run> {
  const started = Date.now()
  const before = childCpuSeconds()
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  let peakMb = 0
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(child.pid!))), 100)
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  if (status !== 0) throw new Error(`${args.join(' ')} failed:\n${stdout}\n${stderr}`)
  const steps = new Map<string, number>()
  for (const match of stdout.matchAll(/^ {2}(\S.*?)\s+([\d.]+) s {2}/gm)) steps.set(match[1].trim(), Number(match[2]))
  return {
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: childCpuSeconds() - before,
    peakMb,
    pages: Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? 0),
    steps,
  }
}

/**
 * CPU time of this process's children so far (cutime + cstime of /proc/self/stat, in clock
 * ticks of 1/100 s): it grows by what each child that was waited for used, with the
 * descendants it waited for itself (the build waits for tsc and Vite; its workers are threads).
 */
function childCpuSeconds(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

/** Changes one word of one generated town, as a maintainer's edit would. */
function editOneTown(dir: string): void {
  const file = path.join(
    dir,
    'cities',
    fs.readdirSync(path.join(dir, 'cities')).find((name) => name.startsWith('bourg-'))!,
  )
  const city = JSON.parse(fs.readFileSync(file, 'utf8'))
  city.area = city.area.replace(/\.$/, ', sur rendez-vous.')
  fs.writeFileSync(file, JSON.stringify(city))
}

/** Least-squares line y = a + b·x. */
function fit(points: [number, number][]): { a: number; b: number } {
  const n = points.length
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n
  const b = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0)
  return { a: my - b * mx, b }
}

const nearest = <T extends { towns: number }>(rows: T[], towns: number) =>
  rows.reduce((best, row) => (Math.abs(row.towns - towns) < Math.abs(best.towns - towns) ? row : best))

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.seconds - b.seconds)[runs.length >> 1]!
const load = () => os.loadavg()[0]!.toFixed(1)

/** `--validate-only`: `npm run validate` at each count, cold (the verdict store removed) and warm, medians of 3. */
async function validateBench(counts: number[]): Promise<void> {
  console.log(`\n\`npm run validate\` (${os.cpus().length} cores, Node ${process.version}), medians of 3; seconds, wall clock [CPU]:`)
  console.log('| towns | files | cold | warm | peak MB (cold) | load average |')
  console.log('|---|---|---|---|---|---|')
  for (const towns of counts) {
    const dir = generatedContent(towns)
    try {
      const before = load()
      const cold: Run[] = []
      const warm: Run[] = []
      for (let index = 0; index < 3; index++) {
        fs.rmSync(path.join(ROOT_DIR, '.cache/validate'), { recursive: true, force: true })
        cold.push(await timed(['scripts/validate.ts'], { CONTENT_DIR: dir }))
        warm.push(await timed(['scripts/validate.ts'], { CONTENT_DIR: dir }))
      }
      const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
      const show = (run: Run) => `${run.seconds.toFixed(1)} [${run.cpuSeconds.toFixed(1)}]`
      console.log(
        `| ${towns} | ${files} | ${show(median(cold))} | ${show(median(warm))} | ${median(cold).peakMb.toFixed(0)} | ${before} → ${load()} |`,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

export async function scaleBench(counts: number[], { validateOnly = false } = {}): Promise<void> {
  if (validateOnly) return validateBench(counts)
  const rows: { towns: number; validate: Run; validateAgain: Run; clean: Run; same: Run; edit: Run }[] = []
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  for (const towns of counts) {
    const dir = generatedContent(towns)
    const env = { CONTENT_DIR: dir, DIST_DIR: '.bench-dist' }
    try {
      fs.rmSync(path.join(ROOT_DIR, '.cache/validate'), { recursive: true, force: true })
      const validate = await timed(['scripts/validate.ts'], env)
      const validateAgain = await timed(['scripts/validate.ts'], env)
      // Clean: no check, bundle, page or compressed copy kept, and no stored verdict.
      for (const cache of ['.cache/build', '.cache/validate']) fs.rmSync(path.join(ROOT_DIR, cache), { recursive: true, force: true })
      const clean = await timed(['scripts/build.ts'], env)
      const same = await timed(['scripts/build.ts'], env)
      editOneTown(dir)
      const edit = await timed(['scripts/build.ts'], env)
      rows.push({ towns, validate, validateAgain, clean, same, edit })
      console.log(
        `${towns} towns (load ${os.loadavg()[0]!.toFixed(1)}): validate ${validate.seconds.toFixed(1)} s, again ${validateAgain.seconds.toFixed(1)} s; clean build ${clean.seconds.toFixed(1)} s (CPU ${clean.cpuSeconds.toFixed(1)} s, peak ${clean.peakMb.toFixed(0)} MB); nothing changed ${same.seconds.toFixed(1)} s; one town changed ${edit.seconds.toFixed(1)} s (CPU ${edit.cpuSeconds.toFixed(1)} s)`,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(path.join(ROOT_DIR, '.bench-dist'), { recursive: true, force: true })
    }
  }
  const step = (run: Run, name: string) => (run.steps.get(name) ?? 0).toFixed(1)
  console.log(
    `\nBuild at scale (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}); seconds, wall clock [CPU]:`,
  )
  console.log(
    '| towns | pages | validate alone: first / again | clean build: validate | check | bundles | render | compress | total [CPU] | ms/page [CPU] | peak MB (tree) | nothing changed | one town changed [CPU] | its peak MB |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const { towns, validate, validateAgain, clean, same, edit } of rows) {
    console.log(
      `| ${towns} | ${clean.pages} | ${validate.seconds.toFixed(1)} / ${validateAgain.seconds.toFixed(1)} | ${step(clean, 'validate')} | ${step(clean, 'check')} | ${step(clean, 'bundles')} | ${step(clean, 'render')} | ${step(clean, 'compress')} | ${clean.seconds.toFixed(1)} [${clean.cpuSeconds.toFixed(1)}] | ${((clean.seconds * 1000) / clean.pages).toFixed(1)} [${((clean.cpuSeconds * 1000) / clean.pages).toFixed(1)}] | ${clean.peakMb.toFixed(0)} | ${same.seconds.toFixed(1)} | ${edit.seconds.toFixed(1)} [${edit.cpuSeconds.toFixed(1)}] | ${edit.peakMb.toFixed(0)} |`,
    )
  }
  if (rows.length >= 2) {
    const [low, high] = [nearest(rows, 300), nearest(rows, 3000)]
    if (low !== high) {
      const slope = (run: (row: (typeof rows)[number]) => number) => ((run(high) - run(low)) * 1000) / (high.clean.pages - low.clean.pages)
      console.log(
        `\nMarginal cost, ${low.towns} → ${high.towns} towns: ${slope((row) => row.clean.seconds).toFixed(1)} ms a page (CPU ${slope((row) => row.clean.cpuSeconds).toFixed(1)} ms).`,
      )
    }
    const large = rows.filter((row) => row.towns >= 1000)
    if (large.length >= 2) {
      const time = fit(large.map((row) => [row.towns, row.clean.seconds]))
      const cpu = fit(large.map((row) => [row.towns, row.clean.cpuSeconds]))
      const memory = fit(large.map((row) => [row.towns, row.clean.peakMb]))
      const edit = fit(large.map((row) => [row.towns, row.edit.seconds]))
      const at = ({ a, b }: { a: number; b: number }, towns: number) => (a + b * towns).toFixed(0)
      console.log(
        `Least squares over ${large.map((row) => row.towns).join(', ')} towns: clean build ${(time.b * 1000).toFixed(1)} ms a town (CPU ${(cpu.b * 1000).toFixed(1)} ms), ${(memory.b * 1000).toFixed(0)} MB per 1,000 towns.`,
      )
      console.log(
        `Extrapolated to 10,000 towns: clean build ${at(time, 10_000)} s, peak ${at(memory, 10_000)} MB; to 100,000 towns: clean build ${at(time, 100_000)} s (CPU ${at(cpu, 100_000)} s), peak ${at(memory, 100_000)} MB, one town changed ${at(edit, 100_000)} s.`,
      )
    }
  }
}
