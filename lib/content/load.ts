// The only door from content/ to pages: validates everything, then assembles the typed,
// sorted collections the build and the dev server hand to pages, and scripts ask for.
import path from 'node:path'
import { ContentFolder } from './engine-folder.js'
import type { Content } from './engine-derive.js'
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
 * The content of `dir`, validated: for scripts and tests. Pages never call it: they render the
 * content handed to Vike's renderPage() as `pageContext.content` (renderer/vike.d.ts) by the
 * build's render workers (scripts/build/render-worker.ts) and by the dev server
 * (scripts/vite/content-watch.ts).
 */
export function loadContent(dir = contentDir()): Content {
  const folder = new ContentFolder(dir, path.relative(process.cwd(), dir) || '.').read()
  const { errors } = folder.check()
  if (errors.length > 0) throw new ContentValidationError(errors)
  return folder.content()
}

export { bySlug } from './by-slug.js'
