// What pages use, derived from the checked documents (which the check never changes): each
// HTML field in its sanitised form (html.ts, the allowlist the check applies), the wording of
// site.json where a text says {claim:key} or {site:path}, no `$schema`, and the typed, sorted
// collections named after the kinds (kinds.ts). Pure: the dev server, the build and the tests
// derive the same way.
import type Ajv2020 from 'ajv/dist/2020.js'
import type {
  Announcement,
  CallbackForm,
  City,
  Coverage,
  GalleryItem,
  Home,
  Navigation,
  TextPage,
  Salon,
  Service,
  Site,
  Ui,
} from '../../schemas/content-types.js'
import { TEXT_PAGE_ROUTES, type TextPageName } from '../routes.js'
import { resolveDocument } from './references.js'
import { linkCoverage } from './coverage-links.js'
import { checkHtml } from './html.js'
import { KINDS, kindOf, type Collection } from './kinds.js'
import { SchemaSet } from './schema-set.js'

/** A document as pages get it: the derive step drops `$schema`, which only editors read. */
export type Derived<T> = Omit<T, '$schema'>

/** One field per kind's collection (kinds.ts): a kind added there without its field here fails the type check. */
export interface Content extends Record<Collection, unknown> {
  dir: string
  site: Derived<Site>
  navigation: Derived<Navigation>
  home: Derived<Home>
  ui: Derived<Ui>
  coverage: Derived<Coverage>
  announcement: Derived<Announcement>
  callbackForm: Derived<CallbackForm>
  textPages: Record<TextPageName, Derived<TextPage>>
  services: Derived<Service>[]
  cities: Derived<City>[]
  salons: Derived<Salon>[]
  gallery: Derived<GalleryItem>[]
}

/** Where a kind's documents hold HTML fields: the schema's `html` keyword, followed through $ref (schema-set.ts), properties and items. */
interface HtmlPlan {
  html?: 'block' | 'inline'
  properties?: Record<string, HtmlPlan>
  /** additionalProperties / patternProperties. */
  other?: HtmlPlan
  items?: HtmlPlan
}
export type HtmlPlans = Map<string, HtmlPlan | undefined>

type Schema = Record<string, unknown>

/** The plan of every kind's schema, as ajv holds the schemas. */
export function htmlPlans(ajv: Ajv2020): HtmlPlans {
  // The schemas as added, not compiled: the dev server derives pages before any check runs.
  const schemas = new SchemaSet(Object.values(ajv.schemas).map((held) => held?.schema))
  const resolve = (ref: string, base: string): [Schema | undefined, string] => {
    const { node, file } = schemas.target(ref, base)
    return [node, file]
  }
  const visiting = new Set<Schema>()
  const plan = (schema: unknown, base: string): HtmlPlan | undefined => {
    if (!schema || typeof schema !== 'object' || visiting.has(schema as Schema)) return undefined
    const node = schema as Schema
    visiting.add(node)
    const parts: (HtmlPlan | undefined)[] = []
    if (node.html !== undefined) parts.push({ html: node.html === 'inline' ? 'inline' : 'block' })
    if (typeof node.$ref === 'string') parts.push(plan(...resolve(node.$ref, base)))
    for (const key of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(node[key])) for (const branch of node[key] as unknown[]) parts.push(plan(branch, base))
    for (const key of ['if', 'then', 'else']) parts.push(plan(node[key], base))
    const properties: Record<string, HtmlPlan> = {}
    for (const [name, property] of Object.entries((node.properties ?? {}) as Schema)) {
      const found = plan(property, base)
      if (found) properties[name] = found
    }
    if (Object.keys(properties).length > 0) parts.push({ properties })
    const other = [
      plan(node.additionalProperties, base),
      ...Object.values((node.patternProperties ?? {}) as Schema).map((inner) => plan(inner, base)),
    ]
    parts.push(...other.map((found) => found && { other: found }))
    const items = plan(node.items, base)
    if (items) parts.push({ items })
    visiting.delete(node)
    return merge(parts)
  }
  return new Map(KINDS.map((kind) => [kind.schema, plan(schemas.find(kind.schema), kind.schema)]))
}

