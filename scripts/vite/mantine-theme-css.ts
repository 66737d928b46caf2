// Mantine's CSS variables for our theme as a real stylesheet (`virtual:mantine-theme.css`,
// imported by renderer/+client.ts), instead of the <style> block MantineProvider would inline
// in every page's body (12 KB each, and invalid there).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The stylesheet's text (also served to the admin's preview by the dev server: admin/dev-plugin.ts). */
export function mantineThemeCssText(): string {
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
}

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
