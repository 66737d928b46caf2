import react from '@vitejs/plugin-react'
import path from 'node:path'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { adminDevServer } from './admin/dev-plugin.js'
import type { ContentError } from './lib/content/rule-book.js'
import { islandChunks } from './scripts/vite/island-chunks.js'
import { keepCssModules } from './scripts/vite/keep-css-modules.js'
import { mantineThemeCss } from './scripts/vite/mantine-theme-css.js'

/** The page the dev server answers while content is invalid: the error list, and Vite's
 *  client, whose connection reloads it once the content is valid again. */
function invalidContentPage(lines: string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const title = `Invalid content (${lines.length} error${lines.length > 1 ? 's' : ''})`
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title><script type="module" src="/@vite/client"></script></head>
<body style="font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #222">
<h1 style="color: #8c2f2b; font-size: 1.4rem">${title}</h1>
<p>Fix these in <code>content/</code>: this page reloads by itself once the content is valid. Each line: file, JSON pointer, what is wrong.</p>
<pre id="content-errors" style="white-space: pre-wrap; background: #f6f1ea; padding: 1rem">${lines.map(escape).join('\n')}</pre>
</body>
</html>`
}

/**
 * Dev only: the content session (lib/node/content-session.ts) keeps content/ in memory and
 * watches it. A save is checked on its own and served at once; the whole-site check follows
 * from a worker thread. Errors (file, pointer, rule) go to the terminal and to the browser's
 * error overlay; while there are any, every page answers the error list (pages cannot
 * render), and the page reloads once the content is valid again.
 */
function contentWatch(): Plugin {
  return {
    name: 'content-watch',
    apply: 'serve',
    // Vite's own watcher would put a watch on each of content/'s files (10,000 towns, 10,000
    // watches) and report each save to no purpose: the session watches each folder once.
    async config() {
      const { contentDir } = await import('./lib/content/load.js')
      return { server: { watch: { ignored: [`${contentDir()}/**`] } } }
    },
    async configureServer(server) {
      // Imported here so that `vite build` never loads them into the config process.
      const { contentDir } = await import('./lib/content/load.js')
      const { formatError } = await import('./lib/content/validate.js')
      const { startContentSession } = await import('./lib/node/content-session.js')
      const { buildImages } = await import('./scripts/build-images.js')
      const dir = contentDir()
      const log = server.config.logger
      const count = (errors: unknown[]) => `${errors.length} error${errors.length > 1 ? 's' : ''}`
      // Whether the browser was last told about errors: it reloads when they are gone.
      let showingErrors = false
      const showErrors = (errors: ContentError[], what: string) => {
        const text = errors.map(formatError).join('\n')
        log.error(`content: ${what}: ${count(errors)}\n${text}`, { timestamp: true })
        server.ws.send({
          type: 'error',
          err: { message: `Invalid content (${count(errors)}):\n${text}`, stack: '', plugin: 'content-watch' },
        })
        showingErrors = true
      }
      const reload = () => {
        server.ws.send({ type: 'full-reload' })
        showingErrors = false
      }
      const session = startContentSession({
        dir,
        deferCheck: true,
        label: path.relative(process.cwd(), dir) || '.',
        listener: {
          async checked(files, errors) {
            const saved = files.length === 1 ? files[0] : `${files.length} files`
            // A picture that cannot be encoded is named by the whole-site check (checkImages).
            if (files.some((file) => file === 'images' || file.startsWith('images/'))) await buildImages().catch(() => undefined)
            if (errors.length > 0) return showErrors(errors, saved)
            log.info(`content: ${saved} checked, reloading (whole-site check running)`, { timestamp: true })
            reload()
          },
          verdict(errors, { fileCount, ms }) {
            const took = `${(ms / 1000).toFixed(1)} s`
            if (errors.length > 0) return showErrors(errors, `whole site (${took})`)
            log.info(`content: whole site valid, ${fileCount} files (${took})`, { timestamp: true })
            if (showingErrors) reload()
          },
          failed(message) {
            log.error(`content: the whole-site check stopped: ${message}`, { timestamp: true })
          },
        },
      })
      server.httpServer?.on('close', () => session.close())
      // The whole-site check starts once the first page is served, or 10 s after the start.
      setTimeout(() => session.check(), 10_000).unref()
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next()
        response.once('finish', () => session.check())
        void session.errorsToServe().then((errors) => {
          if (errors.length === 0) return next()
          showingErrors = true
          response.statusCode = 500
          response.setHeader('Content-Type', 'text/html; charset=utf-8')
          response.end(invalidContentPage(errors.map(formatError)))
        }, next)
      })
    },
  }
}

export default defineConfig({
  plugins: [vike(), react(), mantineThemeCss(), keepCssModules(), islandChunks(), contentWatch(), adminDevServer()],
  build: {
    // The build script renders into a temporary folder and swaps it in only on success.
    outDir: process.env.VIKE_OUT_DIR ?? 'dist',
    // The bundles depend on the code only, and the build reuses them while it is unchanged:
    // public/ (with the pictures made from content/) is copied by the build's render step.
    copyPublicDir: false,
    // One stylesheet for the whole site: one request, cached across pages.
    cssCodeSplit: false,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Vike appends a code-splitting group of its own (`.css` files, its workaround for
        // vikejs/vike#1815) with a function as name and no `debugName`: that name only labels
        // the group in Rolldown's timing report, so the warning asks nothing of this project.
        if (log.code === 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') return
        handler(level, log)
      },
      // Rolldown's report of slow plugin hooks: the pre-render runs inside Vike's writeBundle
      // hook and the theme's CSS variables in mantineThemeCss, so it would print on every
      // build. Set it to true to profile the build.
      checks: { pluginTimings: false },
      // The split of the browser code: islandChunks (scripts/vite/island-chunks.ts).
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  // `npm run dev` is for this machine only: Vike would listen on every interface inside a
  // container or on CI. `npm run dev -- --host` opens it to the network on purpose.
  server: { host: '127.0.0.1' },
})
