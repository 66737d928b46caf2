// The dev server's content (`npm run dev`, scripts/dev.ts): the content session
// (lib/node/content-session.ts) keeps content/ in memory and watches it. A save is checked on
// its own and served at once; the whole-site check follows from a worker thread. Errors (file,
// pointer, rule) go to the terminal and to the browser's error overlay; while there are any,
// every page answers the error list (pages cannot render), and the page reloads once the
// content is valid again. Pages are rendered here, with the session's content handed to
// Vike's renderPage() (pageContext.content, renderer/vike.d.ts), as the build's render
// workers hand theirs.
import path from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import type { ContentError } from '../../lib/content/rule-book.js'

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

export function contentWatch(): Plugin {
  return {
    name: 'content-watch',
    apply: 'serve',
    // Vite's own watcher would put a watch on each of content/'s files (10,000 towns, 10,000
    // watches) and report each save to no purpose: the session watches each folder once.
    async config() {
      const { contentDir } = await import('../../lib/node/load.js')
      return { server: { watch: { ignored: [`${contentDir()}/**`] } } }
    },
    async configureServer(server) {
      const browser = await browserNotices(server)
      const session = await watchContent(server, browser)
      // After Vite's own middlewares (modules, assets, public/), and before Vike's, whose
      // renderPage() would have no content: every request left is a page's, answered here.
      const pages = await pageMiddleware(session, browser)
      return () => server.middlewares.use(pages)
    },
  }
}

/** What the browser is told: the errors (terminal and error overlay), or to reload. */
async function browserNotices(server: ViteDevServer) {
  const { formatError } = await import('../../lib/content/content-error.js')
  const log = server.config.logger
  const count = (errors: unknown[]) => `${errors.length} error${errors.length > 1 ? 's' : ''}`
  const notices = {
    // Whether the browser was last told about errors: it reloads when they are gone.
    showingErrors: false,
    formatError,
    log,
    showErrors(errors: ContentError[], what: string) {
      const text = errors.map(formatError).join('\n')
      log.error(`content: ${what}: ${count(errors)}\n${text}`, { timestamp: true })
      server.ws.send({
        type: 'error',
        err: { message: `Invalid content (${count(errors)}):\n${text}`, stack: '', plugin: 'content-watch' },
      })
      notices.showingErrors = true
    },
    reload() {
      server.ws.send({ type: 'full-reload' })
      notices.showingErrors = false
    },
  }
  return notices
}
type BrowserNotices = Awaited<ReturnType<typeof browserNotices>>

/** The content session, following saves and telling the browser what it found. */
async function watchContent(server: ViteDevServer, browser: BrowserNotices) {
  // Imported here so that `vite build` never loads them into the config process.
  const { contentDir } = await import('../../lib/node/load.js')
  const { startContentSession } = await import('../../lib/node/content-session.js')
  const { buildImages } = await import('../../lib/build/image-pipeline.js')
  const dir = contentDir()
  const { log } = browser
  const session = startContentSession({
    dir,
    deferCheck: true,
    label: path.relative(process.cwd(), dir) || '.',
    listener: {
      async checked(files, errors) {
        const saved = files.length === 1 ? files[0] : `${files.length} files`
        // A picture that cannot be encoded is named by the whole-site check (checkImages).
        if (files.some((file) => file === 'images' || file.startsWith('images/'))) await buildImages().catch(() => undefined)
        if (errors.length > 0) return browser.showErrors(errors, saved)
        log.info(`content: ${saved} checked, reloading (whole-site check running)`, { timestamp: true })
        browser.reload()
      },
      verdict(errors, { fileCount, ms }) {
        const took = `${(ms / 1000).toFixed(1)} s`
        if (errors.length > 0) return browser.showErrors(errors, `whole site (${took})`)
        log.info(`content: whole site valid, ${fileCount} files (${took})`, { timestamp: true })
        if (browser.showingErrors) browser.reload()
      },
      failed(message) {
        log.error(`content: the whole-site check stopped: ${message}`, { timestamp: true })
      },
    },
  })
  server.httpServer?.on('close', () => session.close())
  // The whole-site check starts once the first page is served, or 10 s after the start.
  setTimeout(() => session.check(), 10_000).unref()
  return session
}

/** Every page request, rendered with the session's content, or the error list while it has errors. */
async function pageMiddleware(
  session: Awaited<ReturnType<typeof watchContent>>,
  browser: BrowserNotices,
): Promise<Connect.NextHandleFunction> {
  const { renderPage } = await import('vike/server')
  return (request, response, next) => {
    const url = request.originalUrl ?? request.url
    if (!url) return next()
    response.once('finish', () => session.check())
    void (async () => {
      const errors = await session.errorsToServe()
      if (errors.length > 0) {
        browser.showingErrors = true
        response.statusCode = 500
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.end(invalidContentPage(errors.map(browser.formatError)))
        return
      }
      const { httpResponse } = await renderPage({ urlOriginal: url, headersOriginal: request.headers, content: session.content() })
      response.statusCode = httpResponse.statusCode
      for (const [name, value] of httpResponse.headers) response.setHeader(name, value)
      httpResponse.pipe(response)
    })().catch(next)
  }
}
