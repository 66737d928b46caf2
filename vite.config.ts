import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { adminDevServer } from './admin/dev-plugin.js'
import { islandChunks } from './scripts/vite/island-chunks.js'
import { keepCssModules } from './scripts/vite/keep-css-modules.js'
import { mantineThemeCss } from './scripts/vite/mantine-theme-css.js'
import { contentWatch } from './scripts/vite/content-watch.js'
import { cssModuleClassName } from './lib/build/css-module-names.js'

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
    // No <link rel="modulepreload"> added before an import(): every chunk an island imports
    // statically is already loaded by then (tests/site/chunks.test.ts checks it), so the hints
    // only named modules the page had, and Firefox fired `error` on each (the engine smoke
    // counts those). The entry's own import of the runtime asked for two such hints on every page.
    modulePreload: false,
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
    // Names the admin's preview gives the same classes (lib/build/css-module-names.ts).
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: cssModuleClassName },
  },
  // `npm run dev` is for this machine only: Vike would listen on every interface inside a
  // container or on CI. `npm run dev -- --host` opens it to the network on purpose.
  server: { host: '127.0.0.1' },
})
