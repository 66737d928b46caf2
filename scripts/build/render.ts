// Step 5: the pre-render, in the build's own process, from the bundles of step 4 and the
// content store of step 1 (CONTENT_STORE): Vike renders every page into temp/client. Files
// are written as Vike hands them over (its onPagePrerender hook), without a log line each.
import fs from 'node:fs'
import path from 'node:path'
import { prerender } from 'vike/api'
import { routeOfFile } from '../../lib/clean-urls.js'
import { allRoutes, NOT_FOUND_ROUTE } from '../../lib/routes.js'
import { bundleDir, isCssCodeSplitNotice } from './bundles.js'
import { BuildError, type BuildContext } from './context.js'

export async function render(context: BuildContext): Promise<string> {
  const bundles = bundleDir(context)
  fs.mkdirSync(context.temp, { recursive: true })
  // The client bundle, the server bundle the pre-render runs, and public/ (Vite's copy of it
  // is turned off: public/img follows the content's pictures, the bundles only the code).
  fs.cpSync(path.join(bundles, 'client'), context.client, { recursive: true })
  fs.cpSync(path.join(bundles, 'server'), path.join(context.temp, 'server'), { recursive: true })
  fs.cpSync(path.join(context.root, 'public'), context.client, { recursive: true })

  process.env.CONTENT_STORE = context.storeFile
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
  }

  const rendered = new Map(files.filter((file) => file.endsWith('.html')).map((file) => [routeOfFile(file), file]))
  const missing = allRoutes(context.content!).filter((route) => !rendered.has(route))
  if (missing.length) throw new BuildError(`pages missing from the pre-render: ${missing.join(', ')}`)
  if (!rendered.has(NOT_FOUND_ROUTE)) throw new BuildError(`the ${NOT_FOUND_ROUTE} page was not rendered`)
  context.pages = [...rendered]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([route, file]) => ({ route, file, scriptHashes: [], noindex: false }))
  return `${rendered.size} pages`
}
