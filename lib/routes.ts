// The site's URLs, stated once: the fixed pages, the pages made from content files, and the
// paths the build writes beside them. The validator (slug collisions), the loader, the
// pages' +route.ts, the build (pages it must find) and the tests all read them here. Pages without a +route.ts (pages/index/, pages/services/,
// pages/contact/, pages/merci/; pages/coverage/ has a route string) are routed by their folder name, which
// tests/unit/routes.test.ts holds to this table.
// Plain data and functions without imports: +route.ts files run in Node at config time too.

/** Each file of content/pages/ (by name) and the route it serves: the build needs all of them. */
export const TEXT_PAGE_ROUTES = {
  services: '/services',
  'a-propos': '/a-propos',
  'a-proximite': '/a-proximite',
  contact: '/contact',
  'mentions-legales': '/mentions-legales',
  'politique-confidentialite': '/politique-confidentialite',
} as const

export type TextPageName = keyof typeof TEXT_PAGE_ROUTES

export const HOME_ROUTE = '/'

/**
 * Where the relay sends a visitor whose browser posted the form itself (no script): a page
 * of its own (pages/merci/), its copy in callback-form.json, kept out of the sitemap.
 */
export const CONFIRMATION_ROUTE = '/merci'

/** The not-found page, written as 404.html: hosts serve it for any unknown path. */
export const NOT_FOUND_ROUTE = '/404'

/** The pages of every build whatever the content, in the order the build lists them. */
export const STATIC_ROUTES: readonly string[] = [HOME_ROUTE, ...Object.values(TEXT_PAGE_ROUTES), CONFIRMATION_ROUTE]

/** Pages of TEXT_PAGE_ROUTES rendered by the plain text template (pages/text/); the others have a folder of their own. */
export const TEXT_TEMPLATE_PAGES = ['a-propos', 'mentions-legales', 'politique-confidentialite'] as const satisfies readonly TextPageName[]

/**
 * First path segments the build gives to something other than a page, with what holds
 * them: a city page (/<slug>) may take none of them.
 */
export const BUILD_PATHS: Readonly<Record<string, string>> = {
  '404': '404.html, the not-found page',
  admin: '/admin/, the owner’s editor (Decap CMS)',
  assets: '/assets/, the hashed scripts and styles',
  fonts: '/fonts/, kept free for font files served on their own',
  img: '/img/, the resized pictures',
  index: 'index.html, the home page’s file',
  robots: 'robots.txt',
  sitemap: 'sitemap.xml',
}

/** A service's page, under the services index. */
export function serviceRoute(slug: string): string {
  return `${TEXT_PAGE_ROUTES.services}/${slug}`
}

/** A city's page, at the top level. */
export function cityRoute(slug: string): string {
  return `/${slug}`
}

/** The content a route list needs: the slugs of services and cities. */
export interface Routed {
  services: readonly { slug: string }[]
  cities: readonly { slug: string }[]
}

/** The routes of every pre-rendered page except 404, in a stable order. */
export function allRoutes(content: Routed): string[] {
  return [
    ...STATIC_ROUTES,
    ...content.services.map((service) => serviceRoute(service.slug)),
    ...content.cities.map((city) => cityRoute(city.slug)),
  ]
}

/** The route of a file of content/pages/, undefined for a name without a page template. */
export function textPageRoute(name: string): string | undefined {
  return Object.hasOwn(TEXT_PAGE_ROUTES, name) ? TEXT_PAGE_ROUTES[name as TextPageName] : undefined
}

/** The route a content file serves by its name (cities/, services/, pages/), if any. */
export function routeOfContentFile(relative: string): string | undefined {
  const [, folder, name] = /^(cities|services|pages)\/([^/]+)\.json$/.exec(relative) ?? []
  if (folder === 'cities') return cityRoute(name)
  if (folder === 'services') return serviceRoute(name)
  if (folder === 'pages') return textPageRoute(name)
  return undefined
}

/** "contact" for /contact and /contact/x; "" for the home page. */
const firstSegment = (route: string) => route.split('/')[1] ?? ''

/** The first segment of each static route, and the build's own paths: what a city slug may not be. */
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set([...STATIC_ROUTES.map(firstSegment).filter(Boolean), ...Object.keys(BUILD_PATHS)]),
]

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug)
}

/** What holds the path a reserved slug would take, for messages; undefined if the slug is free. */
export function reservedBy(slug: string): string | undefined {
  if (!isReservedSlug(slug)) return undefined
  const route = STATIC_ROUTES.find((candidate) => firstSegment(candidate) === slug)
  return route ? `the static route ${route}` : BUILD_PATHS[slug]
}

type Routes = Map<string, string>
/** Route → slug, per collection and route function, built on first use. */
const routeMaps = new WeakMap<readonly { slug: string }[], Map<(slug: string) => string, Routes>>()

/**
 * The slug of the item of `items` whose page `route(slug)` is `pathname`: what a +route.ts
 * matches. Vike asks every route function about every URL, so this is a lookup in a map
 * made once per (loaded, never mutated) collection, not a search: linear for the whole build.
 */
export function slugAt(pathname: string, items: readonly { slug: string }[], route: (slug: string) => string): string | undefined {
  let byRoute = routeMaps.get(items)
  if (!byRoute) routeMaps.set(items, (byRoute = new Map()))
  let slugs = byRoute.get(route)
  if (!slugs) {
    slugs = new Map()
    for (const item of items) if (!slugs.has(route(item.slug))) slugs.set(route(item.slug), item.slug)
    byRoute.set(route, slugs)
  }
  return slugs.get(pathname)
}

/** The text-template page at `pathname`, if any. */
export function textPageAt(pathname: string): (typeof TEXT_TEMPLATE_PAGES)[number] | undefined {
  return TEXT_TEMPLATE_PAGES.find((name) => TEXT_PAGE_ROUTES[name] === pathname)
}

/** A page as Vike's routing finds it: the folder of pages/ that renders it, and its route params. */
export interface PageKindAt {
  kind: string
  params: Record<string, string>
}

/**
 * The page kind that renders `route`, as Vike's routing finds it (the folder names, the route
 * string of pages/coverage/, the +route.ts files), or undefined: for the admin's preview
 * (pages/page-table.ts) and the build's render step (what the page reads: pages/<kind>/build.ts).
 * The not-found page is Vike's error page (pages/_error/).
 */
export function pageKindAt(route: string, content: Routed): PageKindAt | undefined {
  const fixed: Record<string, string> = {
    [HOME_ROUTE]: 'index',
    [TEXT_PAGE_ROUTES.services]: 'services',
    [TEXT_PAGE_ROUTES.contact]: 'contact',
    [TEXT_PAGE_ROUTES['a-proximite']]: 'coverage',
    [CONFIRMATION_ROUTE]: 'merci',
    [NOT_FOUND_ROUTE]: '_error',
  }
  if (Object.hasOwn(fixed, route)) return { kind: fixed[route]!, params: {} }
  const name = textPageAt(route)
  if (name) return { kind: 'text', params: { name } }
  const service = slugAt(route, content.services, serviceRoute)
  if (service) return { kind: 'service', params: { slug: service } }
  const city = slugAt(route, content.cities, cityRoute)
  if (city) return { kind: 'city', params: { slug: city } }
  return undefined
}
