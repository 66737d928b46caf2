// A place of coverage.json with a page of its own links to it. Without a url the loader
// links it (lib/content/coverage-links.ts): a new city needs no second edit. A url written
// by hand must be that page.
import { excerpt } from '../json.js'
import { slugify } from '../../slugify.js'
import { q, type Doc, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'coverage-link',
  scope: 'site',
  check: (documents, { routes }) => {
    const coverage = documents.get('coverage.json') as Doc | undefined
    if (!coverage || !Array.isArray(coverage.groups)) return []
    const { townToRoute } = routes()
    const findings: Finding[] = []
    const check = (entry: unknown, pointer: string) => {
      const place = entry as Doc | null
      if (!place || typeof place !== 'object' || typeof place.name !== 'string') return
      const route = townToRoute.get(slugify(place.name))
      if (route && place.url !== undefined && place.url !== route)
        findings.push({
          file: 'coverage.json',
          pointer: `${pointer}/url`,
          params: { name: excerpt(place.name), route, found: excerpt(String(place.url)) },
        })
    }
    coverage.groups.forEach((group: unknown, g: number) => {
      const places = (group as Doc | null)?.places
      if (Array.isArray(places)) places.forEach((place, p) => check(place, `/groups/${g}/places/${p}`))
    })
    if (Array.isArray(coverage.grid)) coverage.grid.forEach((entry, index) => check(entry, `/grid/${index}`))
    return findings
  },
  dev: (p) => `"${p.name}" must link to its own page ${p.route}, not ${p.found}`,
  owner: (p, field) => `${q(field)} : ${p.name} a sa page ${p.route} ; videz l’adresse du lien (le site la met tout seul).`,
  fixtures: {
    rejected: [
      { 'cities/lyon.json': { slug: 'lyon', town: 'Lyon' }, 'coverage.json': { groups: [{ places: [{ name: 'Lyon', url: '/lille' }] }] } },
    ],
    produces: [{ file: 'coverage.json', pointer: '/groups/0/places/0/url' }],
    accepted: {
      'cities/lyon.json': { slug: 'lyon', town: 'Lyon' },
      'coverage.json': { groups: [{ places: [{ name: 'Lyon' }, { name: 'Lille', url: '/lille' }] }] },
    },
  },
}
