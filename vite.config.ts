import { execFileSync } from 'node:child_process'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { adminDevServer } from './admin/dev-plugin.js'
import { islandChunkGroups } from './scripts/build/chunks.js'

/**
 * Mantine's CSS variables for our theme as a real stylesheet, instead of the <style> block
 * MantineProvider would inline in every page's body (12 KB each, and invalid there).
 */
function mantineThemeCss(): Plugin {
  const id = 'virtual:mantine-theme.css'
  return {
    name: 'mantine-theme-css',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      this.addWatchFile('components/common/theme.ts')
      return execFileSync('node_modules/.bin/tsx', ['scripts/theme-css.ts'], { encoding: 'utf8' })
    },
  }
}

/**
 * Vite marks CSS modules free of side effects, so a CSS module imported only for its rules
 * (renderer/page-styles.ts: the styles of server-only page components) would be dropped
 * from the browser bundle with its CSS. Marked as having side effects, it stays.
 */
function keepCssModules(): Plugin {
  return {
    name: 'keep-css-modules',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!/\.module\.css$/.test(id)) return undefined
      return { code, map: null, moduleSideEffects: 'no-treeshake' as const }
    },
  }
}

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
 * Dev only: watch content/, validate on every change, print errors (file, pointer, rule) in
 * the terminal and in the browser's error overlay, reload the page once content is valid.
 * While content is invalid, every page answers the error list (pages cannot render).
 */
function contentWatch(): Plugin {
  return {
    name: 'content-watch',
    apply: 'serve',
    async configureServer(server) {
      // Imported here so that `vite build` never loads them into the config process.
      const { ContentValidationError, contentDir, loadContent } = await import('./lib/content/load.js')
      const { validateContent, formatError } = await import('./lib/content/validate.js')
      const { checkImages } = await import('./lib/content/check-images.js')
      const { buildImages } = await import('./scripts/build-images.js')
      const dir = contentDir()
      const label = path.relative(process.cwd(), dir)
      server.watcher.add(dir)
      // Pictures are checked on start and when one changes (sharp reads every header).
      let imageErrors = await checkImages(dir, label)
      // loadContent caches valid content until a file changes: cheap on every page request.
      const contentErrors = () => {
        try {
          loadContent(dir)
          return imageErrors
        } catch (error) {
          if (error instanceof ContentValidationError) return [...error.errors, ...imageErrors]
          throw error
        }
      }
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next()
        const errors = contentErrors()
        if (errors.length === 0) return next()
        response.statusCode = 500
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.end(invalidContentPage(errors.map(formatError)))
      })
      let timer: NodeJS.Timeout | undefined
      const check = async (file: string) => {
        if (file.startsWith(path.join(dir, 'images'))) {
          imageErrors = await checkImages(dir, label)
          await buildImages()
        }
        const { errors: fileErrors, fileCount } = validateContent(dir, label)
        const errors = [...fileErrors, ...imageErrors]
        if (errors.length === 0) {
          server.config.logger.info(`content: ${fileCount} files valid, reloading`, { timestamp: true })
          server.ws.send({ type: 'full-reload' })
          return
        }
        const text = errors.map(formatError).join('\n')
        server.config.logger.error(`content: ${errors.length} error${errors.length > 1 ? 's' : ''}\n${text}`, { timestamp: true })
        server.ws.send({
          type: 'error',
          err: {
            message: `Invalid content (${errors.length} error${errors.length > 1 ? 's' : ''}):\n${text}`,
            stack: '',
            plugin: 'content-watch',
          },
        })
      }
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return
        clearTimeout(timer)
        timer = setTimeout(() => void check(file), 80)
      })
    },
  }
}

export default defineConfig({
  plugins: [vike(), react(), mantineThemeCss(), keepCssModules(), contentWatch(), adminDevServer()],
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
      // Few, cacheable requests instead of two dozen tiny chunks; what goes where follows the
      // islands' registry (scripts/build/chunks.ts).
      output: {
        codeSplitting: {
          groups: islandChunkGroups({
            entry: fileURLToPath(new URL('./renderer/+client.ts', import.meta.url)),
            runtime: fileURLToPath(new URL('./renderer/hydrate-page.tsx', import.meta.url)),
          }),
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  // `npm run dev` is for this machine only: Vike would listen on every interface inside a
  // container or on CI. `npm run dev -- --host` opens it to the network on purpose.
  server: { host: '127.0.0.1' },
})
