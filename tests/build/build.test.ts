// End-to-end tests of scripts/build.ts on temporary copies of content/: each scenario edits
// a copy, runs the real build as a child process (CONTENT_DIR, DIST_DIR) and reads what it
// wrote. Full builds take 15–25 s, so scenarios that can share one build do: the builds are
// memoised and run on first use, in whatever order the tests ask for them. One content copy
// (the main one) serves a new town, a town without "country", a town written decomposed, the
// reproducibility of two builds and the verdict store's (a build that reuses it, and one without it).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, describe, expect, it } from 'vitest'
import { routeOfFile } from '../../lib/node/clean-urls.js'
import { listFiles } from '../../lib/node/files.js'
import { NOT_FOUND_ROUTE, allRoutes, cityRoute } from '../../lib/routes.js'
import { budget } from '../support/budget.js'
import { ROOT, buildEnv, runBuild, type BuildRun } from '../support/whole-build.js'

const CONTENT = path.join(ROOT, 'content')
/** Every build of this run goes under one folder of .test-dist/, removed at the end. */
const RUN_DIR = path.join(ROOT, '.test-dist', `run-${process.pid}-${Date.now()}`)
const TIMEOUT = budget(240_000)
/** One fixed instant for every build of the run, so the reproducibility check is meaningful. */
const SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000))

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'))
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
const citySlugs = fs
  .readdirSync(path.join(CONTENT, 'cities'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
const siteUrl: string = readJson(path.join(CONTENT, 'site.json')).url

const tempDirs: string[] = []

/** A fresh copy of content/ in the system temp folder, edited by `edit`. */
function contentCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-content-'))
  tempDirs.push(dir)
  fs.cpSync(CONTENT, dir, { recursive: true })
  edit(dir)
  return dir
}

/**
 * Runs scripts/build.ts on `contentDir` into .test-dist/<run>/<name>, with a verdict store of
 * the content copy's own: the builds of one copy find the verdicts the previous one stored,
 * whatever ran on other content in between (a folder keeps one store: lib/node/verdicts.ts).
 */
const build = (contentDir: string, name: string, extraEnv: Record<string, string> = {}): BuildRun =>
  runBuild(
    contentDir,
    path.join(RUN_DIR, name),
    { SOURCE_DATE_EPOCH, VALIDATE_CACHE_DIR: path.join(RUN_DIR, `verdicts-${path.basename(contentDir)}`), ...extraEnv },
    TIMEOUT - 20_000,
  )

function expectSuccess(result: BuildRun) {
  expect(result.status, `build failed:\n${result.output}`).toBe(0)
}

/** The .html files of a client folder, relative, sorted. */
const htmlFiles = (client: string) => listFiles(client).files.filter((file) => file.endsWith('.html'))

const parse = (file: string) => parseDocument(fs.readFileSync(file, 'utf8'))
const linksTo = (file: string, href: string) => DomUtils.findAll((el) => el.name === 'a' && el.attribs.href === href, parse(file).children)

/** Every string of a JSON value passed through `fn`. */
function mapStrings(value: unknown, fn: (text: string) => string): unknown {
  if (typeof value === 'string') return fn(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fn))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fn)]))
  return value
}

function memo<T>(fn: () => T): () => T {
  let value: { v: T } | undefined
  return () => (value ??= { v: fn() }).v
}

// ---------------------------------------------------------------------------------------
// The shared content and builds.

/** The city whose optional "country" the main content copy drops (one that has it). */
const CITY_WITH_COUNTRY = citySlugs.find((slug) => 'country' in readJson(path.join(CONTENT, 'cities', `${slug}.json`)))

/** Every string of a value decomposed (NFD): what a paste from some editors gives. */
const decomposed = (value: unknown) => mapStrings(value, (text) => text.normalize('NFD'))

/**
 * content/ + cities/villeurbanne.json (Lyon's file with every text rewritten: a copy would
 * fail validation as a doorway page) + one city stripped of "country" + Lyon's file with
 * every text decomposed (plain and HTML fields, lists, the nested SEO block).
 */
