// Which CI lane a change takes, from the paths it touches: a change of content/ only (the
// owner's edits from the admin, pictures he uploads included) takes the content lane (`npm run
// test:content`: validate, build, the built-site checks, a browser smoke of the pages it
// touches), which cannot be broken by code it does not change. Any other path (code, schemas,
// configuration, the workflow itself), an unknown diff, or a content change that moves where
// visitors' data goes (DATA_DESTINATIONS) takes the whole suite (`npm test`). A change that
// adds litter under content/ (a name the content reader skips) or a path with a control
// character is refused: the reader would not check it, and a rename into such a name once
// hid the removal of code.
//   tsx scripts/ci-lane.ts --git BASE HEAD  the workflow's lane step: diffs BASE...HEAD itself
//                                           (git, --no-renames, NUL-separated), prints the
//                                           lane and, with GITHUB_OUTPUT set, writes `lane`
//                                           and `changed` there (random heredoc delimiter)
//   tsx scripts/ci-lane.ts < paths          prints `content` or `full` (paths one a line)
//   tsx scripts/ci-lane.ts --routes < paths prints the routes the smoke test opens, one a line
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isLitter } from '../lib/content/kinds.js'
import { isMainModule } from '../lib/node/main-module.js'
import { HOME_ROUTE, TEXT_PAGE_ROUTES, cityRoute, serviceRoute } from '../lib/routes.js'

export type Lane = 'content' | 'full'

/** A path (relative to the repository, forward slashes) the content lane can check on its own. */
export const isContentPath = (file: string): boolean => /^content\/[^\0]+$/.test(file) && !file.split('/').includes('..')

/**
 * The content values that say where a visitor's data goes, by file and JSON pointer: the site's
 * address (the form's confirmation page, `form-action` of the CSP), the relay's (the form's
 * action, `connect-src` and `form-action`) and the inbox the relay forwards to (the action's
 * path). tests/unit/ci-lane.test.ts changes every value of these files and checks that each
 * one reaching the form or the CSP is listed here.
 */
export const DATA_DESTINATIONS: Record<string, string[]> = {
  'content/site.json': ['/url', '/relayBase', '/email'],
}

/** Why a change is refused outright (litter under content/, control characters), or undefined. */
export function refusal(changed: string[]): string | undefined {
  const odd = changed.find((file) => /[\u0000-\u001f\u007f]/.test(file))
  if (odd !== undefined) return `a path holds a control character: ${JSON.stringify(odd)}`
  const litter = changed.find((file) => isContentPath(file) && isLitter(file))
  if (litter) return `${litter} is editor or system litter, which the content reader skips: remove it from the change`
  return undefined
}

/** `content` when every changed path is under content/; `full` otherwise, and for an empty list (nothing known). */
export function chooseLane(changed: string[]): Lane {
  // Names as git gives them: a name under content/ with a leading space lies in a folder named
  // with that space, not in content/.
  const files = changed.filter((file) => file.trim() !== '')
  return files.length > 0 && files.every(isContentPath) ? 'content' : 'full'
}

/** The value at a JSON pointer (`/a/b`) of a JSON text; undefined when absent or not JSON. */
function valueAt(text: string | undefined, pointer: string): unknown {
  let value: unknown
  try {
    value = text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
  for (const key of pointer.split('/').slice(1)) value = (value as Record<string, unknown> | undefined)?.[key]
  return value
}

/**
 * The data destinations a change moves, as `file#pointer`; `read(file, side)` gives a file's text
 * before and after the change (undefined where it does not exist).
 */
export function movedDestinations(changed: string[], read: (file: string, side: 'before' | 'after') => string | undefined): string[] {
  return Object.entries(DATA_DESTINATIONS)
    .filter(([file]) => changed.includes(file))
    .flatMap(([file, pointers]) => {
      const [before, after] = [read(file, 'before'), read(file, 'after')]
      return pointers
        .filter((pointer) => JSON.stringify(valueAt(before, pointer)) !== JSON.stringify(valueAt(after, pointer)))
        .map((pointer) => `${file}#${pointer}`)
    })
}

export interface Decision {
  lane: Lane
  /** The change's paths (none when the base is unknown). */
  changed: string[]
  /** Why the lane is `full` although every path is content, or why the change is refused. */
  reason?: string
  refused?: boolean
}

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })

/**
 * The lane of the change from `base` to `head` in the repository at `cwd`: only this change's
 * own paths (from where it left its base), renames as a removal plus an addition, names read
 * NUL-separated. An empty, all-zero or unknown base (a new branch, a forced push) is the
 * whole suite.
 */
export function decideFromGit(cwd: string, base: string, head: string): Decision {
  const known = (revision: string) => {
    try {
      git(cwd, ['cat-file', '-e', `${revision}^{commit}`])
      return true
    } catch {
      return false
    }
  }
  if (!/^[0-9a-f]{7,64}$/i.test(base) || /^0+$/.test(base) || !/^[0-9a-f]{7,64}$/i.test(head) || !known(base) || !known(head))
    return { lane: 'full', changed: [], reason: 'no known base' }
  const changed = git(cwd, ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`])
    .split('\0')
    .filter(Boolean)
  const refused = refusal(changed)
  if (refused) return { lane: 'full', changed, reason: refused, refused: true }
  const lane = chooseLane(changed)
  if (lane === 'full') return { lane, changed }
  const mergeBase = git(cwd, ['merge-base', base, head]).trim()
  const show = (revision: string, file: string) => {
    try {
      return git(cwd, ['show', `${revision}:${file}`])
    } catch {
      return undefined
    }
  }
  const moved = movedDestinations(changed, (file, side) => show(side === 'before' ? mergeBase : head, file))
  return moved.length ? { lane: 'full', changed, reason: `where visitors' data goes changes: ${moved.join(', ')}` } : { lane, changed }
}

/**
 * The lines the lane step appends to GITHUB_OUTPUT: `lane` on a line of its own (one of two
 * words), `changed` between a random delimiter that no path of the change holds, so no file
 * name can end the list early and write an output of its own.
 */
export function githubOutput(decision: Decision, random = () => crypto.randomBytes(16).toString('hex')): string {
  let delimiter = `ghadelimiter_${random()}`
  while (decision.changed.some((file) => file.includes(delimiter))) delimiter = `ghadelimiter_${random()}`
  return [`lane=${decision.lane}`, `changed<<${delimiter}`, ...decision.changed, delimiter, ''].join('\n')
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
  const gitAt = process.argv.indexOf('--git')
  if (gitAt >= 0) {
    const decision = decideFromGit(process.cwd(), process.argv[gitAt + 1] ?? '', process.argv[gitAt + 2] ?? '')
    if (decision.refused) {
      console.error(`::error title=Change refused::${decision.reason}`)
      process.exit(1)
    }
    if (decision.reason) console.error(`::notice title=Whole suite::${decision.reason}`)
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, githubOutput(decision))
    console.log(decision.lane)
  } else {
    const changed = fs.readFileSync(0, 'utf8').split('\n')
    if (process.argv.includes('--routes')) console.log(smokeRoutes(changed, imageReferences('content')).join('\n'))
    else console.log(chooseLane(changed))
  }
}
