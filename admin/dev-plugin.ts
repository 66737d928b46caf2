// Serves the admin page built by `npm run cms` (CMS_ADMIN_DIR) at /admin/ on the dev server,
// next to the live site. Without CMS_ADMIN_DIR (npm run dev, builds) it does nothing.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
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
        if (!pathname.startsWith('/admin/')) return next()
        const file = path.join(dir, path.normalize(pathname.slice('/admin/'.length) || 'index.html'))
        if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next()
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' })
        fs.createReadStream(file).pipe(response)
      })
    },
  }
}
