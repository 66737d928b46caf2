// The content schemas as one set, and the one place a `$ref` is followed. The derive step
// (engine-derive.ts: which fields are HTML), the admin's forms (lib/cms/decap-config.ts), the
// field tables of docs/CONTENT.md (scripts/content-docs.ts) all resolve references here, so
// they cannot read a schema two ways. Pure: it is handed the schemas' JSON (lib/node/schemas.ts
// reads the files; the admin's bundle carries them), so the browser resolves as Node does.

/** A JSON Schema node, as much of it as the derive step, the admin's forms and the docs read. */
export interface SchemaNode {
  $id?: string
  $ref?: string
  title?: string
  description?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  items?: SchemaNode
  properties?: Record<string, SchemaNode>
  additionalProperties?: boolean | SchemaNode
  required?: string[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  allOf?: SchemaNode[]
  $defs?: Record<string, SchemaNode>
  html?: boolean
  plainText?: boolean
  /** A map's French label for each of its keys (lib/content/ajv.ts). */
  keyTitles?: Record<string, string>
  [keyword: string]: unknown
}

/** Where a `$ref` points: the schema (its `$id`, the file name) and the JSON pointer's steps in it, decoded. */
export interface Reference {
  file: string
  steps: string[]
}

/** A `$ref` written in the schema `file`: `defs.schema.json#/$defs/plainText`, or `#/$defs/x` for the file itself. */
export function reference(ref: string, file: string): Reference {
  const [target, pointer = ''] = ref.split('#')
  const steps = pointer
    .split('/')
    .filter(Boolean)
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'))
  return { file: target || file, steps }
}

export class SchemaSet {
  private readonly byId = new Map<string, SchemaNode>()

  /** Each schema under its `$id` (the file name in schemas/; ajv's meta-schemas, when given its list, under their URL). */
  constructor(schemas: Iterable<unknown>) {
    for (const schema of schemas)
      if (schema && typeof schema === 'object' && typeof (schema as SchemaNode).$id === 'string')
        this.byId.set((schema as SchemaNode).$id!, schema as SchemaNode)
  }

  /** The ids of the set, in the order given. */
  ids(): string[] {
    return [...this.byId.keys()]
  }

  find(id: string): SchemaNode | undefined {
    return this.byId.get(id)
  }

  get(id: string): SchemaNode {
    const schema = this.byId.get(id)
    if (!schema) throw new Error(`schema ${id} not found (known: ${this.ids().join(', ')})`)
    return schema
  }

  /** The node a `$ref` written in `file` names, one step, and the schema it sits in (undefined when it leads nowhere). */
  target(ref: string, file: string): { node: SchemaNode | undefined; file: string } {
    const { file: id, steps } = reference(ref, file)
    let node: unknown = this.byId.get(id)
    for (const step of steps) node = (node as Record<string, unknown> | undefined)?.[step]
    return { node: node as SchemaNode | undefined, file: id }
  }

  /**
   * Follows `$ref`s from a node to the schema it names, with the keywords written beside
   * each `$ref` laid over the target (the nearer wins, `required` lists are joined): a
   * property `{ "$ref": ".../plainText", "maxLength": 70 }` is a plain text of 70 at most.
   */
  resolve(node: SchemaNode, file: string): { node: SchemaNode; file: string } {
    if (!node.$ref) return { node, file }
    const target = this.target(node.$ref, file)
    if (!target.node) {
      this.get(target.file) // a schema missing from the set is named as such
      throw new Error(`${file}: $ref ${node.$ref} leads nowhere`)
    }
    const inner = this.resolve(target.node, target.file)
    const { $ref: _ref, ...siblings } = node
    const required = [...(inner.node.required ?? []), ...(siblings.required ?? [])]
    return { node: { ...inner.node, ...siblings, ...(required.length ? { required } : {}) }, file: inner.file }
  }
}
