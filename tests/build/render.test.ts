// The render step (scripts/build/render.ts) asks Vike's renderPage() for each page, in worker
// threads that each get what their pages read, each page rendered from only what its page kind
// declares it reads (pages/<kind>/build.ts), instead of running Vike's prerender(): it must
// write what one process writes with the whole content, the same files byte for byte once the
// entry is swapped for the loader (islands/build/entry-loader-tag.ts). The reference (fixtures/vike-prerender.ts) is
// Vike's own pre-render for the pages it finds by itself (fixed routes, 404.html), and
// renderPage() one page at a time for the pages of a route function.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { contentFolder } from '../../lib/node/content-folder.js'
import { contentDir } from '../../lib/node/load.js'
import { listFiles } from '../../lib/node/files.js'
import { entryLoaderCode, rewritePage } from '../../islands/build/entry-loader-tag.js'
import { budget } from '../support/budget.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const RUN_DIR = path.join(ROOT, '.test-dist', `render-${process.pid}-${Date.now()}`)
// Under the project, as a build is: the server bundle imports React and Vike from node_modules/.
const reference = `${RUN_DIR}-vike`
// Every page rendered (no page cache), by two workers as at scale, each with its share of the
// towns (101 pages alone would get one).
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DIST_DIR: path.relative(ROOT, RUN_DIR),
  SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000)),
  BUILD_FRESH: '1',
  RENDER_WORKERS: '2',
}
for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key === 'VERBOSE' || key.startsWith('VITEST')) delete env[key]

afterAll(() => {
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
  fs.rmSync(reference, { recursive: true, force: true })
})

/** The bundles the last build used (only the current code's are kept; build tests run one at a time). */
const bundles = () => {
  const entries = fs.readdirSync(path.join(ROOT, '.cache/build/bundles')).filter((name) => !name.includes('.tmp-'))
  expect(entries).toHaveLength(1)
  return path.join(ROOT, '.cache/build/bundles', entries[0]!)
}

/** The whole content, validated and assembled as the build's validate step does, for the reference run. */
function contentStore(): string {
  const folder = contentFolder(contentDir(), 'content').read()
  expect(folder.check().errors).toEqual([])
  const file = path.join(reference, 'content.json')
  fs.mkdirSync(reference, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(folder.content()))
  return file
}

describe('render step', () => {
  it(
    'writes every page as the one-process reference does (Vike pre-render, renderPage()), byte for byte',
    () => {
      const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: ROOT, env, encoding: 'utf8' })
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0)
      expect(build.stdout).toMatch(/render\s.*\d+ pages rendered, 0 reused \(2 workers\)/)
      const vike = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'tests/build/fixtures/vike-prerender.ts', bundles(), contentStore(), reference],
        {
          cwd: ROOT,
          env,
          encoding: 'utf8',
        },
      )
      expect(vike.status, `${vike.stdout}\n${vike.stderr}`).toBe(0)
      // Vike's pre-render wrote the fixed pages and 404.html: home, services, contact, coverage, confirmation.
      const [, byVike, byRenderPage] = vike.stdout.match(/(\d+) pages by Vike's pre-render, (\d+) by renderPage\(\)/) ?? []
      expect(Number(byVike)).toBeGreaterThanOrEqual(6)
      expect(Number(byRenderPage)).toBeGreaterThan(90)

      const pages = (dir: string) =>
        listFiles(dir, (relative, isDirectory) => isDirectory && relative === 'admin').files.filter((file) => file.endsWith('.html'))
      const built = pages(path.join(RUN_DIR, 'client'))
      expect(built.length).toBeGreaterThan(100)
      expect(pages(path.join(reference, 'client'))).toEqual(built)
      const loader = entryLoaderCode()
      const different = built.filter(
        (file) =>
          rewritePage(fs.readFileSync(path.join(reference, 'client', file), 'utf8'), loader) !==
          fs.readFileSync(path.join(RUN_DIR, 'client', file), 'utf8'),
      )
      expect(different).toEqual([])
    },
    budget(300_000),
  )
})
