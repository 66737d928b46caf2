// Serves the admin page built by `npm run cms` (CMS_ADMIN_DIR) at /admin/ on the dev server,
// next to the live site. Without CMS_ADMIN_DIR (npm run dev, builds) it does nothing.
// Also /admin/site.css for the preview (admin/previews.ts): the dev server has no built
// stylesheet, and its pages link only the CSS of their own components (the theme's variables
// come through its client script), so this one sheet gathers the site's: the theme, the global
// sheet and every CSS module, each as the dev server compiles it (`?direct`), as the build's one
// stylesheet holds them (renderer/page-styles.ts).
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { listFiles } from '../lib/node/files.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { mantineThemeCssText } from '../lib/build/mantine-theme-css.js'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

/** The dev server's stylesheet of the whole site, for the admin's preview. */
function siteStylesheet(): string {
  const modules = ['components', 'islands', 'pages'].flatMap((folder) =>
    listFiles(path.join(ROOT_DIR, folder))
      .files.filter((file) => file.endsWith('.module.css'))
      .map((file) => `/${folder}/${file}`),
  )
  const imports = ['/renderer/global.css', ...modules].map((url) => `@import url("${url}?direct");`)
  return `${imports.join('\n')}\n${mantineThemeCssText()}`
}

export function adminDevServer(dir = process.env.CMS_ADMIN_DIR): Plugin {
  return {
    name: 'admin-dev-server',
    apply: 'serve',
    configureServer(server) {
      if (!dir) return
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        if (pathname === '/admin') {
          response.writeHead(301, { Location: '/admin/' }).end()
          return
        }
        if (pathname === '/admin/site.css') {
          response.writeHead(200, { 'Content-Type': TYPES['.css'], 'Cache-Control': 'no-cache' }).end(siteStylesheet())
          return
        }
        if (!pathname.startsWith('/admin/')) return next()
        const file = path.join(dir, path.normalize(pathname.slice('/admin/'.length) || 'index.html'))
        if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next()
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
        fs.createReadStream(file).pipe(response)
      })
    },
  }
}
