// The only door from content/ to pages: validates everything, then assembles the typed,
// sorted collections the build and the dev server hand to pages, and scripts ask for.
import path from 'node:path'
import type { Announcement, CallbackForm, City, Coverage, GalleryItem, Home, Navigation, Page, Salon, Service, Site, Ui } from '../../schemas/content-types.js'
import { resolveDocument } from './references.js'
import { linkCoverage } from './coverage-links.js'
import { ROOT_DIR } from '../node/root.js'
import { PAGE_ROUTES, localRoute, type PageName } from '../routes.js'
import { formatError, validateContent, type ContentError } from './validate.js'


/** content/ unless CONTENT_DIR points elsewhere (tests build temporary copies). */
export function contentDir(): string {
  return path.resolve(ROOT_DIR, process.env.CONTENT_DIR ?? 'content')
}

export interface Content {
  dir: string
  site: Site
  navigation: Navigation
  home: Home
  ui: Ui
  coverage: Coverage
  announcement: Announcement
  form: CallbackForm
  pages: Record<PageName, Page>
  services: Service[]
  cities: City[]
  salons: Salon[]
  gallery: GalleryItem[]
}

export class ContentValidationError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length > 1 ? 's' : ''}:\n${errors.map(formatError).join('\n')}`)
    this.name = 'ContentValidationError'
  }
}

/**
 * The content of `dir`, validated: for scripts and tests. Pages never call it: they render the
 * content handed to Vike's renderPage() as `pageContext.content` (renderer/vike.d.ts) by the
 * build's render workers (scripts/build/render-worker.ts) and by the dev server
 * (scripts/vite/content-watch.ts).
 */
export function loadContent(dir = contentDir()): Content {
  const { errors, documents } = validateContent(dir, path.relative(process.cwd(), dir) || '.')
  if (errors.length > 0) throw new ContentValidationError(errors)
  return assembleContent(dir, documents)
}

/** The typed, sorted collections of validated documents (by path relative to `dir`). */
export function assembleContent(dir: string, validated: Map<string, unknown>): Content {
  const site = validated.get('site.json')
  return collectContent(dir, new Map([...validated].map(([file, data]) => [file, resolveContentDocument(data, site)])))
}

/**
 * A document as pages see it: the wording of site.json where a text says {claim:key}, and
 * the identity of site.json where a legal page says {site:path}.
 */
export function resolveContentDocument(data: unknown, site: unknown): unknown {
  return resolveDocument(data, (site as Site).claims, site)
}

/** The collections of resolved documents: the dev server's session calls it after a save, without resolving every file again. */
export function collectContent(dir: string, documents: Map<string, unknown>): Content {
  const pick = <T>(prefix: string) => [...documents].filter(([file]) => file.startsWith(prefix)).map(([, data]) => data as T)
  const cities = pick<City>('cities/').sort((a, b) => a.slug.localeCompare(b.slug))
  const pages = Object.fromEntries(Object.keys(PAGE_ROUTES).map((name) => [name, documents.get(`pages/${name}.json`) as Page])) as Content['pages']

  return {
    dir,
    site: documents.get('site.json') as Site,
    navigation: documents.get('navigation.json') as Navigation,
    home: documents.get('home.json') as Home,
    ui: documents.get('ui.json') as Ui,
    coverage: linkCoverage(documents.get('coverage.json') as Coverage, cities),
    announcement: documents.get('announcement.json') as Announcement,
    form: documents.get('callback-form.json') as CallbackForm,
    pages,
    services: pick<Service>('services/').sort((a, b) => a.order - b.order),
    cities,
    salons: pick<Salon>('salons/').sort((a, b) => a.startDate.localeCompare(b.startDate)),
    gallery: pick<GalleryItem>('gallery/').sort((a, b) => a.order - b.order),
  }
}

const slugMaps = new WeakMap<readonly { slug: string }[], Map<string, { slug: string }>>()

/** The item of a collection (content.cities, content.services) with this slug: a map built once per collection. */
export function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  let map = slugMaps.get(items)
  if (!map) slugMaps.set(items, (map = new Map(items.map((item) => [item.slug, item]))))
  return map.get(slug) as T | undefined
}
