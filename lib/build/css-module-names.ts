// The class names of the site's CSS modules, one function for both bundlers that compile
// them: Vite (the site's pages and stylesheet, vite.config.ts) and esbuild (the admin's
// preview, which renders the same page components: lib/build/admin.ts). A name depends
// only on the class and the module's path in the repository, so the classes in the preview's
// HTML are the ones the site's stylesheet styles, in every checkout and on every machine.
import { createHash } from 'node:crypto'
import path from 'node:path'
import { ROOT_DIR } from '../node/root.js'

/** `_hero_3kx9q`: the class, then five characters of the hash of the module's path. */
export function cssModuleClassName(name: string, file: string): string {
  const relative = path
    .relative(ROOT_DIR, file.replace(/[?#].*$/, ''))
    .split(path.sep)
    .join('/')
  const hash = createHash('sha256').update(relative).digest()
  return `_${name}_${hash.readUInt32BE(0).toString(36).slice(0, 5)}`
}

/** The camel-case key a module exports for a class (Vite's `localsConvention: 'camelCaseOnly'`). */
export function cssModuleKey(name: string): string {
  return name.replace(/-+(\w)/g, (_match, letter: string) => letter.toUpperCase())
}

/**
 * The local classes a module's source declares: every `.name` outside comments, strings,
 * `url(…)` and `:global(…)`. A word caught by mistake only adds an unused key.
 */
export function cssModuleClasses(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '')
    .replace(/:global\([^)]*\)/g, '')
  return [...new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))]
}
