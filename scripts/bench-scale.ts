// `npm run bench -- --towns 300,1000,3000`: the build at scale, printed (never asserted).
// For each count: a copy of content/ with that many towns (scripts/generate-towns.ts), then
//   - `npm run validate` alone, cold (no verdict store) and warm (the store of the run
//     before), the median of 3 each;
//   - a clean build (the build caches emptied: check, bundles, compressed copies), with the
//     time of each step and the peak memory of the build (GNU time, largest resident set);
//   - one town's text changed, then a build again (what a maintainer's edit costs).
// Then the marginal cost per page (the slope between the smallest and the largest count)
// and a straight-line extrapolation to 100,000 towns.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { generatedContent } from './generate-towns.js'

interface Run {
  seconds: number
  /** User and system CPU time: on a shared machine, closer to the code's cost than the wall clock. */
  cpuSeconds: number
  peakMb: number
  pages: number
  steps: Map<string, number>
}

function timed(args: string[], env: Record<string, string>): Run {
  const started = Date.now()
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, '--import', 'tsx', ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  const steps = new Map<string, number>()
  for (const match of result.stdout.matchAll(/^ {2}(\S.*?)\s+([\d.]+) s {2}/gm)) steps.set(match[1].trim(), Number(match[2]))
  const [user, system, peakKb] = result.stderr.trim().split('\n').pop()!.split(' ').map(Number)
  return {
    seconds: (Date.now() - started) / 1000,
    cpuSeconds: user + system,
    peakMb: peakKb / 1024,
    pages: Number(/Built (\d+) pages/.exec(result.stdout)?.[1] ?? 0),
    steps,
  }
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

const median = (runs: Run[]): Run => {
  const sorted = [...runs].sort((a, b) => a.seconds - b.seconds)
  return sorted[sorted.length >> 1]
}
const load = () => os.loadavg()[0].toFixed(1)

/** `npm run validate` on `env`'s content: cold (the verdict store removed) and warm, the median of `times` each. */
function validateRuns(env: Record<string, string>, times = 3): { cold: Run; warm: Run } {
  const cold: Run[] = []
  const warm: Run[] = []
  for (let index = 0; index < times; index++) {
    fs.rmSync(path.join(ROOT_DIR, '.cache/validate'), { recursive: true, force: true })
    cold.push(timed(['scripts/validate.ts'], env))
    warm.push(timed(['scripts/validate.ts'], env))
  }
  return { cold: median(cold), warm: median(warm) }
}

/** `--validate-only`: `npm run validate` alone at each count, cold and warm. */
function validateBench(counts: number[]): void {
  console.log(
    `\n\`npm run validate\` (${os.cpus().length} cores, Node ${process.version}), medians of 3; wall-clock seconds [CPU seconds]:`,
  )
  console.log('| towns | files | cold | warm | peak MB (cold) | load average |')
  console.log('|---|---|---|---|---|---|')
  for (const towns of counts) {
    const dir = generatedContent(towns)
    try {
      const before = load()
      const { cold, warm } = validateRuns({ CONTENT_DIR: dir })
      const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
      const show = (run: Run) => `${run.seconds.toFixed(1)} [${run.cpuSeconds.toFixed(1)}]`
      console.log(`| ${towns} | ${files} | ${show(cold)} | ${show(warm)} | ${cold.peakMb.toFixed(0)} | ${before} → ${load()} |`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}

export async function scaleBench(counts: number[], { validateOnly = false } = {}): Promise<void> {
  if (validateOnly) return validateBench(counts)
  const rows: { towns: number; validate: Run; clean: Run; edit: Run }[] = []
  for (const towns of counts) {
    const dir = generatedContent(towns)
    const env = { CONTENT_DIR: dir, DIST_DIR: '.bench-dist' }
    try {
      const validate = validateRuns(env, 1).cold
      fs.rmSync(path.join(ROOT_DIR, '.cache/build'), { recursive: true, force: true })
      fs.rmSync(path.join(ROOT_DIR, '.cache/validate'), { recursive: true, force: true })
      const clean = timed(['scripts/build.ts'], env)
      editOneTown(dir)
      const edit = timed(['scripts/build.ts'], env)
      rows.push({ towns, validate, clean, edit })
      console.log(
        `${towns} towns: validate ${validate.seconds.toFixed(1)} s, clean build ${clean.seconds.toFixed(1)} s, one town changed ${edit.seconds.toFixed(1)} s`,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(path.join(ROOT_DIR, '.bench-dist'), { recursive: true, force: true })
    }
  }
  const phase = (run: Run, ...names: string[]) => names.reduce((sum, name) => sum + (run.steps.get(name) ?? 0), 0).toFixed(1)
  console.log(
    `\nBuild at scale (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}); seconds:`,
  )
  console.log(
    '| towns | pages | validate (alone) | build: validate | check | bundles | pre-render | compression | total | ms/page | peak MB | one town changed: total |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const { towns, validate, clean, edit } of rows) {
    console.log(
      `| ${towns} | ${clean.pages} | ${validate.seconds.toFixed(1)} | ${phase(clean, 'validate')} | ${phase(clean, 'check')} | ${phase(clean, 'bundles')} | ${phase(clean, 'render', 'rewrite')} | ${phase(clean, 'compress')} | ${clean.seconds.toFixed(1)} | ${((clean.seconds * 1000) / clean.pages).toFixed(0)} | ${Math.max(clean.peakMb, edit.peakMb).toFixed(0)} | ${edit.seconds.toFixed(1)} |`,
    )
  }
  if (rows.length >= 2) {
    const [first, last] = [rows[0], rows[rows.length - 1]]
    const slope = (last.clean.seconds - first.clean.seconds) / (last.clean.pages - first.clean.pages)
    const memorySlope = (last.clean.peakMb - first.clean.peakMb) / (last.towns - first.towns)
    console.log(
      `\nMarginal cost: ${(slope * 1000).toFixed(1)} ms a page (${first.towns} → ${last.towns} towns); memory ${(memorySlope * 1000).toFixed(0)} MB per 1,000 towns.`,
    )
    const at = (towns: number) => last.clean.seconds + slope * (towns - last.towns)
    console.log(
      `Extrapolated: 10,000 towns ${at(10_000).toFixed(0)} s, 100,000 towns ${at(100_000).toFixed(0)} s, peak ${(last.clean.peakMb + memorySlope * (100_000 - last.towns)).toFixed(0)} MB.`,
    )
  }
}
