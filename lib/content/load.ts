// The only door from content/ to pages: validates everything, then assembles the typed,
// sorted collections that +data hooks, routes and build scripts ask for.
import fs from 'node:fs'
import path from 'node:path'
import { ContentFolder } from './engine-folder.js'
import type { Content } from './engine-derive.js'
import { listFiles } from '../node/files.js'
import { ROOT_DIR } from '../node/root.js'
import { formatError, type ContentError } from './validate.js'

export type { Content } from './engine-derive.js'


/** content/ unless CONTENT_DIR points elsewhere (tests build temporary copies). */
export function contentDir(): string {
  return path.resolve(ROOT_DIR, process.env.CONTENT_DIR ?? 'content')
}

export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length > 1 ? 's' : ''}:\n${errors.map(formatError).join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

/**
 * A fingerprint of the folder (names and modification times): the cache is reused only while
 * nothing changed, so `npm run dev` picks up an edited or added file on the next request.
 * A build never takes this path: it validates once and hands its pages a store (below).
 */
function fingerprint(dir: string): string {
  const { files, odd } = listFiles(dir)
  return [...files.map((file) => `${file}:${fs.statSync(path.join(dir, file)).mtimeMs}`), ...odd.map(({ file }) => file)].join('|')
}

/**
 * What the dev server's content session (lib/node/content-session.ts) offers the pages: the
 * content as it is now, or a ContentValidationError. It registers itself on globalThis, since
 * the pages (Vite's module runner) load their own copy of this module; importing the session
 * here would load its watchers and worker into every page's module graph.
 */
export interface LiveContent {
  dir: string
  content(): Content
}
export const liveContent = () => (globalThis as { __liveContent?: LiveContent }).__liveContent
export const setLiveContent = (live: LiveContent | undefined) => void ((globalThis as { __liveContent?: LiveContent }).__liveContent = live)

// Shared through globalThis: under `npm run dev` the dev server's plugin and the pages (Vite's
// module runner) load this module twice, and each copy would validate the content again.
const cache: Map<string, { stamp: string; content: Content }> = ((globalThis as { __contentCache?: Map<string, { stamp: string; content: Content }> }).__contentCache ??= new Map())

/**
 * The content of `dir`, validated. In a render worker of the build, CONTENT_STORE names the
 * content the build validated, with the towns that worker renders (scripts/build/render.ts):
 * it is read once, and no route, +data hook or page walks content/ again.
 */
export function loadContent(dir = contentDir()): Content {
  const store = process.env.CONTENT_STORE
  if (store) return readStore(store)
  // Under `npm run dev`, the content session keeps the content in memory and follows the saves.
  const live = liveContent()
  if (live?.dir === dir) return live.content()
  const stamp = fingerprint(dir)
  const cached = cache.get(dir)
  if (cached?.stamp === stamp) return cached.content
  const folder = new ContentFolder(dir, path.relative(process.cwd(), dir) || '.').read()
  const { errors } = folder.check()
  if (errors.length > 0) throw new ContentValidationError(errors)
  const content = folder.content()
  cache.set(dir, { stamp, content })
  return content
}

let stored: { file: string; content: Content } | undefined
function readStore(file: string): Content {
  if (stored?.file !== file) stored = { file, content: JSON.parse(fs.readFileSync(file, 'utf8')) as Content }
  return stored.content
}

const slugMaps = new WeakMap<readonly { slug: string }[], Map<string, { slug: string }>>()

/** The item of a collection (content.cities, content.services) with this slug: a map built once per collection. */
export function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  let map = slugMaps.get(items)
  if (!map) slugMaps.set(items, (map = new Map(items.map((item) => [item.slug, item]))))
  return map.get(slug) as T | undefined
}
