// Salons: a range that ends before it starts is a typo.
import { collection, q, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'end-before-start',
  scope: 'site',
  check: (documents) =>
    collection(documents, 'salons').flatMap(([file, salon]) =>
      typeof salon.startDate === 'string' && typeof salon.endDate === 'string' && salon.endDate < salon.startDate
        ? [{ file, pointer: '/endDate', params: { start: salon.startDate, startFr: salon.startDate.split('-').reverse().join('/') } }]
        : [],
    ),
  dev: (p) => `must not be before startDate (${p.start})`,
  owner: (p, field) => `${q(field)} tombe avant la date de début (${p.startFr}) : choisissez une date de fin le même jour ou après.`,
  fixtures: {
    rejected: [{ 'salons/a.json': { startDate: '2026-03-02', endDate: '2026-03-01' } }],
    produces: [{ file: 'salons/a.json', pointer: '/endDate' }],
    accepted: { 'salons/a.json': { startDate: '2026-03-02', endDate: '2026-03-02' } },
  },
}
