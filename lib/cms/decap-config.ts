// Builds the Decap CMS configuration from the JSON Schemas and the content kinds, so the
// admin's forms follow the schemas with no second definition: a field added to a schema
// appears in the editor after `npm run cms:config`. Pure: schemas in, configuration out.
import { ALLOWED_TAGS } from '../content/html.js'
import type { ContentKind } from '../content/kinds.js'
import { PAGE_ROUTES } from '../routes.js'

/** A JSON Schema node, as much of it as the generator reads. */
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
  [keyword: string]: unknown
}

/** One Decap field (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  options?: { label: string; value: unknown }[]
  fields?: DecapField[]
  field?: DecapField
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
  collapsed?: boolean
  summary?: string
}

export interface DecapCollection {
  name: string
  label: string
  label_singular?: string
  description: string
  folder?: string
  create?: boolean
  delete?: boolean
  extension?: 'json'
  format?: 'json'
  slug?: string
  identifier_field?: string
  summary?: string
  fields?: DecapField[]
  files?: { name: string; label: string; file: string; fields: DecapField[] }[]
}

export interface BackendSettings {
  /** owner/name of the GitHub repository the CMS commits to. */
  repo: string
  branch: string
  /** The OAuth client the login goes through (see docs/CONTENT.md). */
  base_url?: string
  auth_endpoint?: string
}

export interface DecapConfig {
  backend: { name: 'github' } & BackendSettings
  publish_mode: 'editorial_workflow'
  locale: string
  site_url: string
  display_url: string
  media_folder: string
  public_folder: string
  load_config_file: false
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' }
  collections: DecapCollection[]
}

/** What the editor tells the owner about the rules it cannot check alone. */
export const CROSS_FILE_NOTE =
  'Chaque enregistrement est d’abord vérifié contre le schéma de son fichier. Les règles qui portent sur plusieurs fichiers (liens entre pages, zones d’intervention, ville en double, pages trop semblables) sont vérifiées par l’intégration continue sur la demande de publication.'

const HTML_HINT = `HTML permis : ${ALLOWED_TAGS.map((tag) => (tag === 'a' ? '<a href>' : `<${tag}>`)).join(', ')} ; liens vers une page du site, https:, tel: ou mailto:.`

