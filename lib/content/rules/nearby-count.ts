// « Communes voisines » and « Aux alentours » name five places in all (docs/PRODUCT.md: 5 nearby areas).
import { type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'nearby-count',
  scope: 'file',
  check: (relative, data) => {
    const city = data as { layout?: unknown; nearbyAreas?: unknown; surroundings?: unknown } | null
    if (!relative.startsWith('cities/') || !city || city.layout === 'district' || !Array.isArray(city.nearbyAreas)) return []
    const count = city.nearbyAreas.length + (Array.isArray(city.surroundings) ? city.surroundings.length : 0)
    return count === 5 ? [] : [{ pointer: '/nearbyAreas', params: { count } }]
  },
  dev: (p) => `names ${p.count} places with surroundings: « Communes voisines » and « Aux alentours » hold 5 names in all`,
  owner: (p) =>
    `«\u00a0Communes voisines\u00a0» et «\u00a0Aux alentours\u00a0» nomment ensemble 5 lieux (il y en a ${p.count}) : ajoutez-en ou retirez-en.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { nearbyAreas: ['Bron', 'Caluire'] } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/nearbyAreas' }],
    accepted: { 'cities/lyon.json': { nearbyAreas: ['Bron', 'Caluire', 'Écully'], surroundings: ['Oullins', 'Vénissieux'] } },
  },
}
