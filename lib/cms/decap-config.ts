// Builds the Decap CMS configuration from the JSON Schemas and the content kinds, so the
// admin's forms follow the schemas with no second definition: a field added to a schema
// appears in the editor after `npm run cms:config`. Pure: schemas in, configuration out.
import { ALLOWED_TAGS } from '../content/html.js'
import type { ContentKind } from '../content/kinds.js'
import { SchemaSet, type SchemaNode } from '../content/schema-set.js'
import { TEXT_PAGE_ROUTES } from '../routes.js'
import { OPTION_LABELS } from './option-labels.js'
import type { BackendSettings } from '../oauth/backend.js'

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
  sortable_fields?: (string | { field: string; label: string; default_sort?: 'asc' | 'desc' })[]
  fields?: DecapField[]
  files?: { name: string; label: string; file: string; fields: DecapField[] }[]
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

/** What the editor tells the owner about its checks (true in local mode and in production). */
export const CROSS_FILE_NOTE =
  'Avant d’enregistrer, l’éditeur vérifie l’entrée avec les règles du site, y compris celles qui relient les pages entre elles (liens, zones d’intervention, ville en double, pages trop semblables), et répare tout seul la typographie française (espaces insécables, apostrophe). S’il refuse, un cadre dit quoi corriger.'

// The owner types the few tags the site accepts (ALLOWED_TAGS) in these boxes: shown by example.
const HTML_HINT =
  ALLOWED_TAGS.length > 0
    ? 'Mise en forme possible : <strong>mot en gras</strong>, <em>mot en italique</em>, <p>paragraphe</p>, listes <ul><li>élément</li></ul>, lien <a href="/contact">texte</a> vers une page du site (ou https:, tel:, mailto:).'
    : ''

