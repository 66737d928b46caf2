// The source tree's import graph stays layered and loop-free. From the top: pages/, then
// renderer/ (Vike's hooks, the site's shell and its islands registry), then components/
// (widgets) and the islands kit (islands/), then lib/ and schemas/. An import only runs down:
// lib/ and schemas/ import nothing above them, components/ nothing of renderer/ or pages/,
// nothing outside pages/ imports a page. The islands kit knows no widget: it imports only its
// own files and lib/browser's yield helper; only the renderer and the build import it, and
// its build half (islands/build/) only the build. No Node-only module is reached from the
// browser's entry. And no
// module reaches itself again through its imports (type-only and dynamic imports count: a
// loop of types is a tangle to read too).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const roots = ['bench', 'components', 'islands', 'lib', 'pages', 'renderer', 'schemas', 'scripts']
const files = roots.flatMap((root) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(root, file)),
)

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm
/** `import type … from` and `export type … from`: erased by the compiler, in no bundle. */
const TYPE_ONLY = /^(?:import|export)\s+type\b[^;]*?\bfrom\s*['"][^'"]+['"]/gms
const specifiersOf = (file: string, { runtime = false } = {}) => {
  const code = fs.readFileSync(file, 'utf8')
  return [...(runtime ? code.replace(TYPE_ONLY, '') : code).matchAll(SPECIFIER)].map((match) => match[1])
}

/** The project files a module imports (relative specifiers only; CSS and assets skipped). */
function importsOf(file: string, options: { runtime?: boolean } = {}): string[] {
  const specifiers = specifiersOf(file, options).filter((specifier) => /^\.{1,2}\//.test(specifier))
  return specifiers.flatMap((specifier) => {
    const target = path.join(path.dirname(file), specifier).replace(/\.js$/, '')
    const found = ['.ts', '.tsx'].map((ext) => target + ext).find((candidate) => fs.existsSync(candidate))
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

describe('import graph', () => {
  it('reads the imports it checks', () => {
    expect(graph.get(path.join('pages', 'city', '+Page.tsx'))).toContain(path.join('pages', 'city', '+data.ts'))
  })

  it('has no upward import', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (['lib', 'schemas'].includes(top(file)) && ['components', 'islands', 'renderer', 'pages'].includes(top(target))) ||
            (top(file) === 'components' && top(target) === 'renderer') ||
            (top(file) !== 'pages' && top(target) === 'pages'),
        )
        .map((target) => `${file} -> ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('keeps the islands kit apart: it imports only itself and the yield helper, only the renderer and the build import it, its build half only the build', () => {
    const YIELD = path.join('lib', 'browser', 'yield-to-main.ts')
    const wrong = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (inKit(file) && !inKit(target) && target !== YIELD) ||
            (!inKit(file) && inKit(target) && !['renderer', 'scripts'].includes(top(file))) ||
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

  it('keeps the content core pure: lib/content imports no Node module and nothing of lib/node', () => {
    const CORE = path.join('lib', 'content') + path.sep
    const NODE_DIR = path.join('lib', 'node') + path.sep
    /** Node's own modules, and packages that reach the disk or native code (the core is handed what it reads). */
    const NODE = /^(node:|(fs|path|url|os|crypto|child_process|worker_threads|stream)(\/|$)|sharp$|esbuild$|ajv\/dist\/standalone)/
    const core = files.filter((file) => file.startsWith(CORE))
    // The check sees the core: the engine and a rule are in it.
    expect(core).toContain(path.join('lib', 'content', 'engine.ts'))
    expect(core).toContain(path.join('lib', 'content', 'rules', 'text-gate.ts'))
    const wrong = core.flatMap((file) => [
      ...specifiersOf(file)
        .filter((specifier) => NODE.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
      ...graph
        .get(file)!
        .filter((target) => target.startsWith(NODE_DIR))
        .map((target) => `${file} -> ${target}`),
    ])
    console.log(`content core → Node or lib/node: ${wrong.length} import edge(s)`)
    expect(wrong).toEqual([])
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
