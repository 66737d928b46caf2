// `npm run content:report`: how distinct the local pages are. Prints the largest share of
// common 5-word sequences between two pages and fails above the 35 % limit.
import { contentDir } from '../lib/content/load.js'
import { validateContent } from '../lib/content/validate.js'
import { largestOverlap, shingles, overlap } from '../lib/text-overlap.js'
import type { City } from '../schemas/content-types.js'

const LIMIT = 0.35

/** Every sentence a visitor reads on the page, with the town's own names masked. */
export function cityText(city: City): string {
  const { $schema, slug, postcode, layout, portfolio, country, region, ...text } = city
  let joined = JSON.stringify(text) + ' ' + portfolio.map((image) => `${image.title} ${image.alt}`).join(' ')
  for (const name of [city.town, ...city.town.split(/[- ]/).filter((part) => part.length > 3)]) joined = joined.split(name).join('VILLE')
  return joined.replace(/["{}[\],:]/g, ' ')
}

// Reads the city files even while other content is unfinished: this measures text only.
const { documents } = validateContent(contentDir())
const cities = [...documents].filter(([file]) => file.startsWith('cities/')).map(([, data]) => data as City)
const texts = new Map(cities.map((city) => [city.slug, cityText(city)]))
const report = largestOverlap(texts)
const top = process.argv.includes('--top')
if (top) {
  const sets = [...texts].map(([name, text]) => [name, shingles(text)] as const)
  const pairs: [number, string][] = []
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) pairs.push([overlap(sets[i][1], sets[j][1]), `${sets[i][0]} ~ ${sets[j][0]}`])
  for (const [value, pair] of pairs.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`${(value * 100).toFixed(1)} %  ${pair}`)
}
console.log(`${cities.length} local pages; largest share of common 5-word sequences: ${(report.max * 100).toFixed(1)} %${report.pair ? ` (${report.pair.join(' ~ ')})` : ''}; limit ${LIMIT * 100} %.`)
if (report.max > LIMIT) process.exit(1)
