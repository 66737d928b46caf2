// A town with several postcodes shows them in the tag instead of its postcode: the list or
// range must hold it, and the postcode of each of its arrondissements.
import { q, type Doc, type FileRule, type Finding } from './rule.js'

/**
 * True when a postcode tag (« Codes postaux 69001 à 69009 », « … 06400 et 06150 ») names
 * `postcode`, alone or inside a range; a tag without a figure (« Plusieurs codes postaux »)
 * names none and is let through.
 */
export function coversPostcode(tag: string, postcode: string): boolean {
  const codes = [...tag.matchAll(/(?:L-)?\d{4,5}/g)].map((match) => match[0])
  if (codes.length === 0 || codes.includes(postcode)) return true
  for (const range of tag.matchAll(/((?:L-)?\d{4,5})\s+à\s+((?:L-)?\d{4,5})/g))
    if (range[1].length === postcode.length && range[1] <= postcode && postcode <= range[2]) return true
  return false
}

export const rule: FileRule = {
  id: 'postcodes-miss-postcode',
  scope: 'file',
  check: (relative, data) => {
    const city = data as Doc | null
    if (!relative.startsWith('cities/') || typeof city?.postcodes !== 'string') return []
    const postcodes = city.postcodes
    const findings: Finding[] = []
    if (typeof city.postcode === 'string' && !coversPostcode(postcodes, city.postcode))
      findings.push({ pointer: '/postcodes', params: { postcode: city.postcode, postcodes } })
    // Arrondissements are the town's own: each postcode of theirs is one of the town's.
    if (Array.isArray(city.arrondissements))
      city.arrondissements.forEach((arrondissement: Doc, index: number) => {
        if (typeof arrondissement?.postcode === 'string' && !coversPostcode(postcodes, arrondissement.postcode))
          findings.push({ pointer: `/arrondissements/${index}/postcode`, params: { postcode: arrondissement.postcode, postcodes } })
      })
    return findings
  },
  dev: (p) => `« ${p.postcodes} » does not name the postcode ${p.postcode}: the tag the page shows must hold it, in its list or range`,
  owner: (p, field) =>
    `${q(field)} ne contient pas le code postal ${p.postcode} : ajoutez-le à la liste, ou écrivez une plage qui le comprend (« Codes postaux 69001 à 69009 »).`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { postcode: '69001', postcodes: 'Codes postaux 69002 à 69009' } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/postcodes' }],
    accepted: {
      'cities/lyon.json': { postcode: '69001', postcodes: 'Codes postaux 69001 à 69009', arrondissements: [{ postcode: '69003' }] },
    },
  },
}