const mainContent = memo(() =>
  contentCopy((dir) => {
    const lyon = readJson(path.join(dir, 'cities/lyon.json'))
    const villeurbanne = {
      ...lyon,
      slug: 'villeurbanne',
      town: 'Villeurbanne',
      postcode: '69100',
      seo: {
        title: 'Tapis à Villeurbanne\u00a0: lavage, restauration',
        description:
          'Lavage à la main, restauration et expertise de tapis d’Orient à Villeurbanne, des Gratte-Ciel à Cusset, enlèvement sur rendez-vous et devis gratuit.',
      },
      title: 'Restauration et nettoyage de tapis à Villeurbanne',
      subtitle: 'Villeurbanne, aux portes de Lyon',
      // Lyon's several postcodes and further towns are not Villeurbanne's.
      postcodes: undefined,
      surroundings: undefined,
      description:
        '<p>Au nord-est de Lyon, Villeurbanne a grandi avec ses usines textiles et mécaniques\u00a0; ses Gratte-Ciel, bâtis au début des années trente autour de l’hôtel de ville, en font une ville à part.</p><p>Le tramway et le métro la relient à la Part-Dieu en quelques minutes\u00a0; les tapis y sont enlevés sur rendez-vous.</p>',
      area: 'Tout Villeurbanne, des Charpennes à Saint-Jean.',
      neighborhoods: ['Gratte-Ciel', 'Cusset', 'Charpennes', 'Croix-Luizet', 'Tonkin'],
      landmarks: ['Quartier des Gratte-Ciel', 'Théâtre national populaire', 'Parc de la Feyssine', 'Hôtel de ville'],
      specialties: [
        '<strong>Les immeubles des Gratte-Ciel</strong>, aux appartements des années trente',
        '<strong>Les maisons ouvrières</strong> de Cusset et de Croix-Luizet',
        '<strong>Les résidences du Tonkin</strong>, reconstruites dans les années soixante',
      ],
      services: ['{claim:serviceWashing}', '{claim:serviceReweaving}', '{claim:serviceFringes}', '{claim:serviceExpertise}'],
      advantages: [
        { title: '{claim:byAppointment}', description: '{claim:franceByAppointment}', icon: 'calendar' },
        { title: '{claim:masterCraftsmen}', description: '{claim:generations}', icon: 'award' },
        { title: '{claim:quote}', description: '{claim:freeExpertise}', icon: 'search' },
      ],
      ctaTitle: 'Un tapis à confier près des <strong>Gratte-Ciel</strong>',
      ctaDescription: '<p>Laissez-nous votre numéro\u00a0: nous vous rappelons pour fixer l’enlèvement.</p>',
      nearbyAreas: ['Vaulx-en-Velin', 'Bron', 'Rillieux-la-Pape', 'Caluire-et-Cuire', 'Décines-Charpieu'],
      portfolio: lyon.portfolio.map((image: { src: string }, index: number) => ({
        ...image,
        alt: `Tapis d’atelier numéro ${index + 1}, vu du dessus`,
        title: `Travail d’atelier numéro ${index + 1}`,
      })),
    }
    writeJson(path.join(dir, 'cities/villeurbanne.json'), villeurbanne)
    if (CITY_WITH_COUNTRY) {
      const file = path.join(dir, 'cities', `${CITY_WITH_COUNTRY}.json`)
      // Without a country the town is French: its postcode must then be French too.
      const { country: _dropped, ...rest } = readJson(file)
      writeJson(file, { ...rest, postcode: '75001' })
    }
    const lyonFile = path.join(dir, 'cities/lyon.json')
    writeJson(lyonFile, decomposed(readJson(lyonFile)))
  }),
)

const mainBuild = memo(() => build(mainContent(), 'main'))
// The same content again, after the main build (whichever test asks first): it finds the
// verdicts the main build stored, and renders every page from its own content (BUILD_FRESH=1:
// none linked from the page cache the main build filled).
const secondBuild = memo(() => {
  mainBuild()
  return build(mainContent(), 'again', { BUILD_FRESH: '1' })
})
// And once more without the verdict store (every rule runs), every page rendered too.
const withoutStoreBuild = memo(() => build(mainContent(), 'without-store', { BUILD_FRESH: '1', VALIDATE_CACHE: '0' }))

