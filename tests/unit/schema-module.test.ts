// One schema module (issue #39): the schema files are read in one place, lib/node/schemas.ts,
// and a `$ref` is followed in one place, lib/content/schema-set.ts (pure: the admin's bundle
// resolves with it too). The derive step, the admin's configuration, the docs' field tables
// and the type generator all go through them, so none can read a schema its own way.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SchemaSet, reference } from '../../lib/content/schema-set.js'

const READER = path.join('lib', 'node', 'schemas.ts')
const RESOLVER = path.join('lib', 'content', 'schema-set.ts')
const roots = ['admin', 'bench', 'components', 'functions', 'islands', 'lib', 'pages', 'renderer', 'scripts']
const sources = roots.flatMap((root) =>
  (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(root, file)),
)
const code = new Map(sources.map((file) => [file, fs.readFileSync(file, 'utf8')]))
const matching = (pattern: RegExp) => [...code].filter(([, text]) => pattern.test(text)).map(([file]) => file)

/** What reading the schema files looks like: picking them out of a listing, or reading by the folder's path. */
const READS_SCHEMA_FILES = [
  /\.endsWith\(\s*['"]\.schema\.json['"]\s*\)/,
  /\b(?:readFileSync|readdirSync|readFile|readdir)\([^)\n]*(?:SCHEMAS?_DIR|['"]schemas['"])/,
]
/** A schema imported as JSON (`import city from '../schemas/city.schema.json'`). */
const IMPORTS_SCHEMA_JSON = /\bfrom\s*['"][^'"]*\.schema\.json['"]/
/** A `$ref` split into its file and JSON pointer (`node.$ref.split('#')`, `ref.split('#')`). */
const SPLITS_A_REF = /(?:^|[^\w$])\$?ref(?:\.\w+)*\.split\(\s*['"]#/m

describe('one schema module', () => {
  it('sees the code it checks', () => {
    expect(code.get(READER)).toMatch(READS_SCHEMA_FILES[0]!)
    expect("fs.readdirSync(path.join(ROOT_DIR, 'schemas'))").toMatch(READS_SCHEMA_FILES[1]!)
    expect(code.get(RESOLVER)).toMatch(SPLITS_A_REF)
  })

  it('reads the schema files in lib/node/schemas.ts only', () => {
    for (const pattern of READS_SCHEMA_FILES) expect(matching(pattern).filter((file) => file !== READER)).toEqual([])
    expect(matching(IMPORTS_SCHEMA_JSON)).toEqual([])
    expect(matching(/\bfunction readSchemas\b/)).toEqual([READER])
  })

  it('follows a $ref in lib/content/schema-set.ts only', () => {
    expect(matching(SPLITS_A_REF)).toEqual([RESOLVER])
  })

  it('is what the derive step, the admin’s configuration, the docs and the type generator use', () => {
    const imports = (file: string, module: string) => code.get(file)?.includes(`${module}.js'`)
    expect(imports(path.join('lib', 'content', 'engine-derive.ts'), './schema-set')).toBe(true)
    expect(imports(path.join('lib', 'cms', 'decap-config.ts'), '../content/schema-set')).toBe(true)
    expect(imports(path.join('scripts', 'content-docs.ts'), '../lib/content/schema-set')).toBe(true)
    expect(imports(path.join('scripts', 'content-docs.ts'), '../lib/node/schemas')).toBe(true)
    expect(imports(path.join('scripts', 'generate-types.ts'), '../lib/node/schemas')).toBe(true)
  })
})

describe('the $ref resolver', () => {
  const defs = {
    $id: 'defs.schema.json',
    $defs: { text: { type: 'string', maxLength: 200, required: ['a'] }, 'a/b~c': { type: 'integer' } },
  }
  const thing = {
    $id: 'thing.schema.json',
    $defs: { own: { $ref: 'defs.schema.json#/$defs/text', maxLength: 70, required: ['b'] } },
    properties: { name: { $ref: '#/$defs/own', title: 'Nom' } },
  }
  const schemas = new SchemaSet([defs, thing])

  it('reads a reference: its schema (this one when it names none) and its pointer, decoded', () => {
    expect(reference('defs.schema.json#/$defs/a~1b~0c', 'thing.schema.json')).toEqual({
      file: 'defs.schema.json',
      steps: ['$defs', 'a/b~c'],
    })
    expect(reference('#/$defs/own', 'thing.schema.json')).toEqual({ file: 'thing.schema.json', steps: ['$defs', 'own'] })
    expect(schemas.target('defs.schema.json#/$defs/a~1b~0c', 'thing.schema.json').node).toEqual({ type: 'integer' })
    expect(schemas.target('#/$defs/none', 'thing.schema.json').node).toBeUndefined()
  })

  it('follows references through schemas, the nearer keywords laid over, required lists joined', () => {
    expect(schemas.resolve(thing.properties.name, 'thing.schema.json')).toEqual({
      node: { type: 'string', maxLength: 70, required: ['a', 'b'], title: 'Nom' },
      file: 'defs.schema.json',
    })
  })

  it('names a reference that leads nowhere, and a schema missing from the set', () => {
    expect(() => schemas.resolve({ $ref: '#/$defs/none' }, 'thing.schema.json')).toThrow(
      'thing.schema.json: $ref #/$defs/none leads nowhere',
    )
    expect(() => schemas.resolve({ $ref: 'other.schema.json#/x' }, 'thing.schema.json')).toThrow(
      'schema other.schema.json not found (known: defs.schema.json, thing.schema.json)',
    )
  })
})
