// How a city reaches /a-proximite and the home grid with one edit (its own file): a place of
// coverage.json without a url links to the page of the town it names, and a city no group
// lists joins the group of its region. A new city therefore needs no second edit, and
// deleting one turns the places that named it back into plain text (unless a url was written
// by hand: the validator then reports the broken link, and the admin refuses the deletion).
import type { City, Coverage, CoverageGroup } from '../../schemas/content-types.js'
import { cityRoute } from '../routes.js'
import { slugify } from '../slugify.js'

/** The coverage page's groups and the home grid, with every link the city files give. */
export function linkCoverage(coverage: Coverage, cities: City[]): Coverage {
  const routeOf = new Map<string, string>()
  for (const city of cities) {
    routeOf.set(slugify(city.slug), cityRoute(city.slug))
    routeOf.set(slugify(city.town), cityRoute(city.slug))
  }
  const linked = <T extends { name: string; url?: string }>(place: T): T => {
    const route = place.url ?? routeOf.get(slugify(place.name))
    return route ? { ...place, url: route } : place
  }
  const groups: CoverageGroup[] = coverage.groups.map((group) => ({ ...group, places: group.places.map(linked) }))
  return { ...coverage, groups: withEveryCity(groups, cities), grid: coverage.grid.map(linked) }
}

/**
 * A city dropped into content/cities/ but not named in coverage.json still gets its link on
 * /a-proximite: it joins the first group that already lists a town of its region, or a final
 * group named after its region.
 */
function withEveryCity(groups: CoverageGroup[], cities: City[]): CoverageGroup[] {
  const linked = new Set(groups.flatMap((group) => group.places.map((place) => place.url)))
  const regionOf = new Map(cities.map((city) => [cityRoute(city.slug), city.region]))
  // The first group listing a town of each region, found once: a search of every group for
  // every new city would grow with the square of the number of towns.
  const groupOf = new Map<string, CoverageGroup>()
  for (const group of groups) {
    for (const place of group.places) {
      const region = place.url && regionOf.get(place.url)
      if (region && !groupOf.has(region)) groupOf.set(region, group)
    }
  }
  for (const city of cities) {
    const url = cityRoute(city.slug)
    if (linked.has(url)) continue
    let group = groupOf.get(city.region)
    if (!group) {
      group = { title: city.region, places: [] }
      groups.push(group)
      groupOf.set(city.region, group)
    }
    group.places.push({ name: city.town, url })
  }
  return groups
}
