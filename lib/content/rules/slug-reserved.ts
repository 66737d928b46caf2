// A city's slug is its address (/<slug>): it must not be one the site keeps for itself (lib/routes.ts).
import { reservedBy } from '../../routes.js'
import { collection, q, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'slug-reserved',
  scope: 'site',
  check: (documents) =>
    collection(documents, 'cities').flatMap(([file, city]) => {
      const reserved = typeof city.slug === 'string' ? reservedBy(city.slug) : undefined
      return reserved ? [{ file, pointer: '/slug', params: { slug: city.slug as string, reserved } }] : []
    }),
  dev: (p) => `"${p.slug}" collides with ${p.reserved}: choose another slug`,
  owner: (p, field) =>
    `${q(field)} : l’adresse /${p.slug} est réservée par le site ; choisissez-en une autre (le nom de la ville, par exemple).`,
  fixtures: {
    rejected: [{ 'cities/admin.json': { slug: 'admin' } }],
    produces: [{ file: 'cities/admin.json', pointer: '/slug' }],
    accepted: { 'cities/lyon.json': { slug: 'lyon' } },
  },
}
