// Shared helpers for the tests that read the built site in dist/client (run them after
// `npm run build`): the list of pre-rendered pages with their routes, a parsed DOM per
// page, small DOM queries and the content the pages were built from.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fileForPath, routeOfFile } from '../../lib/node/clean-urls.js'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { AnyNode, Document, Element } from 'domhandler'
import { listFiles } from '../../lib/node/files.js'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DIST = path.join(ROOT, 'dist/client')
export const CONTENT = path.join(ROOT, 'content')

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  throw new Error(`No built site in ${DIST}: run \`npm run build\` before \`vitest run tests/site\``)
}

export interface BuiltPage {
  /** Path of the HTML file relative to dist/client, with forward slashes. */
  file: string
  /** The route the file serves: "/", "/contact", "/services/lavage-tapis", "/404". */
  route: string
  html: string
  doc: Document
}

/** The admin (Decap CMS, for the owner only): not a page of the public site; admin.test.ts checks it. */
export const ADMIN_PREFIX = 'admin/'

/** Every file of dist/client but the admin's, relative and with forward slashes. */
export function builtFiles(): string[] {
  return listFiles(DIST).files.filter((file) => !file.startsWith(ADMIN_PREFIX))
}

/** The text of every stylesheet of the built site, joined. */
export function builtCss(): string {
  return builtFiles()
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(DIST, file), 'utf8'))
    .join('\n')
}

let cache: BuiltPage[] | undefined

/** Every pre-rendered page (<route>.html files, index.html and 404.html), parsed once. */
export function builtPages(): BuiltPage[] {
  cache ??= builtFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = fs.readFileSync(path.join(DIST, file), 'utf8')
      return { file, route: routeOfFile(file), html, doc: parseDocument(html) }
    })
  return cache
}

export function page(route: string): BuiltPage {
  const found = builtPages().find((p) => p.route === route)
  if (!found) throw new Error(`No built page for route ${route}`)
  return found
}

export const isNotFound = (p: BuiltPage) => p.file === '404.html'

/**
 * The file of dist/client (relative, forward slashes) that serves a site path with its
 * query or fragment ("/contact", "/img/x.webp?v=1", "/a/#top"), as the preview server
 * would (lib/node/clean-urls.ts). Undefined if none.
 */
export function resolveSitePath(sitePath: string): string | undefined {
  let clean: string
  try {
    clean = decodeURIComponent(sitePath.split('#')[0].split('?')[0])
  } catch {
    return undefined
  }
  const file = fileForPath(DIST, clean.startsWith('/') ? clean : `/${clean}`)
  return file && path.relative(DIST, file).split(path.sep).join('/')
}

// ---------------------------------------------------------------------------------------
// DOM helpers

export type { Element }

export const isTag = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style'

