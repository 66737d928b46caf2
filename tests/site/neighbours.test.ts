// Neighbours are true (issue 36, point 3): on every built town page, each place of the list
// « Communes voisines desservies » (« Arrondissements voisins desservis » in Paris), and each
// place a sentence of the page calls « limitrophe » or « voisin(e) », shares a boundary with
// the town, by the facts kept in tests/facts/borders/<slug>.json with their source. A place
// given with its distance (« Cagnes-sur-Mer, à 12 km ») is worded for what it is.
import { describe, expect, it } from 'vitest'
import type { Element } from 'domhandler'
import { all, cities, main, page, readJson, squash, text } from './built-site.js'
import { renderedTexts } from './rendered-text.js'
import { bordersOf, hasBorders, placeKey } from '../facts/borders.js'

const labels = readJson<{ cityPage: { labels: Record<string, string> } }>('ui.json').cityPage.labels
const NEARBY_TITLES = [labels.nearbyTitle, labels.nearbyParisTitle]
const NEIGHBOUR_WORD = /(?<![\p{L}])(?:limitrophes?|voisin(?:e|s|es)?)(?![\p{L}])/iu
/** « , à 12 km », « (à une vingtaine de kilomètres) » right after a name: a distance, not a border. */
const DISTANCE = /^[\s\u00a0,(]*(?:situées?\s+)?à[\s\u00a0]+(?:\d+|une?[\s\u00a0]+\p{L}+)[\s\u00a0]*(?:km|kilomètres|minutes)/iu

/** The items of a zone list whose heading is one of `titles`. */
function listUnder(root: Element, titles: string[]): string[] {
  const heading = all(root, (el) => el.name === 'h3' && titles.includes(squash(text(el))))[0]
  const list = heading?.parent && all(heading.parent as Element, (el) => el.name === 'ul')[0]
  return list ? all(list, (el) => el.name === 'li').map((li) => squash(text(li))) : []
}

/** The names the prose check looks for: every town, neighbour and surrounding place the site knows. */
const PLACES = [
  ...new Set(
    cities().flatMap((city) => {
      const data = readJson<{ town: string; nearbyAreas?: string[]; surroundings?: string[] }>(`cities/${city.slug}.json`)
      return [data.town, ...(data.nearbyAreas ?? []), ...(data.surroundings ?? [])]
    }),
  ),
].sort((a, b) => b.length - a.length)

/** The places a sentence calls neighbours of the page's town (the names it gives without a distance). */
export function namedNeighbours(sentence: string, town: string, places = PLACES): string[] {
  if (!NEIGHBOUR_WORD.test(sentence)) return []
  const found: string[] = []
  let rest = sentence
  for (const place of places) {
    const at = rest.indexOf(place)
    if (at < 0 || placeKey(place) === placeKey(town)) continue
    const after = rest.slice(at + place.length)
    // A longer name holding this one (« Saint-Laurent-du-Var » and « Var ») is read once.
    rest = rest.slice(0, at) + ' '.repeat(place.length) + after
    if (/^[\p{L}-]/u.test(after) || DISTANCE.test(after)) continue
    found.push(place)
  }
  return found
}

const sentences = (block: string) => block.split(/(?<=[.!?…])\s+/)

describe('neighbours', () => {
  // A town added through the admin or by a maintainer has no facts file yet: its page is
  // published (the content lane must not refuse a valid town for a file outside content/),
  // and this test names it, to be written with its source.
  const towns = cities().filter((city) => hasBorders(city.slug))
  const unchecked = cities().filter((city) => !hasBorders(city.slug))
  if (unchecked.length > 0)
    console.info(`neighbours not checked (no tests/facts/borders/<slug>.json yet): ${unchecked.map((city) => city.slug).join(', ')}`)
  it.each(towns.map((city) => [city.slug, city.town]))('/%s names as neighbours only the places that border %s', (slug, town) => {
    const facts = bordersOf(slug, town)
    const borders = new Set(facts.borders.map(placeKey))
    const built = main(page(`/${slug}`))
    const wrong = [
      ...listUnder(built, NEARBY_TITLES).map((name) => ({ name, where: 'list' })),
      ...renderedTexts(built).flatMap((block) =>
        sentences(block).flatMap((sentence) =>
          namedNeighbours(sentence, town).map((name) => ({ name, where: `« ${sentence.slice(0, 140)} »` })),
        ),
      ),
    ].filter(({ name }) => !borders.has(placeKey(name)))
    expect(wrong.map(({ name, where }) => `${name} (${where}) does not border ${town} by tests/facts/borders/${slug}.json`)).toEqual([])
  })

  it('reads names, leaves a distance and a longer name alone, and says which facts file is missing', () => {
    const places = ['Saint-Laurent-du-Var', 'Cagnes-sur-Mer', 'Var', 'Nice']
    expect(namedNeighbours('Nice et ses voisines, Saint-Laurent-du-Var et Cagnes-sur-Mer, à 12 km.', 'Nice', places)).toEqual([
      'Saint-Laurent-du-Var',
    ])
    expect(namedNeighbours('Saint-Laurent-du-Var, sur l’autre rive.', 'Nice', places)).toEqual([])
    expect(() => bordersOf('nowhere-in-france', 'Nulle-Part')).toThrow(/tests\/facts\/borders\/nowhere-in-france\.json is missing/)
  })
})
