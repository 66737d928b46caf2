// Each address of the site is served by exactly one file (lib/content/site-routes.ts).
import { q, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'route-taken',
  scope: 'site',
  check: (_documents, { routes, shown }) =>
    routes().taken.map(({ file, pointer, route, owner }) => ({ file, pointer, params: { route, owner: shown(owner) } })),
  dev: (p) => `route ${p.route} is already served by ${p.owner}`,
  owner: (p, field) => `${q(field)} : l’adresse ${p.route} est déjà celle d’une autre page ; choisissez-en une autre.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { slug: 'lyon', town: 'Lyon' }, 'cities/lyon-2.json': { slug: 'lyon', town: 'Lyon 2e' } }],
    produces: [{ file: 'cities/lyon-2.json', pointer: '/slug' }],
    accepted: { 'cities/lyon.json': { slug: 'lyon', town: 'Lyon' }, 'cities/lyon-2.json': { slug: 'lyon-2', town: 'Lyon 2e' } },
  },
}
