// The source tree's import graph stays layered and loop-free: lib/ and schemas/ import
// nothing of components/, renderer/ or pages/, nothing outside pages/ imports a page, and no
// module reaches itself again through its imports (type-only and dynamic imports count: a
// loop of types is a tangle to read too).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const roots = ['components', 'lib', 'pages', 'renderer', 'schemas', 'scripts']
const files = roots.flatMap((root) =>
  (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(root, file)),
)

/** The project files a module imports (relative specifiers only; CSS and assets skipped). */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8')
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    const target = path.join(path.dirname(file), specifier).replace(/\.js$/, '')
    const found = ['.ts', '.tsx'].map((ext) => target + ext).find((candidate) => fs.existsSync(candidate))
    return found ? [found] : []
  })
}

const graph = new Map(files.map((file) => [file, importsOf(file)]))
const top = (file: string) => file.split(path.sep)[0]

describe('import graph', () => {
  it('reads the imports it checks', () => {
    expect(graph.get(path.join('pages', 'local', '+Page.tsx'))).toContain(path.join('pages', 'local', '+data.ts'))
  })

  it('has no upward import', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter(
          (target) =>
            (['lib', 'schemas'].includes(top(file)) && ['components', 'renderer', 'pages'].includes(top(target))) ||
            (top(file) !== 'pages' && top(target) === 'pages'),
        )
        .map((target) => `${file} -> ${target}`),
    )
    expect(upward).toEqual([])
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
