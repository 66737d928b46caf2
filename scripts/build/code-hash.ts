// The keys of what a build derives from code alone (the type check, the Vite bundles), and
// the code's part of every rendered page's key: the bytes of the code, its configuration and
// the lockfile, the Node version, and the environment Vite reads. Content is not in them.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../../lib/node/files.js'

/**
 * What the bundles are made of, and nothing else: the key of the bundles step's cache. The
 * folders whose modules the browser and server bundles import (whole folders, so that a new
 * import cannot escape the hash; tests/unit/code-hash.test.ts follows every import from
 * vite.config.ts and from the pages, and checks each file it reaches lies in one of them),
 * the Vite configuration and the plugins it lists, the script one of them runs, and the
 * packages (lockfile, patches). Not the build's own steps: a change in them reuses the
 * bundles; nor the rest of admin/, which the admin step builds on its own.
 */
export const BUNDLE_INPUTS = [
  'components',
  'islands',
  'lib',
  'pages',
  'patches',
  'renderer',
  'schemas',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/vite',
  // Imported by vite.config.ts.
  'admin/dev-plugin.ts',
  // Run by lib/build/mantine-theme-css.ts (the theme's CSS variables).
  'scripts/theme-css.ts',
]
/**
 * What a rendered page is made of besides its content: the bundles, and the build's steps
 * that write it (the render workers, the entry swap, the compression of city pages), whose
 * output a reused page must match byte for byte. Part of every city page's key (render.ts).
 * All of scripts/build/, rather than the few modules the render step runs today, for the same
 * reason as above.
 */
export const PAGE_INPUTS = [...BUNDLE_INPUTS, 'scripts/build']
/** What `npm run check` reads: all the TypeScript, scripts and tests included. */
export const CHECK_INPUTS = [...PAGE_INPUTS, 'admin', 'bench', 'functions', 'scripts', 'tests', 'playwright.config.ts', 'vitest.config.ts']

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
