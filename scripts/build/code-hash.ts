// The key of everything a build derives from code alone (type checks, the Vite bundles) and
// part of every rendered page's key: the bytes of the code, its configuration and the
// lockfile, the Node version, and the environment Vite reads. Content is not in it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../../lib/files.js'

/** Folders of code (generated pictures and the build's own output excluded). */
const CODE_DIRS = ['admin', 'components', 'lib', 'pages', 'patches', 'public', 'renderer', 'schemas', 'scripts']
const CODE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts']

export function codeHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = crypto.createHash('sha256')
  hash.update(`node ${process.version}\n`)
  // Vite puts VITE_* variables and the mode into the bundles.
  for (const key of Object.keys(env).sort()) if (key.startsWith('VITE_') || key === 'NODE_ENV') hash.update(`${key}=${env[key]}\n`)
  const files = [
    ...CODE_FILES.filter((file) => fs.existsSync(path.join(root, file))),
    ...CODE_DIRS.flatMap((dir) =>
      listFiles(
        path.join(root, dir),
        (relative, isDirectory) => isDirectory && (relative === 'img' || relative === 'node_modules'),
      ).files.map((file) => `${dir}/${file}`),
    ),
  ].sort()
  for (const file of files) {
    hash.update(`${file}\0`)
    hash.update(fs.readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 32)
}
