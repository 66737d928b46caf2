// Step 5: the pre-render, in the build's own process, from the bundles of step 4 and the
// content store of step 1 (CONTENT_STORE): Vike renders the pages into temp/client. Files
// are written as Vike hands them over (its onPagePrerender hook), without a log line each.
//
// Incremental: a local page is reused from an earlier build when the key of everything it is
// made of is unchanged. That key is the hash of
//   - the code the bundles and pages are made of (code-hash.ts),
//   - the environment the pages read (RELAY_URL, the build day of SOURCE_DATE_EPOCH),
//   - the picture manifest (the URLs and sizes of every picture),
//   - all the content but the cities (site, ui, navigation, home, services, coverage — with
//     every town's name and link —, salons…): an edit there renders every page again,
//   - the city's own document.
// A local page reads nothing else: its +data hook takes the city by slug and the layout,
// head and labels from the shared content (pages/local/+data.ts, lib/page-data.ts). The
// fixed pages (home, services, text pages, 404…) are always rendered: a handful.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { prerender } from 'vike/api'
import { buildDay } from '../../lib/build-day.js'
import { routeOfFile } from '../../lib/node/clean-urls.js'
import { IMAGE_MANIFEST } from '../../lib/node/images.js'
import { allRoutes, localRoute, NOT_FOUND_ROUTE } from '../../lib/routes.js'
import { bundleDir, isCssCodeSplitNotice } from './bundles.js'
import { BuildError, type BuildContext, type RenderedPage } from './context.js'

export const pageCacheDir = (context: BuildContext) => path.join(context.cacheDir, 'pages')

/** The key of each local page's inputs, by route. */
export function localPageKeys(context: BuildContext): Map<string, string> {
  const { cities, dir: _dir, ...shared } = context.content!
  const base = crypto
    .createHash('sha256')
    .update(`${context.codeHash}\0${process.env.RELAY_URL ?? ''}\0${buildDay()}\0`)
    .update(fs.readFileSync(IMAGE_MANIFEST))
    .update(JSON.stringify(shared))
    .digest()
  return new Map(
    cities.map((city) => [localRoute(city.slug), crypto.createHash('sha256').update(base).update(JSON.stringify(city)).digest('hex')]),
  )
}

export async function render(context: BuildContext): Promise<string> {
  const bundles = bundleDir(context)
  fs.mkdirSync(context.temp, { recursive: true })
  // The client bundle, the server bundle the pre-render runs, and public/ (Vite's copy of it
  // is turned off: public/img follows the content's pictures, the bundles only the code).
  fs.cpSync(path.join(bundles, 'client'), context.client, { recursive: true })
  fs.cpSync(path.join(bundles, 'server'), path.join(context.temp, 'server'), { recursive: true })
  // Vike's manifest of the browser chunks, as a plain `vike build` leaves it beside client/ (tests/site/chunks.test.ts reads it).
  fs.copyFileSync(path.join(bundles, 'assets.json'), path.join(context.temp, 'assets.json'))
  fs.cpSync(path.join(context.root, 'public'), context.client, { recursive: true })

  // Local pages an earlier build rendered from the same inputs: copied, not rendered.
  const keys = localPageKeys(context)
  const cache = pageCacheDir(context)
  const reused: RenderedPage[] = []
  const toRender: string[] = []
  for (const city of context.content!.cities) {
    const key = keys.get(localRoute(city.slug))!
    const meta = path.join(cache, `${key}.json`)
    if (!context.fresh && fs.existsSync(meta) && fs.existsSync(path.join(cache, `${key}.html`))) {
      const page = JSON.parse(fs.readFileSync(meta, 'utf8')) as RenderedPage
      const target = path.join(context.client, page.file)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.copyFileSync(path.join(cache, `${key}.html`), target)
      reused.push({ ...page, key, fresh: false })
    } else toRender.push(city.slug)
  }
  const list = path.join(context.temp, 'prerender-cities.json')
  fs.writeFileSync(list, JSON.stringify(toRender))

  process.env.CONTENT_STORE = context.storeFile
  process.env.PRERENDER_CITIES = list
  process.env.VIKE_OUT_DIR = context.temp
  const files: string[] = []
  // Vike reads the Vite configuration again here and repeats a warning bundles.ts explains.
  const warn = console.warn
  console.warn = (...args: unknown[]) => {
    if (!isCssCodeSplitNotice(args.map(String).join(' '))) warn(...args)
  }
  try {
    await prerender({
      onPagePrerender: async (pageContext: { _prerenderResult: { filePath: string; fileContent: string } }) => {
        const { filePath, fileContent } = pageContext._prerenderResult
        await fs.promises.mkdir(path.dirname(filePath), { recursive: true })
        await fs.promises.writeFile(filePath, fileContent)
        files.push(path.relative(context.client, filePath).split(path.sep).join('/'))
      },
    })
  } catch (error) {
    throw new BuildError(`the pre-render stopped: ${(error as Error).stack ?? error}`)
  } finally {
    console.warn = warn
    delete process.env.PRERENDER_CITIES
    fs.rmSync(list, { force: true })
  }

  const fresh = files
    .filter((file) => file.endsWith('.html'))
    .map((file): RenderedPage => ({
      route: routeOfFile(file),
      file,
      scriptHashes: [],
      noindex: false,
      key: keys.get(routeOfFile(file)),
      fresh: true,
    }))
  const pages = new Map([...reused, ...fresh].map((page) => [page.route, page]))
  const missing = allRoutes(context.content!).filter((route) => !pages.has(route))
  if (missing.length) throw new BuildError(`pages missing from the pre-render: ${missing.join(', ')}`)
  if (!pages.has(NOT_FOUND_ROUTE)) throw new BuildError(`the ${NOT_FOUND_ROUTE} page was not rendered`)
  context.pages = [...pages.values()].sort((a, b) => (a.route < b.route ? -1 : 1))
  return `${fresh.length} pages rendered, ${reused.length} reused`
}
