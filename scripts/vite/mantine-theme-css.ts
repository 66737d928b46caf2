// Mantine's CSS variables for our theme as a real stylesheet (`virtual:mantine-theme.css`,
// imported by renderer/+client.ts), instead of the <style> block MantineProvider would inline
// in every page's body (12 KB each, and invalid there).
import type { Plugin } from 'vite'
import { mantineThemeCssText } from '../../lib/build/mantine-theme-css.js'

export function mantineThemeCss(): Plugin {
  const id = 'virtual:mantine-theme.css'
  return {
    name: 'mantine-theme-css',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      this.addWatchFile('components/common/theme.ts')
      return mantineThemeCssText()
    },
  }
}
