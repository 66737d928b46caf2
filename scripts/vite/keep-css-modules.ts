// Vite marks CSS modules free of side effects, so a CSS module imported only for its rules
// (renderer/page-styles.ts: the styles of server-only page components) would be dropped
// from the browser bundle with its CSS. Marked as having side effects, it stays.
import type { Plugin } from 'vite'

export function keepCssModules(): Plugin {
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
