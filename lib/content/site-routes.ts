// The site's route table as the content declares it: which file serves which address, and
// which file is a town's own page. Several rules read it (rules/route-taken.ts,
// rules/link-to-nowhere.ts, rules/coverage-link.ts, rules/town-repeated.ts…); the rule book
// builds it once per run (rule-book.ts) and hands it to them.
import { HOME_ROUTE, cityRoute, reservedBy, routeOfContentFile, serviceRoute } from '../routes.js'
import { slugify } from '../slugify.js'
import { baseName, collection, type Doc } from './documents.js'

export interface SiteRoutes {
  /** Every route served, with the file that serves it (the first one to claim it). */
  routes: Map<string, string>
  /** A route claimed by a second file: `file` at `pointer` asks for `route`, already `owner`'s. */
  taken: { file: string; pointer: string; route: string; owner: string }[]
  /** The cities, originals first (a file named after its own town). */
  cities: [string, Doc][]
  /** The file that is the page of each town (by slug of its name). */
  townOwner: Map<string, string>
  /** A town's page by the slug of its name or of its slug (the originals only). */
  townToRoute: Map<string, string>
}

export function siteRoutes(documents: Map<string, unknown>, unreadable: string[]): SiteRoutes {
  const routes = new Map<string, string>()
  const taken: SiteRoutes['taken'] = []
  const claim = (route: string, file: string, pointer: string) => {
    const owner = routes.get(route)
    if (owner) taken.push({ file, pointer, route, owner })
    else routes.set(route, file)
  }
  claim(HOME_ROUTE, 'home.json', '')
  // A file that is not valid JSON still serves the route its name gives: links to that page
  // are not reported as broken on top of the file's own error.
  for (const file of unreadable) {
    const route = routeOfContentFile(file)
    if (route) routes.set(route, file)
  }
  for (const [file, page] of collection(documents, 'pages')) if (typeof page.route === 'string') claim(page.route, file, '/route')
  for (const [file, service] of collection(documents, 'services'))
    if (typeof service.slug === 'string') claim(serviceRoute(service.slug), file, '/slug')
  // A town has one page. Of two files naming the same town, the copy is the one whose file
  // name is not the town's (lyon.json is Lyon's page; villeurbanne.json copied from it is not).
  const townOwner = new Map<string, string>()
  const original = ([file, city]: [string, Doc]) => typeof city.town === 'string' && baseName(file) === slugify(city.town)
  const cities = collection(documents, 'cities').sort((a, b) => Number(original(b)) - Number(original(a)))
  for (const [file, city] of cities)
    if (typeof city.town === 'string' && !townOwner.has(slugify(city.town))) townOwner.set(slugify(city.town), file)
  const townToRoute = new Map<string, string>()
  for (const [file, city] of cities) {
    if (typeof city.slug !== 'string' || reservedBy(city.slug)) continue
    claim(cityRoute(city.slug), file, '/slug')
    if (typeof city.town === 'string' && townOwner.get(slugify(city.town)) !== file) continue
    townToRoute.set(slugify(city.slug), cityRoute(city.slug))
    if (typeof city.town === 'string') townToRoute.set(slugify(city.town), cityRoute(city.slug))
  }
  return { routes, taken, cities, townOwner, townToRoute }
}
