// A town's services and advantages are the workshop's, the same on every page: each item
// of `services`, and the title and text of each advantage and district service card, is one
// `{claim:…}` reference to site.json → claims and nothing else (issue 36). Written freshly
// per town, they had become 17 kinds of promise nobody at the workshop had confirmed.
import { q, type Doc, type FileRule } from './rule.js'

const ONE_CLAIM = /^\{claim:[A-Za-z0-9]+\}$/

/** The pointers of a city whose value must be one claim reference. */
function claimFields(city: Doc): { pointer: string; value: unknown }[] {
  const out: { pointer: string; value: unknown }[] = []
  if (Array.isArray(city.services)) city.services.forEach((value: unknown, i: number) => out.push({ pointer: `/services/${i}`, value }))
  for (const list of ['advantages', 'serviceCards'])
    if (Array.isArray(city[list]))
      (city[list] as Doc[]).forEach((item, i) => {
        for (const key of ['title', 'description']) out.push({ pointer: `/${list}/${i}/${key}`, value: item?.[key] })
      })
  return out
}

export const rule: FileRule = {
  id: 'city-claims-only',
  scope: 'file',
  check: (relative, data) => {
    if (!relative.startsWith('cities/') || !data || typeof data !== 'object') return []
    return claimFields(data as Doc)
      .filter(({ value }) => typeof value === 'string' && !ONE_CLAIM.test(value.trim()))
      .map(({ pointer, value }) => ({ pointer, params: { text: String(value).slice(0, 60) } }))
  },
  dev: (p) =>
    `a town's services, advantages and service cards are each one claim reference such as {claim:serviceWashing}, with no other word: found « ${p.text} »`,
  owner: (p, field) =>
    `${q(field)} : choisissez une seule phrase de « Chiffres et promesses », sans autre mot. Les services et les atouts d’une ville sont ceux de l’atelier, dits partout de la même façon.`,
  fixtures: {
    rejected: [
      { 'cities/nice.json': { services: ['{claim:serviceWashing}', '<strong>Lavage</strong> en 7 étapes'] } },
      { 'cities/nice.json': { advantages: [{ title: '{claim:quote}', description: 'Un devis rapide et précis', icon: 'mail' }] } },
      { 'cities/paris-5e.json': { serviceCards: [{ title: 'Datation et provenance', description: '{claim:freeExpertise}' }] } },
    ],
    produces: [
      { file: 'cities/nice.json', pointer: '/services/1' },
      { file: 'cities/nice.json', pointer: '/advantages/0/description' },
      { file: 'cities/paris-5e.json', pointer: '/serviceCards/0/title' },
    ],
    accepted: {
      'cities/nice.json': {
        services: ['{claim:serviceWashing}', ' {claim:serviceReweaving}'],
        advantages: [{ title: '{claim:quote}', description: '{claim:freeExpertise}', icon: 'mail' }],
      },
      'home.json': { guarantees: { items: [{ title: 'Nos engagements', description: 'Un texte libre' }] } },
    },
  },
}
