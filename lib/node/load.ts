// content/ for scripts and tests: validates everything, then assembles the typed, sorted
// collections (lib/content/engine-derive.ts) the build and the dev server hand to pages.
import path from 'node:path'
import { ContentValidationError } from '../content/content-error.js'
import type { Content } from '../content/engine-derive.js'
import { contentFolder } from './content-folder.js'
import { ROOT_DIR } from './root.js'

/** content/ unless CONTENT_DIR points elsewhere (tests build temporary copies). */
export function contentDir(): string {
  return path.resolve(ROOT_DIR, process.env.CONTENT_DIR ?? 'content')
}

/**
 * The content of `dir`, validated: for scripts and tests. Pages never call it: they render the
 * content handed to Vike's renderPage() as `pageContext.content` (renderer/vike.d.ts) by the
 * build's render workers (scripts/build/render-worker.ts) and by the dev server
 * (scripts/vite/content-watch.ts).
 */
export function loadContent(dir = contentDir()): Content {
  const folder = contentFolder(dir, path.relative(process.cwd(), dir) || '.').read()
  const { errors } = folder.check()
  if (errors.length > 0) throw new ContentValidationError(errors)
  return folder.content()
}
