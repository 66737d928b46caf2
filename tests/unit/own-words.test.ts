// The near-duplicate measures (rules shared-run and too-similar, npm run content:report)
// count a town's own words only: once towns show their services and advantages by claim
// reference, every page holds the same claims, the business's one wording by design.
import { describe, expect, it } from 'vitest'
import { cityFields, pageTokens } from '../../lib/content/page-tokens.js'
import { sharedRunsOf, RUN_PAGE_LIMIT } from '../../lib/shared-runs.js'
import { cityText, closestPages } from '../../lib/text-overlap.js'

const CLAIMS = {
  services: [
    '{claim:serviceWashing}',
    '{claim:serviceReweaving}',
    '{claim:serviceFringes}',
    '{claim:serviceMoths}',
    '{claim:serviceExpertise}',
  ],
  advantages: [
    { title: '{claim:quote}', description: '{claim:freeExpertise}', icon: 'mail' },
    { title: '{claim:franceByAppointment}', description: '{claim:byAppointment}', icon: 'calendar' },
    { title: '{claim:masterCraftsmen}', description: '{claim:generations}', icon: 'award' },
  ],
  ctaDescription: '<p>Laissez-nous votre numéro. {claim:quote}. {claim:freeExpertise}. {claim:byAppointment}.</p>',
}
const OWN = {
  Lyon: 'Deux fleuves, une presqu’île et les traboules du Vieux-Lyon.',
  Nice: 'La baie des Anges, le Vieux-Nice et les villas du Mont-Boron.',
  Rennes: 'Des maisons à pans de bois autour de la place des Lices.',
  Dijon: 'Les toits vernissés du palais des ducs de Bourgogne.',
  Tours: 'La Loire, la place Plumereau et ses façades médiévales.',
  Metz: 'La pierre de Jaumont, jaune, et la cathédrale Saint-Étienne.',
}
const towns = Object.entries(OWN).map(([town, own]) => ({ town, description: `<p>${own}</p>`, ...CLAIMS }))

describe('the near-duplicate measures read the town’s own words', () => {
  it('leave claim references out of the fields and the text they measure', () => {
    expect(
      cityFields(towns[0])
        .map((field) => field.text)
        .join(' '),
    ).not.toMatch(/claim/)
    expect(cityText(towns[0])).not.toMatch(/claim|serviceWashing/)
  })

  it('find no shared run and no near duplicate between towns that share only claims', () => {
    const pages = new Map(towns.map((city) => [city.town, { runs: pageTokens(city).runs, fields: () => cityFields(city) }]))
    expect(towns.length).toBeGreaterThan(RUN_PAGE_LIMIT)
    expect(sharedRunsOf(pages)).toEqual([])
    for (const { share } of closestPages(new Map(towns.map((city) => [city.town, cityText(city)]))).values())
      expect(share).toBeLessThan(0.35)
  })

  it('still count a run the towns write themselves', () => {
    const copied = towns.map((city) => ({ ...city, area: 'Tout le centre historique et les quartiers qui l’entourent, sur rendez-vous.' }))
    const pages = new Map(copied.map((city) => [city.town, { runs: pageTokens(city).runs, fields: () => cityFields(city) }]))
    expect(sharedRunsOf(pages).length).toBeGreaterThan(0)
  })
})
