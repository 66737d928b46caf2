import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { adminDevServer } from './admin/dev-plugin.js'
import { islandChunkGroups } from './scripts/build/chunks.js'
import { contentWatch } from './scripts/dev-content.js'

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
      // Kept by the hash of what it is made of: the child process takes 1.5 s of CPU, blocking
      // the dev server's first page (5 s on a busy machine).
      const inputs = ['components/common/theme.ts', 'scripts/theme-css.ts', 'node_modules/@mantine/core/package.json'].map((file) =>
        fs.readFileSync(file),
      )
      const cached = path.join(
        'node_modules/.cache/mantine-theme',
        `${createHash('sha256').update(Buffer.concat(inputs)).digest('hex').slice(0, 16)}.css`,
      )
      if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8')
      const css = execFileSync('node_modules/.bin/tsx', ['scripts/theme-css.ts'], { encoding: 'utf8' })
      fs.mkdirSync(path.dirname(cached), { recursive: true })
      // Written aside, then renamed: a build and the dev server may make it at the same time.
      fs.writeFileSync(`${cached}.${process.pid}`, css)
      fs.renameSync(`${cached}.${process.pid}`, cached)
      return css
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
