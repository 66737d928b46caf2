// Mantine's CSS variables for our theme as a stylesheet's text: the Vite plugin serves it as
// `virtual:mantine-theme.css` (scripts/vite/mantine-theme-css.ts), and the dev server to the
// admin's preview too (admin/dev-plugin.ts). Made by scripts/theme-css.ts in a child process.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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
