// The route table of lib/routes.ts: reserved slugs follow from it, the +route.ts helpers
// match exactly the routes it gives, and every static route has the page folder that serves it.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUILD_PATHS,
  CONFIRMATION_ROUTE,
  HOME_ROUTE,
  TEXT_PAGE_ROUTES,
  RESERVED_SLUGS,
  STATIC_ROUTES,
  TEXT_TEMPLATE_PAGES,
  allRoutes,
  isReservedSlug,
  cityRoute,
  textPageRoute,
  reservedBy,
  routeOfContentFile,
  serviceRoute,
  slugAt,
  textPageAt,
} from '../../lib/routes.js'

const PAGES = path.resolve(import.meta.dirname, '../../pages')

describe('route table', () => {
  it('lists the home, every content page and the confirmation page once', () => {
    expect(STATIC_ROUTES).toEqual([HOME_ROUTE, ...Object.values(TEXT_PAGE_ROUTES), CONFIRMATION_ROUTE])
    expect(new Set(STATIC_ROUTES).size).toBe(STATIC_ROUTES.length)
  })

  it('reserves the first segment of every static route and every path of the build, and nothing else', () => {
    const firstSegments = STATIC_ROUTES.map((route) => route.split('/')[1]).filter(Boolean)
    expect(new Set(RESERVED_SLUGS)).toEqual(new Set([...firstSegments, ...Object.keys(BUILD_PATHS)]))
    for (const slug of [...firstSegments, 'merci', 'contact', 'admin', 'assets', 'img', 'sitemap', 'robots', '404', 'index']) {
      expect(isReservedSlug(slug), slug).toBe(true)
      expect(reservedBy(slug), slug).toBeDefined()
    }
    for (const slug of ['lyon', 'paris-8e', 'constructor', 'toString', '']) {
      expect(isReservedSlug(slug), slug).toBe(false)
      expect(reservedBy(slug), slug).toBeUndefined()
    }
    expect(reservedBy('contact')).toBe('the static route /contact')
  })

  it('derives the content routes from slugs', () => {
    expect(serviceRoute('lavage-tapis')).toBe('/services/lavage-tapis')
    expect(cityRoute('lyon')).toBe('/lyon')
    expect(allRoutes({ services: [{ slug: 'lavage-tapis' }], cities: [{ slug: 'lyon' }] })).toEqual([
      ...STATIC_ROUTES,
      '/services/lavage-tapis',
      '/lyon',
    ])
    expect(routeOfContentFile('cities/lyon.json')).toBe('/lyon')
    expect(routeOfContentFile('services/lavage-tapis.json')).toBe('/services/lavage-tapis')
    expect(routeOfContentFile('pages/a-propos.json')).toBe('/a-propos')
    expect(routeOfContentFile('pages/unknown.json')).toBeUndefined()
    expect(routeOfContentFile('salons/2026-03-nantes.json')).toBeUndefined()
    expect(textPageRoute('constructor')).toBeUndefined()
  })

  it('matches exactly the routes it gives (what +route.ts answers)', () => {
    const cities = [{ slug: 'lyon' }, { slug: 'paris-8e' }]
    expect(slugAt('/lyon', cities, cityRoute)).toBe('lyon')
    for (const pathname of ['/nope', '/LYON', '/lyon/', '/lyon/extra', '/services/lyon', '/'])
      expect(slugAt(pathname, cities, cityRoute), pathname).toBeUndefined()
    const services = [{ slug: 'lavage-tapis' }]
    expect(slugAt('/services/lavage-tapis', services, serviceRoute)).toBe('lavage-tapis')
    for (const pathname of ['/lavage-tapis', '/services/nope', '/services/lavage-tapis/x', '/services'])
      expect(slugAt(pathname, services, serviceRoute), pathname).toBeUndefined()
    for (const name of TEXT_TEMPLATE_PAGES) expect(textPageAt(TEXT_PAGE_ROUTES[name])).toBe(name)
    for (const pathname of ['/contact', '/services', '/a-propos/x', '/']) expect(textPageAt(pathname), pathname).toBeUndefined()
  })

  it('has a page folder for every static route (Vike routes pages/<name>/ to /<name>)', () => {
    const text = new Set<string>(TEXT_TEMPLATE_PAGES.map((name) => TEXT_PAGE_ROUTES[name]))
    for (const route of STATIC_ROUTES) {
      const folder =
        route === HOME_ROUTE ? 'index' : text.has(route) ? 'text' : route === TEXT_PAGE_ROUTES['a-proximite'] ? 'coverage' : route.slice(1)
      expect(fs.existsSync(path.join(PAGES, folder, '+Page.tsx')), `${route}: pages/${folder}/+Page.tsx`).toBe(true)
      // A folder routed by its name has no route function; pages/text/ and pages/coverage/ have one.
      expect(fs.existsSync(path.join(PAGES, folder, '+route.ts')), `${route}: pages/${folder}/+route.ts`).toBe(
        folder === 'text' || folder === 'coverage',
      )
    }
  })
})
