// A build that reuses the verdict store publishes the bytes a build without it does (issue 39,
// point 1). The rules never write: what they used to normalise in place (Unicode NFC, keys
// included) is done where a document is read (lib/content/read-document.ts), for every caller.
// When the store held a file's verdict, its rules did not run, so the decomposed text of a
// town reached its page as written; a build without the store published it composed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { listFiles } from '../../lib/node/files.js'
import { budget } from '../support/budget.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const RUN_DIR = path.join(ROOT, '.test-dist', `verdict-store-${process.pid}-${Date.now()}`)
const SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000))
const TIMEOUT = budget(900_000)
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-store-content-'))

afterAll(() => {
  fs.rmSync(content, { recursive: true, force: true })
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
})

function build(name: string, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: content,
    DIST_DIR: path.relative(ROOT, path.join(RUN_DIR, name)),
    SOURCE_DATE_EPOCH,
    // Every page rendered from the content of this build, none from the page cache.
    BUILD_FRESH: '1',
    ...extraEnv,
  }
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key === 'VERBOSE' || key.startsWith('VITEST')) delete env[key]
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${child.stdout}\n${child.stderr}`
  expect(child.status, output).toBe(0)
  return { output, dist: path.join(RUN_DIR, name) }
}

/** Every string of a value decomposed (NFD): what a paste from some editors gives. */
function decomposed(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFD')
  if (Array.isArray(value)) return value.map(decomposed)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decomposed(item)]))
  return value
}

describe('the verdict store', () => {
  it(
    'changes no byte of the build: a town written decomposed is published composed, with the store and without it',
    () => {
      fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true })
      const lyonFile = path.join(content, 'cities/lyon.json')
      const lyon = JSON.parse(fs.readFileSync(lyonFile, 'utf8')) as Record<string, unknown>
      // Every text of the town (plain and HTML fields, lists, the nested SEO block) decomposed.
      const written = decomposed(lyon) as Record<string, unknown>
      expect(JSON.stringify(written)).not.toBe(JSON.stringify(lyon))
      fs.writeFileSync(lyonFile, JSON.stringify(written, null, 2))

      build('store-first')
      const reused = build('store-reused')
      expect(reused.output).toMatch(/verdicts reused/)
      const without = build('without-store', { VALIDATE_CACHE: '0' })
      expect(without.output).not.toMatch(/verdicts reused/)

      const files = listFiles(without.dist).files
      expect(listFiles(reused.dist).files).toEqual(files)
      const different = files.filter(
        (file) => !fs.readFileSync(path.join(without.dist, file)).equals(fs.readFileSync(path.join(reused.dist, file))),
      )
      expect(different).toEqual([])

      // And what both publish is the composed text.
      const page = files.find((file) => /^client\/lyon(\/index)?\.html$/.test(file))!
      const html = fs.readFileSync(path.join(reused.dist, page), 'utf8')
      expect(html).toContain((lyon.title as string).normalize('NFC'))
      expect(html).not.toContain('a\u0300 Lyon')
    },
    TIMEOUT,
  )
})
