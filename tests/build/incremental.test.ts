// The incremental build (scripts/build/render.ts, islands/build/entry-loader-tag.ts, compress.ts): with one city
// changed, only the pages whose inputs changed are rendered and compressed again (a page's
// inputs are what its page kind declares it reads: pages/<kind>/build.ts; which keys a change
// moves is tests/unit/page-reads.test.ts's), and the result is byte for byte the one a build
// from scratch gives (BUILD_FRESH=1: no rendered page and no compressed copy reused).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { listFiles } from '../../lib/node/files.js'
import { budget } from '../support/budget.js'
import { ROOT, runBuild } from '../support/whole-build.js'

const RUN_DIR = path.join(ROOT, '.test-dist', `incremental-${process.pid}-${Date.now()}`)
const SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000))
const TIMEOUT = budget(600_000)
const content = fs.mkdtempSync(path.join(os.tmpdir(), 'incremental-content-'))

// Seven builds' folders to remove: more than a hook's default 10 s on a loaded machine.
afterAll(() => {
  fs.rmSync(content, { recursive: true, force: true })
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
}, budget(60_000))

function build(name: string, extraEnv: Record<string, string> = {}) {
  const run = runBuild(content, path.join(RUN_DIR, name), { SOURCE_DATE_EPOCH, ...extraEnv })
  expect(run.status, run.output).toBe(0)
  return run
}

describe('incremental build', () => {
  it(
    'renders only the changed city again and gives the same bytes as a build from scratch',
    () => {
      fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true })
      const cities = fs.readdirSync(path.join(content, 'cities')).length
      build('first')

      const lyonFile = path.join(content, 'cities/lyon.json')
      const lyon = JSON.parse(fs.readFileSync(lyonFile, 'utf8'))
      lyon.area = 'Les neuf arrondissements de Lyon et toute la métropole, sur rendez-vous.'
      fs.writeFileSync(lyonFile, JSON.stringify(lyon, null, 2))
      const incremental = build('incremental')
      const clean = build('clean', { BUILD_FRESH: '1' })

      // Lyon's page alone was rendered again: no other page reads Lyon's area (the home and the
      // coverage page read the towns' names, from coverage.json's links).
      const [, rendered, reused] = /render\s.*?(\d+) pages rendered, (\d+) reused/.exec(incremental.output) ?? []
      const [, renderedClean, reusedClean] = /render\s.*?(\d+) pages rendered, (\d+) reused/.exec(clean.output) ?? []
      expect(Number(reusedClean)).toBe(0)
      expect(Number(renderedClean)).toBeGreaterThan(cities)
      expect(Number(rendered)).toBe(1)
      expect(Number(reused)).toBe(Number(renderedClean) - 1)
      expect(incremental.output).toMatch(/compress\s.*from the cache/)

      const files = listFiles(clean.dist).files
      expect(listFiles(incremental.dist).files).toEqual(files)
      expect(files.filter((file) => file.endsWith('.html.br')).length).toBeGreaterThan(cities)
      const different = files.filter(
        (file) => !fs.readFileSync(path.join(clean.dist, file)).equals(fs.readFileSync(path.join(incremental.dist, file))),
      )
      expect(different).toEqual([])
      // And the change is there.
      const page = files.find((file) => /^client\/lyon(\/index)?\.html$/.test(file))!
      expect(fs.readFileSync(path.join(incremental.dist, page), 'utf8')).toContain('toute la métropole')
    },
    TIMEOUT,
  )

  it(
    'renders a page again when a file of its cache entry is gone, and makes the entry whole again',
    () => {
      // The content and page cache of the test above (tests of a file run in order).
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '.cache/build/pages/manifest.json'), 'utf8')) as Record<
        string,
        { route: string }
      >
      const key = Object.keys(manifest).find((entry) => manifest[entry]!.route === '/lyon')!
      const cached = path.join(ROOT, '.cache/build/pages', `${key}.html`)
      const before = fs.readFileSync(cached)
      fs.rmSync(`${cached}.gz`)
      const again = build('again')
      const [, rendered, reused] = /render\s.*?(\d+) pages rendered, (\d+) reused/.exec(again.output) ?? []
      expect(Number(rendered)).toBe(1)
      expect(Number(reused)).toBe(Object.keys(manifest).length - 1)
      // Lyon's page, rendered again, is the cached one to the byte, and the entry is whole again.
      expect(fs.readFileSync(path.join(again.dist, 'client/lyon.html')).equals(before)).toBe(true)
      expect(fs.readFileSync(cached).equals(before)).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(`${cached}.gz`)).equals(before)).toBe(true)
    },
    TIMEOUT,
  )

  it(
    'shares no file with the page cache: an in-place edit of dist/ is not published again, and BUILD_FRESH=1 refreshes the cache',
    () => {
      // The content, page cache and last build of the tests above.
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '.cache/build/pages/manifest.json'), 'utf8')) as Record<
        string,
        { route: string }
      >
      const key = Object.keys(manifest).find((entry) => manifest[entry]!.route === '/lyon')!
      const cached = path.join(ROOT, '.cache/build/pages', `${key}.html`)
      const page = path.join(RUN_DIR, 'again', 'client/lyon.html')
      const good = fs.readFileSync(page)
      for (const extension of ['', '.br', '.gz'])
        expect(fs.statSync(`${page}${extension}`).ino).not.toBe(fs.statSync(`${cached}${extension}`).ino)
      // In place, keeping the inode, as `vim -es` or `sed -i`-less editors do.
      const edited = good.toString('utf8').replace('</body>', '<p>modifié à la main</p></body>')
      const fd = fs.openSync(page, 'r+')
      fs.writeSync(fd, edited, 0, 'utf8')
      fs.closeSync(fd)
      expect(fs.readFileSync(cached).equals(good)).toBe(true)

      const after = build('after-edit')
      const published = fs.readFileSync(path.join(after.dist, 'client/lyon.html'))
      expect(published.equals(good)).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(after.dist, 'client/lyon.html.gz'))).equals(good)).toBe(true)
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(after.dist, 'client/lyon.html.br'))).equals(good)).toBe(true)

      // A cache entry damaged in place: a build from scratch writes it anew, and the next build publishes the right page.
      fs.writeFileSync(cached, '<p>empoisonné</p>')
      build('fresh', { BUILD_FRESH: '1' })
      expect(fs.readFileSync(cached).equals(good)).toBe(true)
      expect(fs.readFileSync(path.join(build('after-fresh').dist, 'client/lyon.html')).equals(good)).toBe(true)
    },
    TIMEOUT,
  )
})