function merge(parts: (HtmlPlan | undefined)[]): HtmlPlan | undefined {
  const found = parts.filter((part): part is HtmlPlan => part !== undefined)
  if (found.length <= 1) return found[0]
  const merged: HtmlPlan = {}
  for (const part of found) {
    merged.html ??= part.html
    if (part.other) merged.other = merge([merged.other, part.other])
    if (part.items) merged.items = merge([merged.items, part.items])
    for (const [name, inner] of Object.entries(part.properties ?? {}))
      (merged.properties ??= {})[name] = merge([merged.properties?.[name], inner])!
  }
  return merged
}

/** The JSON pointers of a document's HTML fields (the schema's `html` keyword), for the rules that read what a browser shows of them. */
export function htmlPointers(file: string, data: unknown, plans: HtmlPlans): Set<string> {
  const found = new Set<string>()
  const kind = kindOf(file)
  const walk = (value: unknown, plan: HtmlPlan | undefined, pointer: string) => {
    if (!plan) return
    if (typeof value === 'string') {
      if (plan.html) found.add(pointer)
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, plan.items, `${pointer}/${index}`))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        // Only where the schema has HTML below: most fields are walked no further.
        const inner = plan.properties?.[key] ?? plan.other
        if (inner) walk(item, inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
      }
  }
  walk(data, kind && plans.get(kind.schema), '')
  return found
}

/**
 * A document as pages see it: a new value where anything changes, the same one elsewhere.
 * `html`: whether to put its HTML fields in their sanitised form, and to say if one changed
 * (false when a verdict says they are written in that form already: see FileVerdict.htmlClean).
 */
export function deriveDocument(
  file: string,
  data: unknown,
  site: unknown,
  plans: HtmlPlans,
  html = true,
): { derived: unknown; htmlClean: boolean } {
  let htmlClean = true
  const kind = kindOf(file)
  const claims = (site as { claims?: Record<string, string> } | undefined)?.claims
  const derive = (value: unknown, plan: HtmlPlan | undefined): unknown => {
    if (typeof value === 'string') {
      const text = html && plan?.html ? checkHtml(value, plan.html).clean : value
      if (text !== value) htmlClean = false
      // Without a readable site.json nothing is resolved (nor served: the check says why).
      return claims && typeof claims === 'object' && text.includes('{') ? resolveDocument(text, claims, site) : text
    }
    if (Array.isArray(value)) {
      const items = value.map((item) => derive(item, plan?.items))
      return items.some((item, index) => item !== value[index]) ? items : value
    }
    if (!value || typeof value !== 'object') return value
    let copy: Record<string, unknown> | undefined
    for (const [key, item] of Object.entries(value)) {
      const derived = derive(item, plan?.properties?.[key] ?? plan?.other)
      if (derived !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = derived
    }
    return copy ?? value
  }
  const derived = derive(data, kind && plans.get(kind.schema))
  if (!derived || typeof derived !== 'object' || !('$schema' in derived)) return { derived, htmlClean }
  const { $schema: _schema, ...rest } = derived as Record<string, unknown>
  return { derived: rest, htmlClean }
}

/** The typed, sorted collections of derived documents (by path relative to the content folder). */
export function collectContent(dir: string, documents: Map<string, unknown>): Content {
  const collections = new Map<string, unknown[]>()
  for (const [file, data] of documents) {
    const collection = kindOf(file)?.collection
    if (!collection) continue
    const items = collections.get(collection)
    if (items) items.push(data)
    else collections.set(collection, [data])
  }
  const pick = <T>(collection: Collection) => (collections.get(collection) ?? []) as T[]
  const cities = pick<City>('cities').sort((a, b) => a.slug.localeCompare(b.slug))
  const textPages = Object.fromEntries(
    Object.keys(TEXT_PAGE_ROUTES).map((name) => [name, documents.get(`pages/${name}.json`) as Derived<TextPage>]),
  ) as Content['textPages']
  return {
    dir,
    site: documents.get('site.json') as Site,
    navigation: documents.get('navigation.json') as Navigation,
    home: documents.get('home.json') as Home,
    ui: documents.get('ui.json') as Ui,
    coverage: linkCoverage(documents.get('coverage.json') as Coverage, cities),
    announcement: documents.get('announcement.json') as Announcement,
    callbackForm: documents.get('callback-form.json') as CallbackForm,
    textPages,
    services: pick<Service>('services').sort((a, b) => a.order - b.order),
    cities,
    salons: pick<Salon>('salons').sort((a, b) => a.startDate.localeCompare(b.startDate)),
    gallery: pick<GalleryItem>('gallery').sort((a, b) => a.order - b.order),
  }
}
