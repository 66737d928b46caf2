// `npm run docs`: writes the field tables of docs/CONTENT.md from schemas/*.schema.json, the
// same titles and descriptions the admin shows (lib/cms/decap-config.ts), so the guide cannot
// miss a field. Each table sits between `<!-- fields:KIND -->` and `<!-- /fields -->`
// (`fields:defs#NAME` for a shared type of defs.schema.json); the text around it is written by
// hand. The rules' table sits between `<!-- rules -->` and `<!-- /rules -->`, written from the
// rule modules (lib/content/rule-table.ts). With --check it only compares and fails when the
// guide is stale (`npm run check`).
import fs from 'node:fs'
import path from 'node:path'
import { ruleRows, ruleTable } from '../lib/content/rule-table.js'
import { SchemaSet, reference, type SchemaNode } from '../lib/content/schema-set.js'
import { isMainModule } from '../lib/node/main-module.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { ajv, readSchemas } from '../lib/node/schemas.js'

export const GUIDE = path.join(ROOT_DIR, 'docs', 'CONTENT.md')

/** Shared strings of defs.schema.json, by the word the guide's « Conventions » use for them. */
const SCALAR_WORDS: Record<string, string> = {
  plainText: 'plain',
  html: 'HTML',
  inlineHtml: 'inline HTML',
  slug: '*slug*',
  internalPath: '*path*',
  isoDate: '*date*',
  imagePath: '*imagePath*',
  icon: '*icon*',
}

interface Row {
  field: string
  type: string
  required: string
  constraints: string[]
  label: string
  description: string
}