export function all(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element[] {
  const nodes = Array.isArray(root) ? root : [root]
  return DomUtils.findAll((el) => test(el as Element), nodes.flatMap((n) => ('children' in n ? n.children : [])) as AnyNode[]) as Element[]
}

export function one(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element | undefined {
  return all(root, test)[0]
}

export const byTag = (root: AnyNode | AnyNode[], name: string) => all(root, (el) => el.name === name)

export function byId(root: AnyNode, id: string): Element | undefined {
  return one(root, (el) => el.attribs.id === id)
}

/** URLs of a srcset / imagesrcset value. */
export const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

/** Every resource a page's HTML asks the browser to fetch, as written (not the URLs inside CSS). */
export function requestedResources(p: BuiltPage): { what: string; url: string }[] {
  const out: { what: string; url: string }[] = []
  for (const el of all(p.doc, () => true)) {
    const a = el.attribs
    const push = (what: string, url: string | undefined) => url !== undefined && out.push({ what, url })
    if (el.name === 'script') push('<script src>', a.src)
    if (el.name === 'link' && a.rel !== 'canonical' && a.rel !== 'alternate') push(`<link rel="${a.rel}">`, a.href)
    if (el.name === 'link') for (const url of srcsetUrls(a.imagesrcset ?? a.imageSrcSet ?? '')) push('<link imagesrcset>', url)
    if (['img', 'source', 'iframe', 'embed', 'video', 'audio', 'track', 'input'].includes(el.name)) push(`<${el.name} src>`, a.src)
    if (el.name === 'img' || el.name === 'source')
      for (const url of srcsetUrls(a.srcset ?? a.srcSet ?? '')) push(`<${el.name} srcset>`, url)
    if (el.name === 'video') push('<video poster>', a.poster)
    if (el.name === 'object') push('<object data>', a.data)
  }
  return out
}

/** Visible text of a node: script, style, svg and template contents are left out. */
export function text(node: AnyNode | AnyNode[], boundary = ''): string {
  const nodes = Array.isArray(node) ? node : [node]
  let out = ''
  for (const n of nodes) {
    if (n.type === 'text') out += (n as unknown as { data: string }).data
    else if (isTag(n)) {
      if (['script', 'style', 'svg', 'template', 'noscript'].includes(n.name)) continue
      out += `${boundary}${text(n.children, boundary)}${boundary}`
    } else if ('children' in n) out += text((n as Document).children, boundary)
  }
  return out
}

/** Visible text with a space at every element boundary, so that words of adjacent blocks never join. */
export function spacedText(node: AnyNode | AnyNode[]): string {
  return text(node, ' ')
}

/** Text with runs of white space (not no-break spaces) folded to one space, trimmed. */
export const squash = (s: string) => s.replace(/[ \t\n\r\f]+/g, ' ').trim()

export function ancestors(el: AnyNode): Element[] {
  const out: Element[] = []
  let cur = el.parent
  while (cur && cur.type !== 'root') {
    out.push(cur as Element)
    cur = cur.parent
  }
  return out
}

/** The <li> items of a container that are not nested in another <li> of that container. */
export function outerItems(container: Element): Element[] {
  return all(container, (el) => el.name === 'li').filter((li) => {
    for (const a of ancestors(li)) {
      if (a === container) return true
      if (a.name === 'li') return false
    }
    return true
  })
}

export function head(p: BuiltPage): Element {
  const el = one(p.doc, (e) => e.name === 'head')
  if (!el) throw new Error(`${p.file}: no <head>`)
  return el
}

export function body(p: BuiltPage): Element {
  const el = one(p.doc, (e) => e.name === 'body')
  if (!el) throw new Error(`${p.file}: no <body>`)
  return el
}

export function main(p: BuiltPage): Element {
  const el = one(p.doc, (e) => e.name === 'main')
  if (!el) throw new Error(`${p.file}: no <main>`)
  return el
}

/** The site footer: the <footer> that is not inside <main>. */
export function siteFooter(p: BuiltPage): Element | undefined {
  return all(p.doc, (e) => e.name === 'footer').find((f) => !ancestors(f).some((a) => a.name === 'main'))
}

export function meta(p: BuiltPage, key: string): string[] {
  return all(head(p), (el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key)).map(
    (el) => el.attribs.content ?? '',
  )
}

export function jsonLd(p: BuiltPage): unknown[] {
  return all(p.doc, (el) => el.name === 'script' && el.attribs.type === 'application/ld+json').map(
    (el) => JSON.parse(DomUtils.textContent(el)) as unknown,
  )
}

// ---------------------------------------------------------------------------------------
// Content the site was built from

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as T
}

export interface Site {
  name: string
  url: string
  relayBase: string
  email: string
  builder: { label: string; url: string }
  host: { url: string }
  mediator: { url: string }
  phones: { landline: { display: string; e164: string }; mobile: { display: string; e164: string } }
  address: { street: string; postalCode: string; city: string; latitude: number; longitude: number }
}

export const site = () => readJson<Site>('site.json')

/** Absolute URL of a route, as the canonical link and the sitemap write it. */
export const absoluteUrl = (route: string) => `${site().url.replace(/\/$/, '')}${route}`

export interface City {
  slug: string
  town: string
  postcode: string
  layout: string
  neighborhoods: string[]
  landmarks: string[]
  nearbyAreas?: string[]
}

export function cities(): City[] {
  return fs
    .readdirSync(path.join(CONTENT, 'cities'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson<City>(`cities/${f}`))
}

export function serviceSlugs(): string[] {
  return fs
    .readdirSync(path.join(CONTENT, 'services'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort()
}

/** Paris 4e–8e: the district layout of docs/PRODUCT.md (postcodes 75004–75008). */
export const DISTRICT_SLUGS = ['paris-4e', 'paris-5e', 'paris-6e', 'paris-7e', 'paris-8e']
