// The page table the admin's preview routes with (pages/page-table.ts) covers every page kind
// of pages/ the owner's content shows on, and finds for each route of the site the folder
// Vike's routing finds (its folder name, or its +route.ts).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/node/load.js'
import { allRoutes, cityRoute, CONFIRMATION_ROUTE, serviceRoute, TEXT_PAGE_ROUTES, textPageAt } from '../../lib/routes.js'
import { pageAt, PREVIEWED_FOLDERS } from '../../pages/page-table.js'

/** Pages that show no content the admin edits: the confirmation page after a native post, the error page. */
const NOT_PREVIEWED = ['merci', '_error']

describe('the preview’s page table', () => {
  const content = loadContent()

  it('lists every page folder but the confirmation and error pages', () => {
    const folders = fs
      .readdirSync('pages', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(`pages/${entry.name}/+Page.tsx`))
    expect(
      folders
        .map((entry) => entry.name)
        .filter((name) => !NOT_PREVIEWED.includes(name))
        .sort(),
    ).toEqual([...PREVIEWED_FOLDERS].sort())
  })

  it('finds each route’s page as the site routes it', () => {
    const expected = (route: string) => {
      if (route === '/') return 'index'
      if (route === TEXT_PAGE_ROUTES['a-proximite']) return 'coverage'
      if (route === TEXT_PAGE_ROUTES.services) return 'services'
      if (route === TEXT_PAGE_ROUTES.contact) return 'contact'
      if (textPageAt(route)) return 'text'
      if (content.services.some((service) => serviceRoute(service.slug) === route)) return 'service'
      if (content.cities.some((city) => cityRoute(city.slug) === route)) return 'city'
      return undefined
    }
    const routes = allRoutes(content).filter((route) => route !== CONFIRMATION_ROUTE)
    expect(routes.length).toBeGreaterThan(90)
    for (const route of routes) expect(pageAt(route, content)?.folder, route).toBe(expected(route))
    expect(pageAt('/paris-99e', content)).toBeUndefined()
    expect(pageAt('/services/inconnu', content)).toBeUndefined()
  })

  it('gives a page its params and its config as Vike would', () => {
    const city = content.cities[0]
    expect(pageAt(cityRoute(city.slug), content)).toMatchObject({ routeParams: { slug: city.slug }, config: {} })
    expect(pageAt('/', content)).toMatchObject({ config: { deferFooter: true } })
    expect(pageAt(TEXT_PAGE_ROUTES['mentions-legales'], content)).toMatchObject({ routeParams: { name: 'mentions-legales' } })
  })
})
