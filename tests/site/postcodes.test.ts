// The postcodes the specification gives, read from the built pages: each town's postcode tag
// (« Code postal 06000 », or the list or range of a town with several) holds the given code,
// and Marseille lists its sixteen arrondissements with theirs.
import { describe, expect, it } from 'vitest'
import { all, main, page, squash, text } from './built-site.js'
import { coversPostcode } from '../../lib/content/rules/postcodes-miss-postcode.js'
import { MARSEILLE_ARRONDISSEMENTS, TOWN_POSTCODES } from '../spec-constants.js'

/** The postcode tag of a city page: the page header's « Code postal … » or « Codes postaux … ». */
function postcodeTag(route: string): string | undefined {
  const header = all(main(page(route)), (el) => el.name === 'header' || el.name === 'p').map((el) => squash(text(el)))
  for (const line of header) {
    const tag = /(?:Code postal|Codes postaux)[\s\u00a0][^«»]*$/.exec(line)?.[0]
    if (tag) return tag
  }
  return undefined
}

describe('postcodes of the specification', () => {
  it.each(Object.entries(TOWN_POSTCODES))('%s shows %s in its postcode tag', (route, postcode) => {
    const tag = postcodeTag(route)
    expect(tag, route).toBeDefined()
    expect(tag).toMatch(/\d/)
    expect(coversPostcode(tag!, postcode), `${route}: « ${tag} »`).toBe(true)
  })

  it('Marseille lists its sixteen arrondissements, each with its postcode', () => {
    const items = all(main(page('/marseille')), (el) => el.name === 'li').map((el) => squash(text(el)))
    for (const { name, postcode } of MARSEILLE_ARRONDISSEMENTS) expect(items, name).toContain(`${name} (${postcode})`)
    expect(postcodeTag('/marseille')).toBe('Codes postaux 13001 à 13016')
  })
})
