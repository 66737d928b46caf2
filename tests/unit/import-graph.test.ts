// The source tree's import graph stays layered and loop-free. It covers every source folder:
// admin/ and functions/ (the two other front ends), bench/, tests/support/ and the root's
// configuration files included. From the top: pages/ and the admin (whose preview renders the
// site's pages), then renderer/ (Vike's hooks, the site's shell and its islands registry), then
// components/ (widgets) and the islands kit (islands/), then lib/ and schemas/. An import only
// runs down: lib/ and schemas/ import nothing above them, components/ nothing of renderer/ or
// pages/, nothing below pages/ imports a page, nothing imports the admin or a Pages Function.
// The islands kit knows no widget: it imports only its own files and lib/browser's yield
// helper; only the renderer, the admin's preview and the build import it, and its build half
// (islands/build/) only the build. No Node-only module is reached from the browser's entry.
// And no module reaches itself again through its imports (type-only and dynamic imports
// count: a loop of types is a tangle to read too).
//
// Three rules keep Node at the edge (issue #39):
// (a) the core imports no Node: lib/content, lib/cms, lib/browser, lib/oauth and lib/'s own
//     files run in the browser (the admin, the pages' islands) and on Cloudflare's workers as
//     well as in Node, so they import no Node built-in, no Node-only package and nothing of
//     lib/node/ or lib/build/ (Node's side of lib/, handed in by the callers at the edge);
// (b) lib/node/ and lib/build/ import no script: a library is what scripts share;
// (c) a script imports no script. A script is a file of scripts/ or bench/; its command
//     lines (entries) are the files an npm script runs, every file directly in scripts/ and
//     every file that runs itself when node is asked to (isMainModule: cms.ts starts
//     cms-backend.ts that way). An entry is imported by no file of the graph; the modules of
//     scripts/build/ serve the build (scripts/build.ts), those of scripts/vite/ the Vite
//     configuration, those of bench/ the benchmarks; what two of them need is a library
//     module (lib/build/, lib/node/). Tests (outside tests/support/) may import an entry to
//     test what it exports; they are not in the graph.
// Each rule prints its count of wrong-way edges (file → target, or file → package).
import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const roots = [
  'admin',
  'bench',
  'components',
  'functions',
  'islands',
  'lib',
  'pages',
  'renderer',
  'schemas',
  'scripts',
  path.join('tests', 'support'),
]
/** The configuration files of the root: Vite's imports its plugins (scripts/vite/) and the admin's dev plugin. */
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts']
const files = [
  ...roots.flatMap((root) =>
    (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(root, file)),
  ),
  ...ROOT_FILES,
]

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm
/** `import type … from` and `export type … from`: erased by the compiler, in no bundle. */
const TYPE_ONLY = /^(?:import|export)\s+type\b[^;]*?\bfrom\s*['"][^'"]+['"]/gms
const specifiersOf = (file: string, { runtime = false } = {}) => {
  const code = fs.readFileSync(file, 'utf8')
  return [...(runtime ? code.replace(TYPE_ONLY, '') : code).matchAll(SPECIFIER)].map((match) => match[1])
}

/** The project files a module imports (relative specifiers only: code and JSON; CSS and assets skipped). */
function importsOf(file: string, options: { runtime?: boolean } = {}): string[] {
  const specifiers = specifiersOf(file, options).filter((specifier) => /^\.{1,2}\//.test(specifier))
  return specifiers.flatMap((specifier) => {
    const target = path.join(path.dirname(file), specifier)
    if (target.endsWith('.json')) return fs.existsSync(target) ? [target] : []
    const found = ['.ts', '.tsx'].map((ext) => target.replace(/\.js$/, '') + ext).find((candidate) => fs.existsSync(candidate))
    return found ? [found] : []
  })
}

const graph = new Map(files.map((file) => [file, importsOf(file)]))
const top = (file: string) => file.split(path.sep)[0]
const KIT = 'islands' + path.sep
const inKit = (file: string) => file.startsWith(KIT)
const KIT_BUILD = path.join('islands', 'build') + path.sep

/** Packages that run only in Node: a browser chunk must never contain them. */
const NODE_ONLY =
  /^(node:|fs$|path$|url$|child_process$|sharp$|sanitize-html$|ajv|ajv-formats$|esbuild$|vite$|vike\/(?!types)|chrome-launcher$|lighthouse$|decap-server$)/

/** Every project file the browser's entry reaches, through static and dynamic imports (not type-only ones). */
function browserFiles(): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const target of importsOf(file, { runtime: true })) visit(target)
  }
  visit(path.join('renderer', '+client.ts'))
  return seen
}

/** Where a file lies, with forward slashes, for the rules below. */
const posix = (file: string) => file.split(path.sep).join('/')

/**
 * (a) The core: the folders of lib/ that run outside Node too, and lib/'s own files but the
 * two helpers of the pages' data hooks (page-data.ts, text-page.ts), which resolve pictures
 * through lib/node/images.ts as the hooks do (the admin's preview bundle swaps that module).
 */
const CORE = /^lib\/(?:content|cms|browser|oauth)\/|^lib\/(?!page-data\.ts$|text-page\.ts$)[^/]+$/
/** Node's side of lib/: what the core must not import, and what must import no script. */
const NODE_LIB = /^lib\/(?:node|build)\//
/** Node's built-in modules, bare or `node:`, and the packages that run only in Node. */
const NODE_PACKAGES = new RegExp(
  `^(?:node:|(?:${builtinModules.join('|')})(?:/|$)|sharp$|esbuild$|vite$|vike/(?!types)|tsx$|chrome-launcher$|lighthouse$|decap-server|express$|json-schema-to-typescript$|@playwright/|playwright|ajv/dist/standalone)`,
)

