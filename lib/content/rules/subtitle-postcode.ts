// The postcode is printed once, in the tag beside the subtitle.
import { q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'subtitle-postcode',
  scope: 'file',
  check: (relative, data) => {
    const city = data as { subtitle?: unknown; postcode?: unknown } | null
    if (!relative.startsWith('cities/') || typeof city?.subtitle !== 'string' || typeof city.postcode !== 'string') return []
    const repeats = city.subtitle.includes(city.postcode) || /(?<!\d)(?:L-)?\d{4,5}(?!\d)/.test(city.subtitle)
    return repeats ? [{ pointer: '/subtitle', params: { postcode: city.postcode } }] : []
  },
  dev: (p) =>
    `repeats a postcode: the page prints it once, in the tag beside the subtitle (« Code postal ${p.postcode} », or « postcodes »)`,
  owner: (_p, field) => `${q(field)} : retirez le code postal, la page l’affiche déjà dans l’étiquette à côté.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { postcode: '69001', subtitle: 'Lyon 69001' } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/subtitle' }],
    accepted: { 'cities/lyon.json': { postcode: '69001', subtitle: 'Lyon et ses pentes' } },
  },
}
