import { execFileSync } from 'node:child_process'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

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
      this.addWatchFile('renderer/theme.ts')
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

/**
 * Dev only: watch content/, validate on every change, print errors (file, pointer, rule) in
 * the terminal and in the browser's error overlay, reload the page once content is valid.
 */
function contentWatch(): Plugin {
  return {
    name: 'content-watch',
    apply: 'serve',
    async configureServer(server) {
      // Imported here so that `vite build` never loads them into the config process.
      const { contentDir } = await import('./lib/content/load.js')
      const { validateContent, formatError } = await import('./lib/content/validate.js')
      const { buildImages } = await import('./scripts/build-images.js')
      const dir = contentDir()
      server.watcher.add(dir)
      let timer: NodeJS.Timeout | undefined
      const check = async (file: string) => {
        if (file.startsWith(path.join(dir, 'images'))) await buildImages()
        const { errors, fileCount } = validateContent(dir, path.relative(process.cwd(), dir))
        if (errors.length === 0) {
          server.config.logger.info(`content: ${fileCount} files valid, reloading`, { timestamp: true })
          server.ws.send({ type: 'full-reload' })
          return
        }
        const text = errors.map(formatError).join('\n')
        server.config.logger.error(`content: ${errors.length} error${errors.length > 1 ? 's' : ''}\n${text}`, { timestamp: true })
        server.ws.send({ type: 'error', err: { message: `Invalid content (${errors.length} error${errors.length > 1 ? 's' : ''}):\n${text}`, stack: '', plugin: 'content-watch' } })
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
  plugins: [vike(), react(), mantineThemeCss(), keepCssModules(), contentWatch()],
  build: {
    // The build script renders into a temporary folder and swaps it in only on success.
    outDir: process.env.VIKE_OUT_DIR ?? 'dist',
    // One stylesheet for the whole site: one request, cached across pages.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few, cacheable requests instead of two dozen tiny chunks. Once the page has painted
        // (renderer/entry-loader.ts) it loads the 'boot' chunk (our browser entry and Vite's
        // preload helper, which everything shares); React and the islands every page has
        // (header, cookie banner, logic, CSS-module class names) come after it
        // (renderer/+client.ts). Mantine and the call-back form stay out of those chunks, so
        // pages without them never load them.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /vite[\\/]preload-helper|[\\/]renderer[\\/]\+/, priority: 40 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'islands',
              test: (id: string) => /[\\/](renderer|lib|components[\\/](header|layout|cookie-banner|common))[\\/]|\.module\.css($|\?)/.test(id) && !/MantineIsland/.test(id),
              priority: 20,
            },
          ],
        },
      },
    },
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
})
