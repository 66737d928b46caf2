// scripts/build/code-hash.ts: the bundles' key covers what the bundles are made of and nothing
// else. Every project file reached by an import from vite.config.ts (its plugins) or from the
// pages and the renderer (what Vike bundles) lies under BUNDLE_INPUTS, so a change there
// builds the bundles again; each folder of BUNDLE_INPUTS is reached, so none is there for
// nothing; and a change in the build's own steps keeps the bundles' key but not the pages'.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUNDLE_INPUTS, CHECK_INPUTS, codeHash, PAGE_INPUTS } from '../../scripts/build/code-hash.js'

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm
/** `import.meta.glob([...])` patterns and `new URL('…', import.meta.url)` paths. */
const GLOB = /import\.meta\.glob\(\s*\[([^\]]*)\]/g
const URL_PATH = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g

function walk(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).isFile())
}

/** The project files `file` reads through imports, globs and `new URL(…, import.meta.url)`. */
function referencesOf(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return []
  const code = fs.readFileSync(file, 'utf8')
  const resolve = (specifier: string) => {
    const target = path.join(path.dirname(file), specifier)
    const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')]
    return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
  }
  const relative = [...code.matchAll(SPECIFIER), ...code.matchAll(URL_PATH)]
    .map((match) => match[1]!)
    .filter((specifier) => /^\.{1,2}\//.test(specifier))
    .flatMap((specifier) => resolve(specifier) ?? [])
  const globbed = [...code.matchAll(GLOB)].flatMap((match) =>
    [...match[1]!.matchAll(/['"]([^'"]+)['"]/g)].flatMap(([, pattern]) => {
      const base = path.join(path.dirname(file), pattern!.slice(0, pattern!.indexOf('*')))
      const suffix = pattern!.slice(pattern!.lastIndexOf('*') + 1)
      return fs.existsSync(base) ? walk(base).filter((found) => found.endsWith(suffix)) : []
    }),
  )
  return [...relative, ...globbed]
}

/** What the bundles are made of: the configuration and everything Vike bundles, followed through their references. */
function bundleSources(): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    const normal = path.normalize(file)
    if (seen.has(normal)) return
    seen.add(normal)
    for (const target of referencesOf(normal)) visit(target)
  }
  for (const root of ['vite.config.ts', ...walk('pages'), ...walk('renderer')]) visit(root)
  return seen
}

const covers = (inputs: readonly string[], file: string) => inputs.some((input) => file === input || file.startsWith(`${input}/`))

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('code hash', () => {
  it('covers every file the bundles and their configuration are made of, and no folder they do not use', () => {
    const sources = [...bundleSources()].map((file) => file.split(path.sep).join('/'))
    // The walk sees the whole: the configuration's plugins, the kit's build half, the pages' CSS modules.
    expect(sources).toEqual(
      expect.arrayContaining(['scripts/vite/island-chunks.ts', 'islands/build/chunk-groups.ts', 'islands/RenderedIsland.module.css']),
    )
    expect(sources.filter((file) => !covers(BUNDLE_INPUTS, file))).toEqual([])
    // Folders (patches: applied to node_modules, read by no import) each hold a file the bundles use.
    const folders = BUNDLE_INPUTS.filter((input) => input !== 'patches' && fs.statSync(input).isDirectory())
    expect(folders.filter((folder) => !sources.some((file) => file.startsWith(`${folder}/`)))).toEqual([])
    // The build's steps are not among them.
    expect(sources.filter((file) => file.startsWith('scripts/build/'))).toEqual([])
  })

  it('keeps the bundles when only a build step changes, not the pages; the check sees the benches too', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-hash-'))
    dirs.push(root)
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write('islands/start.ts', 'export {}\n')
    write('scripts/build/render.ts', 'export {}\n')
    write('bench/bench.ts', 'export {}\n')
    const hashes = () => [BUNDLE_INPUTS, PAGE_INPUTS, CHECK_INPUTS].map((inputs) => codeHash(root, inputs, {}))
    const [bundles, pages, check] = hashes()

    write('scripts/build/render.ts', 'export const changed = true\n')
    const afterStep = hashes()
    expect(afterStep[0]).toBe(bundles)
    expect(afterStep[1]).not.toBe(pages)
    expect(afterStep[2]).not.toBe(check)

    write('islands/start.ts', 'export const changed = true\n')
    const afterKit = hashes()
    expect(afterKit[0]).not.toBe(bundles)
    expect(afterKit[1]).not.toBe(afterStep[1])

    write('bench/bench.ts', 'export const changed = true\n')
    const afterBench = hashes()
    expect(afterBench.slice(0, 2)).toEqual(afterKit.slice(0, 2))
    expect(afterBench[2]).not.toBe(afterKit[2])
  })
})