/** "ctaTitle" → "Cta title", "seo-title" → "Seo title": a readable label where a schema has no title. */
export function humanise(key: string): string {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
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
export function fieldFor(
  schemas: SchemaSet,
  name: string,
  own: SchemaNode,
  file: string,
  required: boolean,
  listName?: string,
): DecapField {
  let { node, file: nodeFile } = schemas.resolve(own, file)
  node = mergedParts(schemas, node, nodeFile)
  const branch = chosenBranch(node)
  if (branch) ({ node, file: nodeFile } = schemas.resolve(branch, nodeFile))
  // Every label the owner reads is a French title written in the schema: no English
  // property name shown in its place (« Buy back », « Skip link »).
  const title = own.title
  if (!title) throw new Error(`${file}: property « ${name} » has no title: give it the French label the admin shows`)
  const field: DecapField = { name, label: title, widget: 'string' }
  if (!required) field.required = false
  const hints: string[] = []
  // A referenced definition's description is generic (« Texte sans aucune balise HTML. »): not a hint.
  const description = own.description ?? (own.$ref || own.allOf ? undefined : node.description)
  if (description) hints.push(description)
  if (node.default !== undefined) field.default = node.default

  const type = typeOf(node)
  if (own.readOnly === true) {
    // The machine writes it (a salon's key, lib/cms/derived-key.ts): nothing for the owner to type.
    field.widget = 'hidden'
    delete field.required
  } else if (node.const !== undefined) {
    Object.assign(field, { widget: 'hidden', default: node.const })
  } else if (node.enum) {
    const labels = OPTION_LABELS[name] ?? OPTION_LABELS[listName ?? ''] ?? {}
    Object.assign(field, {
      widget: 'select',
      options: node.enum.map((value) => ({ label: labels[String(value)] ?? String(value), value })),
    })
  } else if (type === 'array') {
    field.widget = 'list'
    if (node.minItems !== undefined) field.min = node.minItems
    if (node.maxItems !== undefined) field.max = node.maxItems
    const items = schemas.resolve(node.items ?? {}, nodeFile)
    if (typeOf(items.node) === 'object') field.fields = objectFields(schemas, items.node, items.file)
    else field.field = fieldFor(schemas, 'item', { ...node.items, title: field.label }, nodeFile, true, name)
    if (node.minItems !== undefined || node.maxItems !== undefined) hints.push(countHint(node.minItems, node.maxItems))
  } else if (type === 'object') {
    Object.assign(field, { widget: 'object', fields: objectFields(schemas, node, nodeFile) })
  } else if (type === 'boolean' && name === 'placeholder') {
    // « Image provisoire » follows the picture (lib/cms/entry-check.ts): not a switch to forget.
    field.widget = 'hidden'
  } else if (type === 'boolean') {
    field.widget = 'boolean'
  } else if (type === 'integer' || type === 'number') {
    Object.assign(field, { widget: 'number', value_type: type === 'integer' ? 'int' : 'float' })
    if (node.minimum !== undefined) field.min = node.minimum
    if (node.maximum !== undefined) field.max = node.maximum
  } else if (node.format === 'date') {
    // Stored as the schemas' YYYY-MM-DD, shown the French way, a day without time (so no
    // time zone to shift it, and no « UTC » tag).
    Object.assign(field, { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false })
  } else if (node.pattern?.startsWith('^images/')) {
    Object.assign(field, { widget: 'image', choose_url: false })
    hints.push(
      'Choisissez une image de la médiathèque, ou ajoutez-y une photo (JPEG, PNG, WebP ou SVG ; nom du fichier en minuscules, sans espace ni accent).',
    )
  } else if (node.html) {
    field.widget = 'text'
    hints.push(HTML_HINT)
  } else {
    field.widget = node.maxLength !== undefined && node.maxLength > 120 ? 'text' : 'string'
    if (node.pattern) field.pattern = [node.pattern, `Forme non valide${description ? ` : ${description}` : '.'}`]
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
  const needs = conditionalRequirements(node)
  const properties: Record<string, SchemaNode> = { ...node.properties }
  if (!node.properties && node.additionalProperties && typeof node.additionalProperties === 'object') {
    const value = node.additionalProperties
    for (const key of required) properties[key] = { ...value, ...(node.keyTitles?.[key] ? { title: node.keyTitles[key] } : {}) }
  }
  return Object.entries(properties).map(([key, property]) => {
    if (key === '$schema') return { name: '$schema', label: '$schema', widget: 'hidden' }
    const field = fieldFor(schemas, key, property, file, required.has(key))
    // Decap's own « (optionnel) » mark is hidden (admin/main.ts): the label says which fields
    // may stay empty, and which ones a choice (the layout) makes necessary.
    if (field.required === false && field.widget !== 'hidden')
      field.label += needs.has(key) ? ` (obligatoire pour ${needs.get(key)})` : ' (facultatif)'
    return field
  })
}

/**
 * Fields an `if`/`then`/`else` of the schema requires for one value of a list field (the
 * city's layout): « la mise en page « Ville » ». Decap cannot require a field conditionally;
 * the rule book refuses the entry when one is missing.
 */
function conditionalRequirements(node: SchemaNode): Map<string, string> {
  const needs = new Map<string, string>()
  for (const part of node.allOf ?? []) {
    const condition = part.if as SchemaNode | undefined
    const [property, test] = Object.entries(condition?.properties ?? {})[0] ?? []
    if (!property || test?.const === undefined) continue
    const values = (node.properties?.[property]?.enum ?? []).map(String)
    const labels = OPTION_LABELS[property] ?? {}
    const title = (node.properties?.[property]?.title ?? property).toLowerCase()
    const words = (value: string) => `la ${title} « ${labels[value] ?? value} »`
    for (const key of (part.then as SchemaNode | undefined)?.required ?? []) needs.set(key, words(String(test.const)))
    const others = values.filter((value) => value !== String(test.const))
    if (others.length === 1) for (const key of (part.else as SchemaNode | undefined)?.required ?? []) needs.set(key, words(others[0]))
  }
  return needs
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
  const schemas = new SchemaSet(options.schemas)
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
        // Dated entries (salons) show their dates and come soonest first.
        ...(properties.includes('startDate') && properties.includes('endDate')
          ? {
              summary: `{{${summary ?? kind.key}}} — du {{startDate | date('DD/MM/YYYY')}} au {{endDate | date('DD/MM/YYYY')}}`,
              sortable_fields: [{ field: 'startDate', label: 'Date de début', default_sort: 'asc' as const }, 'city'],
            }
          : summary
            ? { summary: `{{${summary}}} ({{${kind.key}}})` }
            : {}),
        fields: fields('../../'),
      })
    } else if (folder === 'pages') {
      // One entry per page the site has; a new page needs a template, so no creation here.
      collections.push({
        name: 'pages',
        label,
        description: CROSS_FILE_NOTE,
        files: Object.entries(TEXT_PAGE_ROUTES).map(([name, route]) => ({
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