/** (c) Scripts: the files of scripts/ and bench/. */
const isScript = (file: string) => /^(?:scripts|bench)\//.test(posix(file))
const packageScripts = Object.values(
  (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
).join(' ')
/** A script's command lines: run by an npm script, directly in scripts/, or run as itself (isMainModule). */
const isEntry = (file: string) =>
  isScript(file) &&
  (new RegExp(`(^|\\s)${posix(file).replace(/[.+]/g, '\\$&')}(\\s|$)`).test(packageScripts) ||
    path.dirname(file) === 'scripts' ||
    /\bisMainModule\(import\.meta\.url\)/.test(fs.readFileSync(file, 'utf8')))
/** The tool a script module serves: the build, the Vite configuration (with vite.config.ts), the benchmarks, or its own file. */
function toolOf(file: string): string | undefined {
  const where = posix(file)
  if (where === 'scripts/build.ts' || where.startsWith('scripts/build/')) return 'build'
  if (where === 'vite.config.ts' || where.startsWith('scripts/vite/')) return 'vite'
  if (where.startsWith('bench/')) return 'bench'
  return isScript(file) ? where : undefined
}

/** Prints a rule's count of wrong-way edges (the closing note of issue #39 counts them) and returns them. */
function counted(rule: string, edges: string[]): string[] {
  console.log(`import graph, ${rule}: ${edges.length} wrong-way edge${edges.length === 1 ? '' : 's'}`)
  return edges
}

describe('import graph', () => {
  it('reads the imports it checks', () => {
    expect(graph.get(path.join('pages', 'city', '+Page.tsx'))).toContain(path.join('pages', 'city', '+data.ts'))
  })

  it('has no upward import', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (['lib', 'schemas'].includes(top(file)) &&
              ['components', 'islands', 'renderer', 'pages', 'admin', 'functions'].includes(top(target))) ||
            (top(file) === 'components' && top(target) === 'renderer') ||
            (!['pages', 'admin'].includes(top(file)) && top(target) === 'pages') ||
            (top(target) === 'admin' && top(file) !== 'admin' && file !== 'vite.config.ts') ||
            (top(target) === 'functions' && top(file) !== 'functions'),
        )
        .map((target) => `${file} -> ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('keeps the islands kit apart: it imports only itself and the yield helper, only the renderer, the admin’s preview and the build import it, its build half only the build', () => {
    const YIELD = path.join('lib', 'browser', 'yield-to-main.ts')
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (inKit(file) && !inKit(target) && target !== YIELD) ||
            (!inKit(file) && inKit(target) && !['renderer', 'admin', 'scripts'].includes(top(file))) ||
            (target.startsWith(KIT_BUILD) && top(file) !== 'scripts' && !file.startsWith(KIT_BUILD)),
        )
        .map((target) => `${file} -> ${target}`),
    )
    expect(wrong).toEqual([])
    // The registry is the renderer's, handed to the kit.
    expect(graph.get(path.join('renderer', 'islands.ts'))).toContain(path.join('components', 'header', 'Header.tsx'))
  })

  it('lets no Node-only module reach the browser', () => {
    const reached = browserFiles()
    // The check sees the whole browser side: the entry reaches the runtime, the registry and the lazy islands.
    expect(reached).toContain(path.join('renderer', 'hydrate-page.tsx'))
    expect(reached).toContain(path.join('components', 'callback-form', 'FrenchCalendar.tsx'))
    const nodeOnly = [...reached].flatMap((file) =>
      specifiersOf(file, { runtime: true })
        .filter((specifier) => NODE_ONLY.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    )
    expect(nodeOnly).toEqual([])
    // lib/node/ is Node's side of lib/: not one of its modules is in a browser chunk.
    expect([...reached].filter((file) => file.startsWith(path.join('lib', 'node') + path.sep))).toEqual([])
    expect(reached).toContain(path.join('lib', 'browser', 'callback-request.ts'))
  })

  it('(a) keeps the core free of Node: lib/content, lib/cms, lib/browser, lib/oauth and lib/’s own files import no Node module and nothing of lib/node or lib/build', () => {
    const core = files.filter((file) => CORE.test(posix(file)))
    expect(core).toContain(path.join('lib', 'content', 'engine.ts'))
    const wrong = core.flatMap((file) => [
      ...specifiersOf(file)
        .filter((specifier) => NODE_PACKAGES.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
      ...(graph.get(file) ?? [])
        .filter((target) => NODE_LIB.test(posix(target)) || isScript(target))
        .map((target) => `${file} -> ${target}`),
    ])
    expect(counted('(a) the core imports Node', wrong)).toEqual([])
  })

  it('(b) lets lib/node and lib/build import no script', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      NODE_LIB.test(posix(file)) ? targets.filter(isScript).map((target) => `${file} -> ${target}`) : [],
    )
    expect(counted('(b) lib/node imports a script', wrong)).toEqual([])
  })

  it('(c) lets no script import another: an entry is imported by nobody, a script module serves only its own tool', () => {
    expect(isEntry(path.join('scripts', 'build.ts'))).toBe(true)
    expect(isEntry(path.join('bench', 'bench.ts'))).toBe(true)
    expect(isEntry(path.join('scripts', 'build', 'steps.ts'))).toBe(false)
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => isScript(target) && (isEntry(target) || toolOf(file) !== toolOf(target)))
        .map((target) => `${file} -> ${target}`),
    )
    expect(counted('(c) a script imports a script', wrong)).toEqual([])
  })

  it('has no import loop', () => {
    const loops: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') return void loops.push([...trail.slice(trail.indexOf(file)), file].join(' -> '))
      state.set(file, 'open')
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of graph.keys()) visit(file, [])
    expect(loops).toEqual([])
  })
})