/** A condition of an `allOf` entry, `{ if: { properties: { layout: { const: "district" } } } }`, in words. */
function conditionWords(condition: SchemaNode | undefined): string | undefined {
  const entries = Object.entries(condition?.properties ?? {})
  if (entries.length !== 1) return undefined
  const [key, rule] = entries[0]!
  if (rule.const !== undefined) return `\`${key}\` is \`${String(rule.const)}\``
  if (rule.enum) return `\`${key}\` is ${rule.enum.map((value) => `\`${String(value)}\``).join(' or ')}`
  return undefined
}

/** The rules an `allOf` of `if`/`then`/`else` adds to the root's fields, by field name. */
function conditionalRules(root: SchemaNode): { required: Map<string, string[]>; extra: Map<string, string[]> } {
  const required = new Map<string, string[]>()
  const extra = new Map<string, string[]>()
  const add = (map: Map<string, string[]>, key: string, text: string) => map.set(key, [...(map.get(key) ?? []), text])
  for (const part of root.allOf ?? []) {
    const condition = conditionWords(part.if as SchemaNode | undefined)
    if (!condition) continue
    const branches: [SchemaNode | undefined, string][] = [
      [part.then as SchemaNode | undefined, `when ${condition}`],
      [part.else as SchemaNode | undefined, `unless ${condition}`],
    ]
    for (const [branch, when] of branches) {
      if (!branch) continue
      for (const key of branch.required ?? []) add(required, key, when)
      for (const [key, rule] of Object.entries(branch.properties ?? {})) {
        if ((rule as unknown) === false) add(extra, key, `refused ${when}`)
        else {
          const words = ownConstraints(rule)
          if (words.length) add(extra, key, `${when}: ${words.join(', ')}`)
        }
      }
    }
  }
  return { required, extra }
}

function code(value: unknown): string {
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``
}

function count(min: number | undefined, max: number | undefined): string | undefined {
  if (min === undefined && max === undefined) return undefined
  if (min === max) return `exactly ${min} items`
  if (max === undefined) return `at least ${min} item${min === 1 ? '' : 's'}`
  if (min === undefined || min === 0) return `at most ${max} items`
  return `${min}–${max} items`
}

/** The constraints a node states itself (not those of the shared type it refers to). */
function ownConstraints(node: SchemaNode): string[] {
  const words: string[] = []
  if (node.const !== undefined) words.push(`always ${code(node.const)}`)
  if (node.enum) words.push(`one of ${node.enum.map(code).join(', ')}`)
  if (node.format) words.push(`format ${node.format}`)
  if (node.pattern) words.push(`pattern ${code(node.pattern)}`)
  if (node.minLength !== undefined && node.maxLength !== undefined) words.push(`${node.minLength}–${node.maxLength} characters`)
  else if (node.maxLength !== undefined) words.push(`at most ${node.maxLength} characters`)
  else if (node.minLength !== undefined) words.push(`at least ${node.minLength} characters`)
  if (node.minimum !== undefined || node.maximum !== undefined) words.push(`${node.minimum ?? '…'} to ${node.maximum ?? '…'}`)
  const items = count(node.minItems, node.maxItems)
  if (items) words.push(items)
  if (node.uniqueItems) words.push('no item twice')
  return words
}

/** Writes the rows of one schema: every property, nested objects and list items included. */
class Tables {
  constructor(private readonly schemas: SchemaSet) {}

  /** The shared type a `$ref` names in defs.schema.json (`image`, `plainText`…), if any. */
  private sharedName(node: SchemaNode, file: string): string | undefined {
    if (!node.$ref) return undefined
    const target = reference(node.$ref, file)
    return target.file === 'defs.schema.json' ? target.steps.at(-1) : undefined
  }

  /** How the guide names a node's type; `expand` when its own fields follow in this table. */
  private typeOf(node: SchemaNode, file: string): { type: string; expand: boolean } {
    const shared = this.sharedName(node, file)
    if (shared) return { type: SCALAR_WORDS[shared] ?? `*${shared}*`, expand: false }
    const { node: target, file: targetFile } = this.schemas.resolve(node, file)
    if (target.type === 'array' || target.items) {
      const item = this.typeOf(target.items ?? {}, targetFile)
      return { type: item.expand ? 'array of objects' : `array of ${item.type}`, expand: item.expand }
    }
    if (target.properties) return { type: 'object', expand: true }
    if (typeof target.additionalProperties === 'object') {
      const value = this.typeOf(target.additionalProperties, targetFile)
      return { type: `map of ${value.type}`, expand: false }
    }
    const type = Array.isArray(target.type)
      ? target.type.join(' or ')
      : (target.type ?? (target.enum?.every((value) => typeof value === 'string') ? 'string' : 'any'))
    return { type, expand: false }
  }

  rows(root: SchemaNode, file: string, prefix = '', required: string[] = root.required ?? []): Row[] {
    const conditional = prefix ? undefined : conditionalRules(root)
    const rows: Row[] = []
    for (const [name, own] of Object.entries(root.properties ?? {})) {
      const field = `${prefix}${name}`
      const { node, file: nodeFile } = this.schemas.resolve(own, file)
      const { type, expand } = this.typeOf(own, file)
      const shared = this.sharedName(own, file)
      // Beside a shared type, only what the property adds; a local node, all of its own rules.
      const constraints = shared ? ownConstraints({ ...own, $ref: undefined }) : ownConstraints(node)
      if (node.type === 'array' && shared === undefined && node.items) {
        const item = this.schemas.resolve(node.items, nodeFile).node
        if (!this.sharedName(node.items, nodeFile)) {
          const itemWords = ownConstraints(item).filter((word) => !word.startsWith('pattern') || !item.properties)
          if (itemWords.length && !item.properties) constraints.push(`each item: ${itemWords.join(', ')}`)
        }
      }
      const map = !node.properties && typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined
      if (map) constraints.push('other keys allowed')
      constraints.push(...(conditional?.extra.get(name) ?? []))
      const when = conditional?.required.get(name)
      rows.push({
        field: name === '$schema' ? '`$schema`' : `\`${field}\``,
        type,
        required: required.includes(name) ? '✔' : when ? when.join('; ') : '–',
        constraints: name === '$schema' ? ['this schema, relative to the file'] : constraints,
        label: name === '$schema' ? '' : (own.title ?? ''),
        // A shared type's own description is generic (« Texte sans aucune balise HTML. »).
        description: own.description ?? (own.$ref ? '' : (node.description ?? '')),
      })
      // A map shows one field per required key in the admin (lib/cms/decap-config.ts): so here.
      if (map) {
        const value = this.typeOf(map, nodeFile).type
        for (const key of node.required ?? [])
          rows.push({
            field: `\`${field}.${key}\``,
            type: value,
            required: '✔',
            constraints: [],
            label: node.keyTitles?.[key] ?? '',
            description: '',
          })
      }
      if (!expand) continue
      if (node.properties) rows.push(...this.rows(node, nodeFile, `${field}.`, node.required ?? []))
      else if (node.items) {
        const item = this.schemas.resolve(node.items, nodeFile)
        rows.push(...this.rows(item.node, item.file, `${field}[].`, item.node.required ?? []))
      }
    }
    return rows
  }

  table(id: string): string {
    const [file, definition] = id.split('#') as [string, string | undefined]
    const schema = this.schemas.get(`${file}.schema.json`)
    const root = definition ? schema.$defs?.[definition] : schema
    if (!root) throw new Error(`docs/CONTENT.md: fields:${id} names no schema (schemas/${file}.schema.json)`)
    const rows = this.rows(root, `${file}.schema.json`)
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
    return [
      '| field | type | req. | constraints | label in the admin | description (shown in the admin) |',
      '|---|---|---|---|---|---|',
      ...rows.map((row) =>
        [row.field, row.type, row.required, row.constraints.join('; '), row.label, row.description]
          .map(cell)
          .join(' | ')
          .replace(/^/, '| ')
          .replace(/$/, ' |'),
      ),
    ].join('\n')
  }
}

