// One job per function: no function of the code (outside tests) runs over 80 lines, counted
// from its first line to its last, as a reader scrolls it. A longer one holds two jobs: split
// it into named parts (a hook, a step, a helper) rather than raise the bound.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const MAX_LINES = 80
const roots = ['admin', 'bench', 'components', 'functions', 'islands', 'lib', 'pages', 'renderer', 'scripts']
const GENERATED = new Set([path.join('schemas', 'content-types.ts')])

const files = roots.flatMap((root) =>
  fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.includes('node_modules'))
        .map((file) => path.join(root, file))
        .filter((file) => !GENERATED.has(file))
    : [],
)

/** Each function of a file (declarations, methods, arrows and function expressions) with its line count. */
function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > max) {
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : nameFromParent(node)
        found.push(`${file}:${first + 1} ${name} (${lines} lines)`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function nameFromParent(node: ts.Node): string {
  const parent = node.parent
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text
  return '(anonymous)'
}

describe('function length', () => {
  it(`finds a function over ${MAX_LINES} lines`, () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `  const a${i} = ${i}`).join('\n')
    expect(longFunctions('x.ts', `function long() {\n${body}\n}\nconst short = () => 1\n`)).toEqual([
      `x.ts:1 long (${MAX_LINES + 2} lines)`,
    ])
    expect(longFunctions('x.ts', `const fine = () => {\n  return 1\n}\n`)).toEqual([])
  })

  it(`no function of the code runs over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((file) => longFunctions(file, fs.readFileSync(file, 'utf8')))
    expect(long).toEqual([])
  })
})
