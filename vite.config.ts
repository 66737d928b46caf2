import { execFileSync } from 'node:child_process'
import react from '@vitejs/plugin-react'
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

export default defineConfig({
  plugins: [vike(), react(), mantineThemeCss()],
  build: {
    // The build script renders into a temporary folder and swaps it in only on success.
    outDir: process.env.VIKE_OUT_DIR ?? 'dist',
    // One stylesheet for the whole site: one request, cached across pages.
    cssCodeSplit: false,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
})
