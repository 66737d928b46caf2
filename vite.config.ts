import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
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