/** "ctaTitle" → "Cta title", "seo-title" → "Seo title": a readable label where a schema has no title. */
export function humanise(key: string): string {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export class SchemaSet {
  constructor(private readonly byId: Record<string, SchemaNode>) {}

  get(id: string): SchemaNode {
    const schema = this.byId[id]
    if (!schema) throw new Error(`schema ${id} not found (known: ${Object.keys(this.byId).join(', ')})`)
    return schema
  }

  /**
   * Follows `$ref`s from a node to the schema it names, with the keywords written beside
   * each `$ref` laid over the target (the nearer wins, `required` lists are joined): a
   * property `{ "$ref": ".../plainText", "maxLength": 70 }` is a plain text of 70 at most.
   */
  resolve(node: SchemaNode, file: string): { node: SchemaNode; file: string } {
    if (!node.$ref) return { node, file }
    const [target, pointer = ''] = node.$ref.split('#')
    const targetFile = target || file
    let resolved: unknown = this.get(targetFile)
    for (const part of pointer.split('/').filter(Boolean))
      resolved = (resolved as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')]
    if (!resolved) throw new Error(`${file}: $ref ${node.$ref} leads nowhere`)
    const inner = this.resolve(resolved as SchemaNode, targetFile)
    const { $ref: _ref, ...siblings } = node
    const required = [...(inner.node.required ?? []), ...(siblings.required ?? [])]
    return { node: { ...inner.node, ...siblings, ...(required.length ? { required } : {}) }, file: inner.file }
  }
}

function typeOf(node: SchemaNode): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((type) => type !== 'null')
  if (node.type) return node.type
  if (node.properties) return 'object'
  if (node.items) return 'array'
  return undefined
}

/** The branch of a oneOf/anyOf the form edits: the first that is not `null`. Decap has no
 *  union widget; the validator still checks the other branches on save. */
function chosenBranch(node: SchemaNode): SchemaNode | undefined {
  const branches = node.oneOf ?? node.anyOf
  if (!branches) return undefined
  const { oneOf: _one, anyOf: _any, ...rest } = node
  const branch = branches.find((candidate) => candidate.type !== 'null') ?? branches[0]
  return { ...rest, ...branch }
}

/** A property written as `allOf` of parts (a $ref and extra rules): its parts laid together. */
function mergedParts(schemas: SchemaSet, node: SchemaNode, file: string): SchemaNode {
  if (!node.allOf) return node
  const { allOf, ...rest } = node
  return allOf.reduce<SchemaNode>((merged, part) => ({ ...merged, ...schemas.resolve(part, file).node }), rest)
}

/** Field for one property. `own` is the property as written (its title and description win
 *  over the referenced definition's, whose title names a TypeScript type). */
export function fieldFor(schemas: SchemaSet, name: string, own: SchemaNode, file: string, required: boolean): DecapField {
  let { node, file: nodeFile } = schemas.resolve(own, file)
  node = mergedParts(schemas, node, nodeFile)
  const branch = chosenBranch(node)
  if (branch) ({ node, file: nodeFile } = schemas.resolve(branch, nodeFile))
  const field: DecapField = { name, label: own.title ?? humanise(name), widget: 'string' }
  if (!required) field.required = false
  const hints: string[] = []
  // A referenced definition's description is generic (« Texte sans aucune balise HTML. »): not a hint.
  const description = own.description ?? (own.$ref || own.allOf ? undefined : node.description)
  if (description) hints.push(description)
  if (node.default !== undefined) field.default = node.default

  const type = typeOf(node)
  if (node.const !== undefined) {
    Object.assign(field, { widget: 'hidden', default: node.const })
  } else if (node.enum) {
    Object.assign(field, { widget: 'select', options: node.enum.map((value) => ({ label: String(value), value })) })
  } else if (type === 'array') {
    field.widget = 'list'
    if (node.minItems !== undefined) field.min = node.minItems
    if (node.maxItems !== undefined) field.max = node.maxItems
    const items = schemas.resolve(node.items ?? {}, nodeFile)
    if (typeOf(items.node) === 'object') field.fields = objectFields(schemas, items.node, items.file)
    else field.field = { ...fieldFor(schemas, 'item', node.items ?? {}, nodeFile, true), label: field.label }
    if (node.minItems !== undefined || node.maxItems !== undefined) hints.push(countHint(node.minItems, node.maxItems))
  } else if (type === 'object') {
    Object.assign(field, { widget: 'object', fields: objectFields(schemas, node, nodeFile) })
  } else if (type === 'boolean') {
    field.widget = 'boolean'
  } else if (type === 'integer' || type === 'number') {
    Object.assign(field, { widget: 'number', value_type: type === 'integer' ? 'int' : 'float' })
    if (node.minimum !== undefined) field.min = node.minimum
    if (node.maximum !== undefined) field.max = node.maximum
  } else if (node.format === 'date') {
    // Stored as the schemas' YYYY-MM-DD, shown the French way, no time, no time-zone shift.
    Object.assign(field, { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true })
  } else if (node.pattern?.startsWith('^images/')) {
    Object.assign(field, { widget: 'image', choose_url: false })
    hints.push('Image du dossier content/images/ (SVG, PNG, JPEG ou WebP ; nom en minuscules, sans espace ni accent).')
  } else if (node.html) {
    field.widget = 'text'
    hints.push(HTML_HINT)
  } else {
    field.widget = node.maxLength !== undefined && node.maxLength > 120 ? 'text' : 'string'
    if (node.pattern) field.pattern = [node.pattern, `Format non valide${description ? ` : ${description}` : ` (motif ${node.pattern})`}`]
    if (node.maxLength !== undefined) hints.push(`${node.maxLength} caractères au plus.`)
  }
  if (hints.length) field.hint = hints.join(' ')
  return field
}

function countHint(min?: number, max?: number): string {
  if (min !== undefined && min === max) return `Exactement ${min} éléments.`
  if (min !== undefined && max !== undefined) return `De ${min} à ${max} éléments.`
  if (min !== undefined) return `Au moins ${min} élément${min > 1 ? 's' : ''}.`
  return `Au plus ${max} élément${max! > 1 ? 's' : ''}.`
}

/**
 * Fields of an object. A map (`additionalProperties` as a schema, no `properties`) gets one
 * field per key its `required` names: Decap has no free-key widget.
 */
function objectFields(schemas: SchemaSet, node: SchemaNode, file: string): DecapField[] {
  const required = new Set(node.required ?? [])
  const properties: Record<string, SchemaNode> = { ...node.properties }
  if (!node.properties && node.additionalProperties && typeof node.additionalProperties === 'object') {
    for (const key of required) properties[key] = node.additionalProperties
  }
  return Object.entries(properties).map(([key, property]) => {
    if (key === '$schema') return { name: '$schema', label: '$schema', widget: 'hidden' }
    return fieldFor(schemas, key, property, file, required.has(key))
  })
}

/** Every content file starts with `"$schema"`: kept, hidden, written on new entries too. */
function withSchemaPath(fields: DecapField[], schemaPath: string): DecapField[] {
  return fields.map((field) => (field.name === '$schema' ? { ...field, default: schemaPath } : field))
}

/** content/cities from /^cities\/[^/]+\.json$/; site.json from /^site\.json$/. */
function folderOf(kind: ContentKind): string | undefined {
  return /^\^([a-z0-9-]+)\\\//.exec(kind.pattern.source)?.[1]
}
function fileOf(kind: ContentKind): string | undefined {
  return /^\^([a-z0-9-]+)\\\.json\$$/.exec(kind.pattern.source)?.[1]
}

/** The field most readable in a list of entries. */
const SUMMARY_FIELDS = ['town', 'city', 'name', 'title']

export function decapConfig(options: {
  schemas: SchemaNode[]
  kinds: ContentKind[]
  siteUrl: string
  backend: BackendSettings
}): DecapConfig {
  const schemas = new SchemaSet(Object.fromEntries(options.schemas.map((schema) => [schema.$id ?? '', schema])))
  const singles: DecapCollection['files'] = []
  const collections: DecapCollection[] = []
  for (const kind of options.kinds) {
    const root = schemas.get(kind.schema)
    const label = kind.label ?? humanise(kind.schema.replace('.schema.json', ''))
    const fields = (depth: string) => withSchemaPath(objectFields(schemas, root, kind.schema), `${depth}schemas/${kind.schema}`)
    const folder = folderOf(kind)
    const single = fileOf(kind)
    if (folder && kind.key) {
      const properties = Object.keys(root.properties ?? {})
      const summary = SUMMARY_FIELDS.find((key) => properties.includes(key))
      collections.push({
        name: folder,
        label,
        ...(kind.labelSingular ? { label_singular: kind.labelSingular } : {}),
        description: `${root.description ? `${root.description} ` : ''}${CROSS_FILE_NOTE}`,
        folder: `content/${folder}`,
        create: kind.create !== false,
        extension: 'json',
        format: 'json',
        // The file name is the entry's key, as the validator requires.
        slug: `{{fields.${kind.key}}}`,
        identifier_field: kind.key,
        ...(summary ? { summary: `{{${summary}}} ({{${kind.key}}})` } : {}),
        fields: fields('../../'),
      })
    } else if (folder === 'pages') {
      // One entry per page the site has; a new page needs a template, so no creation here.
      collections.push({
        name: 'pages',
        label,
        description: CROSS_FILE_NOTE,
        files: Object.entries(PAGE_ROUTES).map(([name, route]) => ({
          name,
          label: `Page ${route}`,
          file: `content/pages/${name}.json`,
          fields: fields('../../'),
        })),
      })
    } else if (single) {
      singles.push({ name: single, label, file: `content/${single}.json`, fields: fields('../') })
    } else {
      throw new Error(`content kind ${kind.schema}: its pattern ${kind.pattern.source} is neither one file nor one folder`)
    }
  }
  if (singles.length) collections.unshift({ name: 'reglages', label: 'Réglages du site', description: CROSS_FILE_NOTE, files: singles })
  return {
    backend: { name: 'github', ...options.backend },
    publish_mode: 'editorial_workflow',
    locale: 'fr',
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: 'content/images',
    public_folder: 'images',
    load_config_file: false,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  }
}
