// The key of everything a build derives from code alone (type checks, the Vite bundles) and
// part of every rendered page's key: the bytes of the code, its configuration and the
// lockfile, the Node version, and the environment Vite reads. Content is not in it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../../lib/node/files.js'

/** What the bundles and pages are made from: the code they import and its configuration. */
export const BUNDLE_INPUTS = [
  'admin',
  'components',
  'lib',
  'pages',
  'patches',
  'renderer',
  'schemas',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  // Run by vite.config.ts (the theme's CSS variables).
  'scripts/theme-css.ts',
  // The build's own steps: the chunk groups vite.config.ts imports, and the render, rewrite
  // and compression steps whose output a reused page must match byte for byte.
  'scripts/build',
]
/** What `npm run check` reads: all the TypeScript, scripts and tests included. */
export const CHECK_INPUTS = [...BUNDLE_INPUTS, 'bench', 'scripts', 'tests', 'playwright.config.ts', 'vitest.config.ts']

export function codeHash(root: string, inputs: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256')
  hash.update(`node ${process.version}\n`)
  // Vite puts VITE_* variables and the mode into the bundles.
  for (const key of Object.keys(env).sort()) if (key.startsWith('VITE_') || key === 'NODE_ENV') hash.update(`${key}=${env[key]}\n`)
  const files = [
    ...new Set(
      inputs.flatMap((input) => {
        const full = path.join(root, input)
        if (!fs.existsSync(full)) return []
        if (fs.statSync(full).isFile()) return [input]
        return listFiles(full, (relative, isDirectory) => isDirectory && relative === 'node_modules').files.map(
          (file) => `${input}/${file}`,
        )
      }),
    ),
  ].sort()
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(fs.readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 32)
}
