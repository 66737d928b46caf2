// Paris arrondissements name their neighbours (« Arrondissements voisins desservis »): when
// one names another that has such a list, that one names it back. (Towns elsewhere have
// more neighbours than the five names a page holds: no such rule for them.)
import { baseName, collection, type Finding, type SiteRule } from './rule.js'

const arrondissement = (town: string, neighbours: string[]) => ({ town, postcode: '75001', nearbyAreas: neighbours })

export const rule: SiteRule = {
  id: 'neighbour-not-mutual',
  scope: 'site',
  check: (documents) => {
    const lists = new Map<string, [string, string[]]>()
    for (const [file, city] of collection(documents, 'cities')) {
      if (
        typeof city.town !== 'string' ||
        typeof city.postcode !== 'string' ||
        !city.postcode.startsWith('75') ||
        (city.country ?? 'FR') !== 'FR' ||
        !Array.isArray(city.nearbyAreas)
      )
        continue
      lists.set(city.town, [file, [...city.nearbyAreas, ...(Array.isArray(city.surroundings) ? city.surroundings : [])] as string[]])
    }
    const findings: Finding[] = []
    for (const [town, [file, named]] of lists)
      for (const other of named) {
        const back = lists.get(other)
        if (back && !back[1].includes(town))
          findings.push({ file: back[0], pointer: '/nearbyAreas', params: { town: other, other: town, file: baseName(file) } })
      }
    return findings
  },
  dev: (p) =>
    `does not name ${p.other}, although ${p.file} names ${p.town} among its neighbours: neighbouring arrondissements name each other`,
  owner: (p) =>
    `«\u00a0Arrondissements voisins desservis\u00a0» ne cite pas ${p.other}, qui cite pourtant ${p.town} : ajoutez-le (cinq noms en tout).`,
  fixtures: {
    rejected: [{ 'cities/paris-1.json': arrondissement('Paris 1er', ['Paris 2e']), 'cities/paris-2.json': arrondissement('Paris 2e', []) }],
    produces: [{ file: 'cities/paris-2.json', pointer: '/nearbyAreas' }],
    accepted: {
      'cities/paris-1.json': arrondissement('Paris 1er', ['Paris 2e']),
      'cities/paris-2.json': arrondissement('Paris 2e', ['Paris 1er']),
    },
  },
}
