// Which CI lane a change takes, from the paths it touches (`git diff --name-only`): a change
// of content/ only (the owner's edits from the admin, pictures he uploads included) takes the
// content lane (`npm run test:content`: validate, build, the built-site checks, a browser
// smoke of the pages it touches), which cannot be broken by code it does not change. Any
// other path (code, schemas, configuration, the workflow itself), or an unknown diff, takes
// the whole suite (`npm test`).
//   tsx scripts/ci-lane.ts < paths          prints `content` or `full`
//   tsx scripts/ci-lane.ts --routes < paths prints the routes the smoke test opens, one a line
import fs from 'node:fs'
import path from 'node:path'
import { isMainModule } from '../lib/node/main-module.js'
import { HOME_ROUTE, TEXT_PAGE_ROUTES, cityRoute, serviceRoute } from '../lib/routes.js'

export type Lane = 'content' | 'full'

/** A path (relative to the repository, forward slashes) the content lane can check on its own. */
export const isContentPath = (file: string): boolean => /^content\/[^\0]+$/.test(file) && !file.split('/').includes('..')

/** `content` when every changed path is under content/; `full` otherwise, and for an empty list (nothing known). */
export function chooseLane(changed: string[]): Lane {
  const files = changed.map((file) => file.trim()).filter(Boolean)
  return files.length > 0 && files.every(isContentPath) ? 'content' : 'full'
}

/** Pages shown on every page (header, footer, popup, form), smoked on the home page and the contact page. */
const EVERYWHERE = [HOME_ROUTE, TEXT_PAGE_ROUTES.contact]

/**
 * The routes a content file shows on. `references(image)` lists the content files that use a
 * picture (content/images/…): a picture is smoked where it is shown.
 */
export function routesOf(file: string, references: (image: string) => string[] = () => []): string[] {
  const relative = file.replace(/^content\//, '')
  const collection = /^(cities|services|pages)\/([^/]+)\.json$/.exec(relative)
  if (collection) {
    const [, folder, name] = collection
    if (folder === 'cities') return [cityRoute(name)]
    if (folder === 'services') return [serviceRoute(name)]
    return [TEXT_PAGE_ROUTES[name as keyof typeof TEXT_PAGE_ROUTES] ?? HOME_ROUTE]
  }
  if (/^(salons|gallery)\//.test(relative) || relative === 'home.json' || relative === 'announcement.json') return [HOME_ROUTE]
  if (relative === 'coverage.json') return [TEXT_PAGE_ROUTES['a-proximite'], HOME_ROUTE]
  if (relative === 'callback-form.json') return [TEXT_PAGE_ROUTES.contact, HOME_ROUTE]
  if (relative.startsWith('images/')) {
    const users = references(relative).filter((user) => !user.startsWith('images/'))
    return users.length ? users.flatMap((user) => routesOf(user)) : [HOME_ROUTE]
  }
  // site.json, navigation.json, ui.json and anything new: shown everywhere.
  return EVERYWHERE
}

/**
 * At most this many pages get a browser: a picture shared by every city would otherwise open
 * them all. The built-site checks of the lane read every page's HTML whatever this says.
 */
export const MAX_SMOKE_ROUTES = 12

/**
 * The routes to smoke for a change, each once, in a stable order: the pages of the changed
 * files first, then those showing a changed picture; the home page when none (a deletion).
 */
export function smokeRoutes(changed: string[], references?: (image: string) => string[]): string[] {
  const files = changed.filter(isContentPath)
  const isImage = (file: string) => file.startsWith('content/images/')
  const routesFor = (chosen: string[]) => chosen.flatMap((file) => routesOf(file, references)).sort()
  const routes = new Set([...routesFor(files.filter((file) => !isImage(file))), ...routesFor(files.filter(isImage))])
  return routes.size ? [...routes].slice(0, MAX_SMOKE_ROUTES) : [HOME_ROUTE]
}

/** The content files (relative to content/) whose text names a picture, read from `contentDir`. */
export function imageReferences(contentDir: string): (image: string) => string[] {
  let texts: Map<string, string> | undefined
  return (image) => {
    texts ??= new Map(
      (fs.readdirSync(contentDir, { recursive: true }) as string[])
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file, fs.readFileSync(path.join(contentDir, file), 'utf8')]),
    )
    return [...texts].filter(([, text]) => text.includes(`"${image}"`)).map(([file]) => file)
  }
}

if (isMainModule(import.meta.url)) {
  const changed = fs.readFileSync(0, 'utf8').split('\n')
  if (process.argv.includes('--routes')) console.log(smokeRoutes(changed, imageReferences('content')).join('\n'))
  else console.log(chooseLane(changed))
}
