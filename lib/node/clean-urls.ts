// Clean URLs, as static hosts serve the built site: /contact is contact/index.html, /404 is
// 404.html. The build (routes of the pre-rendered files), the preview server and the tests
// of the built site all map files and paths with these two functions.
import fs from 'node:fs'
import path from 'node:path'

/** The route a pre-rendered file serves: "index.html" → "/", "a/b/index.html" → "/a/b", "404.html" → "/404". */
export function routeOfFile(file: string): string {
  const relative = file.replace(/\\/g, '/')
  return `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
}

/**
 * The file under `root` that serves a decoded URL path: the file itself, <path>/index.html
 * or <path>.html; a path ending in "/" only its index.html. Undefined if none, or if the
 * path would leave `root`.
 */
export function fileForPath(root: string, pathname: string): string | undefined {
  const base = path.resolve(root)
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}/index.html`, `${pathname}.html`]
  for (const candidate of candidates) {
    const file = path.join(base, candidate)
    if (!file.startsWith(base + path.sep)) continue
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file
  }
  return undefined
}
