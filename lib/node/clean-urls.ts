// The one output layout and URL form every host serves alike (docs/DEPLOY.md): a page is its
// route plus ".html" (/lyon → lyon.html, /services/lavage-tapis → services/lavage-tapis.html,
// /services → services.html beside the folder services/), the home page is index.html, the
// not-found page 404.html, and a link never ends in "/". Cloudflare Pages, Netlify, nginx
// (try_files $uri.html) and the preview all answer such a URL with 200 at once; a folder's
// index.html (lyon/index.html) would make Cloudflare answer /lyon with 308 → /lyon/.
// Only the admin is a folder (/admin/, Decap's relative script paths need the slash).
// The build (routes of the pre-rendered files), the preview server and the tests of the
// built site map files and paths with these functions, and the redirects they make are the
// ones Cloudflare Pages makes (tests/e2e/hosts.spec.ts holds them to it).
import fs from 'node:fs'
import path from 'node:path'

/** The route a pre-rendered file serves: "index.html" → "/", "lyon.html" → "/lyon", "admin/index.html" → "/admin/". */
export function routeOfFile(file: string): string {
  const relative = file.replace(/\\/g, '/')
  if (relative === 'index.html' || relative.endsWith('/index.html')) return `/${relative.slice(0, -'index.html'.length)}`
  return `/${relative.replace(/\.html$/, '')}`
}

/** The file a route is pre-rendered into, the inverse of routeOfFile: "/" → "index.html", "/lyon" → "lyon.html". */
export function fileOfRoute(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`
  return `${route.slice(1)}.html`
}

/** What a host answers for a decoded URL path. */
export type Resolution = { file: string } | { redirect: string } | { missing: true }

/** A regular file under root, or undefined (for a path a file system refuses, too). */
function regularFile(base: string, relative: string): string | undefined {
  const file = path.join(base, relative)
  if (!file.startsWith(base + path.sep) || file.includes('\0')) return undefined
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined
  } catch {
    // ENOTDIR (/robots.txt/), ENAMETOOLONG (a segment over 255 bytes): no such file.
    return undefined
  }
}

/**
 * The answer for a decoded URL path under `root`, as Cloudflare Pages gives it:
 * - a file as it is; a page by <path>.html; a folder ending in "/" by its index.html;
 * - the other spellings of a page redirect to its one URL: /lyon/ and /lyon.html → /lyon,
 *   /index.html → /, /admin → /admin/, /admin/index.html → /admin/;
 * - anything else is missing (the host's 404 page). Never throws.
 * `redirect` is a path to send in Location (the query string is the caller's to add).
 */
export function resolvePath(root: string, pathname: string): Resolution {
  const base = path.resolve(root)
  if (!pathname.startsWith('/')) return { missing: true }
  if (pathname.endsWith('/')) {
    const index = regularFile(base, `${pathname}index.html`)
    if (index) return { file: index }
    const trimmed = pathname.replace(/\/+$/, '')
    if (trimmed && regularFile(base, `${trimmed}.html`)) return { redirect: trimmed }
    return { missing: true }
  }
  if (pathname.endsWith('/index.html') && regularFile(base, pathname)) return { redirect: pathname.slice(0, -'index.html'.length) }
  if (pathname.endsWith('.html') && regularFile(base, pathname)) return { redirect: pathname.slice(0, -'.html'.length) }
  const file = regularFile(base, pathname) ?? regularFile(base, `${pathname}.html`)
  if (file) return { file }
  if (regularFile(base, `${pathname}/index.html`)) return { redirect: `${pathname}/` }
  return { missing: true }
}

/** The file that serves a path, following none of the redirects: undefined unless resolvePath answers a file. */
export function fileForPath(root: string, pathname: string): string | undefined {
  const resolved = resolvePath(root, pathname)
  return 'file' in resolved ? resolved.file : undefined
}
