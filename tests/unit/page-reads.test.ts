// What each page kind declares it reads (pages/<kind>/build.ts, lib/page-reads.ts) is what it
// reads: every page's data hook gives the same data from its view of the content (only what
// it declared) as from the whole content, and Vike's route functions route it the same; each
// declared entry is needed (without it the page breaks or changes); and the render step's keys
// (scripts/build/render.ts) follow the declarations: a town's edit changes its own page's key
// only, a new town its page's and the pages that list every town.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PageContextServer } from 'vike/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { linkCoverage } from '../../lib/content/coverage-links.js'
import type { Content } from '../../lib/content/engine-derive.js'
import { loadContent } from '../../lib/node/load.js'
import { readingOfAll, viewOf, type PageBuild, type Reading } from '../../lib/page-reads.js'
import { allRoutes, cityRoute, NOT_FOUND_ROUTE, pageKindAt } from '../../lib/routes.js'
import type { City, Coverage } from '../../schemas/content-types.js'
import { pageBuilds, plannedPages } from '../../scripts/build/render.js'
import { data as errorData } from '../../pages/_error/+data.js'
import { data as cityData } from '../../pages/city/+data.js'
import cityRouteFunction from '../../pages/city/+route.js'
import { data as contactData } from '../../pages/contact/+data.js'
import { data as coverageData } from '../../pages/coverage/+data.js'
import { data as homeData } from '../../pages/index/+data.js'
import { data as merciData } from '../../pages/merci/+data.js'
import { data as serviceData } from '../../pages/service/+data.js'
import serviceRouteFunction from '../../pages/service/+route.js'
import { data as servicesData } from '../../pages/services/+data.js'
import { data as textData } from '../../pages/text/+data.js'
import textRouteFunction from '../../pages/text/+route.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Each page kind's data hook, by folder. */
const DATA: Record<string, (pageContext: PageContextServer) => unknown> = {
  _error: errorData,
  city: cityData,
  contact: contactData,
  coverage: coverageData,
  index: homeData,
  merci: merciData,
  service: serviceData,
  services: servicesData,
  text: textData,
}

const ROUTE_FUNCTIONS = [cityRouteFunction, serviceRouteFunction, textRouteFunction]

const pageContext = (route: string, content: Content, routeParams: Record<string, string> = {}) =>
  ({ urlPathname: route, urlOriginal: route, content, routeParams }) as unknown as PageContextServer

/** The page's data as JSON, or the error it throws. */
function dataOf(kind: string, route: string, content: Content, params: Record<string, string>): string {
  try {
    return JSON.stringify(DATA[kind]!(pageContext(route, content, params)))
  } catch (error) {
    return `throws: ${(error as Error).message}`
  }
}

describe('what each page kind reads', () => {
  const content = loadContent()
  const routes = [...allRoutes(content), NOT_FOUND_ROUTE]
  let builds: Map<string, PageBuild>
  beforeAll(async () => {
    builds = await pageBuilds(ROOT)
  })
  const readingAt = (route: string): [string, Record<string, string>, Reading] => {
    const { kind, params } = pageKindAt(route, content)!
    return [kind, params, builds.get(kind)!.reads(params)]
  }

  it('is declared by every page kind of pages/', () => {
    const folders = fs.readdirSync('pages').filter((name) => fs.existsSync(`pages/${name}/+Page.tsx`))
    expect([...builds.keys()].sort()).toEqual(folders.sort())
    expect(Object.keys(DATA).sort()).toEqual(folders.sort())
  })

  it('is all a page reads: its data and its routing are the same from its view as from the whole content', () => {
    expect(routes.length).toBeGreaterThan(100)
    for (const route of routes) {
      const [kind, params, reading] = readingAt(route)
      const view = viewOf(content, reading)
      expect(dataOf(kind, route, view, params), route).toBe(dataOf(kind, route, content, params))
      expect(dataOf(kind, route, content, params), route).not.toMatch(/^throws/)
      for (const routeFunction of ROUTE_FUNCTIONS)
        expect(routeFunction(pageContext(route, view)), route).toEqual(routeFunction(pageContext(route, content)))
    }
  })

  it('declares nothing a page does not read: without any one of its entries, the page breaks or changes', () => {
    const oneOfEach = new Map(routes.map((route) => [pageKindAt(route, content)!.kind, route]))
    expect(oneOfEach.size).toBe(Object.keys(DATA).length)
    for (const [kind, route] of oneOfEach) {
      const [, params, reading] = readingAt(route)
      const whole = dataOf(kind, route, content, params)
      for (const key of Object.keys(reading)) {
        const { [key as keyof Reading]: _left, ...without } = reading
        expect(dataOf(kind, route, viewOf(content, without), params), `${kind} without ${key}`).not.toBe(whole)
      }
    }
  })

  it('is everything for a page kind without a declaration', () => {
    expect(viewOf(content, readingOfAll(content))).toEqual(content)
    const withoutCity = new Map([...builds].filter(([kind]) => kind !== 'city'))
    const lyon = plannedPages(content, withoutCity, new Uint8Array()).find((page) => page.route === cityRoute('lyon'))!
    expect(lyon.reading).toEqual(readingOfAll(content))
  })

  it('keys each page by what it reads: a town’s edit changes its page only, a new town its page and the coverage page', () => {
    const keys = (changed: Content) => new Map(plannedPages(changed, builds, new Uint8Array([1])).map((page) => [page.route, page.key]))
    const changedRoutes = (before: Map<string, string>, after: Map<string, string>) =>
      [...after].filter(([route, key]) => before.get(route) !== key).map(([route]) => route)
    const rawCoverage = JSON.parse(fs.readFileSync('content/coverage.json', 'utf8')) as Coverage
    const withCities = (cities: Content['cities']): Content => ({
      ...content,
      cities,
      coverage: linkCoverage(rawCoverage, cities as City[]),
    })
    const before = keys(withCities(content.cities))
    expect(new Set(before.values()).size).toBe(before.size)

    const edited = content.cities.map((city) => (city.slug === 'lyon' ? { ...city, area: `${city.area} Sur rendez-vous.` } : city))
    expect(changedRoutes(before, keys(withCities(edited)))).toEqual([cityRoute('lyon')])

    // A town no group of coverage.json names: it joins its region's group of /a-proximite.
    const lyon = content.cities.find((city) => city.slug === 'lyon')!
    const added = [...content.cities, { ...lyon, slug: 'lyon-nord', town: 'Lyon Nord' }]
    expect(changedRoutes(before, keys(withCities(added))).sort()).toEqual(['/a-proximite', cityRoute('lyon-nord')].sort())
  })
})