/** A copy of the main content with two required fields removed. */
const brokenContent = memo(() =>
  contentCopy((dir) => {
    fs.cpSync(mainContent(), dir, { recursive: true })
    const lyonFile = path.join(dir, 'cities/lyon.json')
    const lyon = readJson(lyonFile)
    delete lyon.seo.description
    writeJson(lyonFile, lyon)
    const niceFile = path.join(dir, 'cities/nice.json')
    const nice = readJson(niceFile)
    delete nice.region
    writeJson(niceFile, nice)
  }),
)

interface FailedRebuild {
  before: { html: Buffer; mtimeMs: number }
  result: BuildRun
}

/** Builds the main content, then the broken content into the same DIST_DIR. */
const failedRebuild = memo((): FailedRebuild => {
  const first = mainBuild()
  expectSuccess(first)
  const index = path.join(first.client, 'index.html')
  const before = { html: fs.readFileSync(index), mtimeMs: fs.statSync(index).mtimeMs }
  const result = build(brokenContent(), 'main')
  return { before, result }
})

/** content/ without any city: no city file, and no link to a city page anywhere. */
const emptyCitiesContent = memo(() =>
  contentCopy((dir) => {
    const citiesDir = path.join(dir, 'cities')
    for (const name of fs.readdirSync(citiesDir)) fs.rmSync(path.join(citiesDir, name))
    const cityRoutes = new Set(citySlugs.map(cityRoute))

    const coverageFile = path.join(dir, 'coverage.json')
    const coverage = readJson(coverageFile)
    const unlink = (place: { url?: string }) => {
      if (place.url && cityRoutes.has(place.url)) delete place.url
    }
    for (const group of coverage.groups) group.places.forEach(unlink)
    coverage.grid.forEach(unlink)
    writeJson(coverageFile, coverage)

    const homeFile = path.join(dir, 'home.json')
    const anchor = new RegExp(
      `<a href="(?:${citySlugs.map((slug) => cityRoute(slug).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})">(.*?)</a>`,
      'g',
    )
    writeJson(
      homeFile,
      mapStrings(readJson(homeFile), (text) => text.replace(anchor, '$1')),
    )
  }),
)

const emptyCitiesBuild = memo(() => build(emptyCitiesContent(), 'no-cities'))

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(RUN_DIR, { recursive: true, force: true })
  const parent = path.dirname(RUN_DIR)
  if (fs.existsSync(parent) && fs.readdirSync(parent).length === 0) fs.rmdirSync(parent)
})

// ---------------------------------------------------------------------------------------

