// A town has one page: of two files naming the same town, the copy (the file not named
// after the town) is refused (lib/content/site-routes.ts).
import { excerpt } from '../json.js'
import { cityRoute } from '../../routes.js'
import { slugify } from '../../slugify.js'
import { baseName, q, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'town-repeated',
  scope: 'site',
  check: (_documents, { routes, shown }) => {
    const { cities, townOwner } = routes()
    const findings: Finding[] = []
    for (const [file, city] of cities) {
      if (typeof city.town !== 'string') continue
      const owner = townOwner.get(slugify(city.town))!
      if (owner !== file)
        findings.push({
          file,
          pointer: '/town',
          params: { owner: shown(owner), town: excerpt(city.town), route: cityRoute(baseName(owner)) },
        })
    }
    return findings
  },
  dev: (p) => `repeats the town of ${p.owner} ("${p.town}"): a new city needs its own town, postcode and text`,
  owner: (p, field) =>
    `${q(field)} : ${p.town} a déjà sa page (${p.route}). Une nouvelle ville a sa propre commune, son code postal et son texte.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { town: 'Lyon' }, 'cities/villeurbanne.json': { town: 'Lyon' } }],
    produces: [{ file: 'cities/villeurbanne.json', pointer: '/town' }],
    accepted: { 'cities/lyon.json': { town: 'Lyon' }, 'cities/villeurbanne.json': { town: 'Villeurbanne' } },
  },
}
