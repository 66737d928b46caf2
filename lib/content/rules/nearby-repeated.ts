// The five neighbours have their own list (« Communes voisines desservies »): a town's prose
// that names them again was the repeated closing of every page before issue 36, the same
// five places twice. A text may name one or two of them; three or more is the list again.
import { q, type Doc, type FileRule } from './rule.js'

/** The fields a town writes as prose about itself and its surroundings. */
const PROSE = ['description', 'area', 'ctaTitle', 'ctaDescription'] as const
const LIMIT = 3

export const rule: FileRule = {
  id: 'nearby-repeated',
  scope: 'file',
  check: (relative, data) => {
    const city = data as Doc | null
    if (!relative.startsWith('cities/') || !city || typeof city !== 'object') return []
    const names = [
      ...(Array.isArray(city.nearbyAreas) ? city.nearbyAreas : []),
      ...(Array.isArray(city.surroundings) ? city.surroundings : []),
    ].filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    if (names.length < LIMIT) return []
    return PROSE.flatMap((key) => {
      const text = typeof city[key] === 'string' ? (city[key] as string).replace(/<[^<>]*>/g, ' ') : ''
      const named = names.filter((name) => text.includes(name))
      return named.length >= LIMIT ? [{ pointer: `/${key}`, params: { count: named.length, names: named.join(', ') } }] : []
    })
  },
  dev: (p) =>
    `names ${p.count} of the places of nearbyAreas and surroundings (${p.names}): the page lists them under « Communes voisines desservies »; do not list them again (at most ${LIMIT - 1})`,
  owner: (p, field) =>
    `${q(field)} nomme encore ${p.count} des communes voisines (${p.names}) : la page les montre déjà dans leur propre liste. Gardez-en deux au plus dans ce texte.`,
  fixtures: {
    rejected: [
      {
        'cities/nice.json': {
          nearbyAreas: ['Saint-Laurent-du-Var', 'Villefranche-sur-Mer', 'La Trinité', 'Falicon', 'Èze'],
          description: '<p>Nous venons aussi à <strong>Saint-Laurent-du-Var</strong>, Villefranche-sur-Mer et La Trinité.</p>',
        },
      },
    ],
    produces: [{ file: 'cities/nice.json', pointer: '/description' }],
    accepted: {
      'cities/nice.json': {
        nearbyAreas: ['Saint-Laurent-du-Var', 'Villefranche-sur-Mer', 'La Trinité', 'Falicon', 'Èze'],
        description: '<p>Le Var sépare Nice de Saint-Laurent-du-Var ; la rade de Villefranche-sur-Mer s’ouvre à l’est.</p>',
      },
    },
  },
}