export const readSchemaSet = () => new SchemaSet(readSchemas())

const MARKED = /(<!-- fields:([a-z-]+(?:#[A-Za-z]+)?) -->)[\s\S]*?(<!-- \/fields -->)/g

/** The guide with every marked table written afresh from the schemas. */
export function withTables(guide: string, schemas: SchemaSet = readSchemaSet()): string {
  const tables = new Tables(schemas)
  return guide.replace(MARKED, (_whole, open: string, id: string, close: string) => `${open}\n\n${tables.table(id)}\n\n${close}`)
}

const RULES_DIR = path.join(ROOT_DIR, 'lib', 'content', 'rules')
const RULES_MARKED = /(<!-- rules -->)[\s\S]*?(<!-- \/rules -->)/

/** Each rule module's opening comment (what it refuses and why), by its id (the file's name). */
function ruleComments(): Record<string, string> {
  const comments: Record<string, string> = {}
  for (const file of (fs.readdirSync(RULES_DIR, { recursive: true, encoding: 'utf8' }) as string[]).filter((name) =>
    name.endsWith('.ts'),
  )) {
    const lines = fs.readFileSync(path.join(RULES_DIR, file), 'utf8').split('\n')
    const opening = lines.slice(
      0,
      lines.findIndex((line) => !line.startsWith('//')),
    )
    comments[path.basename(file, '.ts')] = opening.map((line) => line.replace(/^\/\/\s?/, '')).join(' ')
  }
  return comments
}

/** The guide with the rules' table written afresh from the rule modules. */
export function withRuleTable(guide: string): string {
  return guide.replace(
    RULES_MARKED,
    (_whole, open: string, close: string) => `${open}\n\n${ruleTable(ruleRows(ajv(), ruleComments()))}\n\n${close}`,
  )
}

/** The kinds (schemas, shared object types of defs) that have no table in the guide. */
export function missingTables(guide: string, schemas: SchemaSet = readSchemaSet()): string[] {
  const marked = new Set([...guide.matchAll(MARKED)].map((match) => match[2]))
  const kinds = schemas
    .ids()
    .filter((id) => id !== 'defs.schema.json')
    .map((id) => id.replace('.schema.json', ''))
  const defs = Object.entries(schemas.get('defs.schema.json').$defs ?? {})
    .filter(([, node]) => node.properties)
    .map(([name]) => `defs#${name}`)
  return [...kinds, ...defs].filter((id) => !marked.has(id))
}

if (isMainModule(import.meta.url)) {
  const check = process.argv.includes('--check')
  const guide = fs.readFileSync(GUIDE, 'utf8')
  const schemas = readSchemaSet()
  const missing = missingTables(guide, schemas)
  if (missing.length) {
    console.error(`docs/CONTENT.md has no field table for ${missing.join(', ')}: add <!-- fields:NAME --><!-- /fields --> where it belongs`)
    process.exit(1)
  }
  if (!RULES_MARKED.test(guide)) {
    console.error('docs/CONTENT.md has no rules table: add <!-- rules --><!-- /rules --> in §6.2')
    process.exit(1)
  }
  const fresh = withRuleTable(withTables(guide, schemas))
  if (fresh === guide) console.log(check ? 'docs/CONTENT.md field and rule tables are up to date.' : 'docs/CONTENT.md unchanged.')
  else if (check) {
    console.error('docs/CONTENT.md field or rule tables are stale: run npm run docs')
    process.exit(1)
  } else {
    fs.writeFileSync(GUIDE, fresh)
    console.log('docs/CONTENT.md field and rule tables written.')
  }
}
