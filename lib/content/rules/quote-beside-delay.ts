// On a Paris 4e–8e page the description runs into the link « Devis Gratuit Immédiat », a
// label the product fixes byte for byte (docs/PRODUCT.md): a delay written there (« sous
// 48 h ») read as a second, contradicting promise beside it (issue 36). The delay of the
// quote is the claim's, shown with the site's claims; the district description gives none.
import { q, type Doc, type FileRule } from './rule.js'

const DELAY = /(?<![\p{L}\d])\d+[\s\u00a0\u202f]*(?:h|heures?|jours?)(?![\p{L}\d])/u

export const rule: FileRule = {
  id: 'quote-beside-delay',
  scope: 'file',
  check: (relative, data) => {
    const city = data as Doc | null
    if (!relative.startsWith('cities/') || city?.layout !== 'district' || typeof city.description !== 'string') return []
    const delay = DELAY.exec(city.description.replace(/<[^<>]*>/g, ' '))
    return delay ? [{ pointer: '/description', params: { delay: delay[0] } }] : []
  },
  dev: (p) =>
    `gives a delay (« ${p.delay} ») right above the link « Devis Gratuit Immédiat » of a district page: the two read as contradicting promises; leave the delay to the claims`,
  owner: (p, field) =>
    `${q(field)} donne un délai (${q(p.delay)}) juste au-dessus du lien « Devis Gratuit Immédiat » : les deux se contredisent. Retirez ce délai de la description.`,
  fixtures: {
    rejected: [
      { 'cities/paris-5e.json': { layout: 'district', description: '<p>Sur rendez-vous, nous intervenons sous 48 h dans le 5e.</p>' } },
    ],
    produces: [{ file: 'cities/paris-5e.json', pointer: '/description' }],
    accepted: {
      'cities/paris-5e.json': { layout: 'district', description: '<p>Le 5e, du Jardin des Plantes au Panthéon, sur rendez-vous.</p>' },
      'cities/nice.json': { layout: 'common', description: '<p>Nice est à 5 h 30 de Paris en TGV.</p>' },
    },
  },
}