describe('build on temporary content', () => {
  it(
    '1. a new city file alone yields its page, its sitemap entry and its link on /a-proximite',
    () => {
      const result = mainBuild()
      expectSuccess(result)

      const pageFile = path.join(result.client, 'villeurbanne.html')
      expect(fs.existsSync(pageFile), 'villeurbanne.html').toBe(true)
      const h1s = DomUtils.findAll((el) => el.name === 'h1', parse(pageFile).children)
      expect(h1s).toHaveLength(1)
      expect(DomUtils.textContent(h1s[0])).toContain('Villeurbanne')

      const sitemap = fs.readFileSync(path.join(result.client, 'sitemap.xml'), 'utf8')
      expect(sitemap).toContain(`<loc>${siteUrl}/villeurbanne</loc>`)

      expect(linksTo(path.join(result.client, 'a-proximite.html'), '/villeurbanne').length).toBeGreaterThan(0)
    },
    TIMEOUT,
  )

  it(
    '2. a failed build lists the content error and leaves the previous output untouched',
    () => {
      const { before, result } = failedRebuild()
      expect(result.status).not.toBe(0)
      // File, JSON pointer and message on one line.
      expect(result.output).toMatch(/^.*cities\/lyon\.json: \/seo: missing required field "description"$/m)

      const index = path.join(result.client, 'index.html')
      expect(fs.existsSync(index)).toBe(true)
      expect(fs.readFileSync(index).equals(before.html)).toBe(true)
      expect(fs.statSync(index).mtimeMs).toBe(before.mtimeMs)
      // The villeurbanne page of the first build is still there too.
      expect(fs.existsSync(path.join(result.client, 'villeurbanne.html'))).toBe(true)

      const base = path.basename(result.dist)
      const leftovers = fs
        .readdirSync(path.dirname(result.dist))
        .filter((name) => name.startsWith(`${base}.tmp-`) || name.startsWith(`${base}.old-`))
      expect(leftovers).toEqual([])
    },
    TIMEOUT,
  )

  it(
    '2b. an interrupted build removes its temporary folder; stale ones are removed by the next build',
    async () => {
      const dist = path.join(RUN_DIR, 'interrupted')
      fs.mkdirSync(RUN_DIR, { recursive: true })
      // A folder left by a build that was killed outright: its process no longer exists.
      const stale = `${dist}.tmp-${spawnSync('true').pid}`
      fs.mkdirSync(stale)
      const env = buildEnv({ DIST_DIR: path.relative(ROOT, dist) })
      // Its own process group, signalled as a terminal's Ctrl-C signals one.
      // As `npm run build` runs it: tsx as a loader in the build's own process. (The tsx
      // command would relay the signal through a parent process, which kills the build
      // outright when it does not answer within 30 ms, as on a busy machine.)
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
      const temps = () => fs.readdirSync(RUN_DIR).filter((name) => name.startsWith('interrupted.tmp-'))
      try {
        // The pre-render has started writing into its temporary folder.
        const deadline = Date.now() + budget(150_000)
        while (!temps().some((name) => name !== path.basename(stale) && fs.existsSync(path.join(RUN_DIR, name, 'client')))) {
          if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no temporary folder appeared:\n${output}`)
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
        expect(fs.existsSync(stale)).toBe(false)
        process.kill(-child.pid!, 'SIGINT')
        expect(await exited).not.toBe(0)
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL')
      }
      expect(output).toContain('Build interrupted')
      expect(temps()).toEqual([])
      expect(fs.existsSync(dist)).toBe(false)
    },
    TIMEOUT,
  )

  it(
    '3. two builds of the same content with the same SOURCE_DATE_EPOCH give identical HTML',
    () => {
      const first = mainBuild()
      const second = secondBuild()
      expectSuccess(first)
      expectSuccess(second)
      const files = htmlFiles(first.client)
      expect(files.length).toBeGreaterThan(10)
      expect(htmlFiles(second.client)).toEqual(files)
      const different = files.filter(
        (file) => !fs.readFileSync(path.join(first.client, file)).equals(fs.readFileSync(path.join(second.client, file))),
      )
      expect(different).toEqual([])
    },
    TIMEOUT,
  )

  describe('4. robustness', () => {
    it(
      '(a) a city without the optional "country" field builds',
      () => {
        const result = mainBuild()
        expectSuccess(result)
        // Lyon (and the Villeurbanne copy) never had one.
        expect('country' in readJson(path.join(CONTENT, 'cities/lyon.json'))).toBe(false)
        expect(fs.existsSync(path.join(result.client, 'lyon.html'))).toBe(true)
        // A city that had one and lost it still renders.
        expect(CITY_WITH_COUNTRY, 'content/ has a city with "country"').toBeDefined()
        expect('country' in readJson(path.join(mainContent(), 'cities', `${CITY_WITH_COUNTRY}.json`))).toBe(false)
        expect(fs.existsSync(path.join(result.client, `${CITY_WITH_COUNTRY}.html`))).toBe(true)
      },
      TIMEOUT,
    )

    it(
      '(b) an empty cities/ folder builds: home and /a-proximite, no local page',
      () => {
        const result = emptyCitiesBuild()
        expectSuccess(result)
        expect(fs.existsSync(path.join(result.client, 'index.html'))).toBe(true)
        expect(fs.existsSync(path.join(result.client, 'a-proximite.html'))).toBe(true)

        const services = fs.readdirSync(path.join(CONTENT, 'services')).map((name) => ({ slug: name.replace(/\.json$/, '') }))
        // /admin is the owner's editor (Decap CMS), in every build whatever the content.
        const allowed = new Set([...allRoutes({ services, cities: [] }), NOT_FOUND_ROUTE, '/admin/'])
        const routes = htmlFiles(result.client).map(routeOfFile)
        expect(routes.filter((route) => !allowed.has(route))).toEqual([])
        for (const slug of citySlugs) expect(fs.existsSync(path.join(result.client, `${slug}.html`)), cityRoute(slug)).toBe(false)

        const sitemap = fs.readFileSync(path.join(result.client, 'sitemap.xml'), 'utf8')
        for (const slug of citySlugs) expect(sitemap).not.toContain(`<loc>${siteUrl}${cityRoute(slug)}</loc>`)
      },
      TIMEOUT,
    )

    it(
      '(c) a missing required field fails with one line naming file, pointer and message',
      () => {
        const { result } = failedRebuild()
        expect(result.status).not.toBe(0)
        const lines = result.output.split('\n')
        const lyonLine = lines.filter((line) => line.includes('cities/lyon.json'))
        expect(lyonLine).toHaveLength(1)
        expect(lyonLine[0]).toMatch(/cities\/lyon\.json: \/seo: missing required field "description"$/)
        // Every error is listed, not only the first: a top-level field shows the pointer "/".
        const niceLine = lines.filter((line) => line.includes('cities/nice.json'))
        expect(niceLine).toHaveLength(1)
        expect(niceLine[0]).toMatch(/cities\/nice\.json: \/: missing required field "region"$/)
      },
      TIMEOUT,
    )
  })

  it(
    '5. an unknown path gets the 404 page, not a page of its own',
    () => {
      const result = mainBuild()
      expectSuccess(result)
      const notFound = path.join(result.client, '404.html')
      expect(fs.existsSync(notFound)).toBe(true)
      const ui = readJson(path.join(CONTENT, 'ui.json'))
      expect(DomUtils.textContent(DomUtils.findAll((el) => el.name === 'title', parse(notFound).children))).toContain(ui.notFound.title)

      expect(citySlugs).not.toContain('paris-9e')
      for (const candidate of ['paris-9e', 'paris-9e.html', 'paris-9e/index.html'])
        expect(fs.existsSync(path.join(result.client, candidate)), candidate).toBe(false)
      expect(fs.readFileSync(path.join(result.client, 'sitemap.xml'), 'utf8')).not.toContain('/paris-9e<')
    },
    TIMEOUT,
  )

  // The rules never write: what they used to normalise in place (Unicode NFC, keys included)
  // is done where a document is read (lib/content/read-document.ts), for every caller. When
  // the store held a file's verdict, its rules did not run, so the decomposed text of a town
  // reached its page as written; a build without the store published it composed.
  it(
    '6. the verdict store changes no byte of the build: a town written decomposed is published composed, with the store and without it',
    () => {
      const lyon = readJson(path.join(CONTENT, 'cities/lyon.json'))
      const written = fs.readFileSync(path.join(mainContent(), 'cities/lyon.json'), 'utf8')
      expect(written).not.toBe(written.normalize('NFC'))
      const reused = secondBuild()
      const without = withoutStoreBuild()
      expectSuccess(reused)
      expectSuccess(without)
      expect(reused.output).toMatch(/verdicts reused/)
      expect(without.output).not.toMatch(/verdicts reused/)

      const files = listFiles(without.dist).files
      expect(listFiles(reused.dist).files).toEqual(files)
      const different = files.filter(
        (file) => !fs.readFileSync(path.join(without.dist, file)).equals(fs.readFileSync(path.join(reused.dist, file))),
      )
      expect(different).toEqual([])

      // And what both publish is the composed text.
      const html = fs.readFileSync(path.join(reused.client, 'lyon.html'), 'utf8')
      expect(html).toContain(lyon.title.normalize('NFC'))
      expect(html).not.toContain('a\u0300 Lyon')
    },
    TIMEOUT,
  )
})
