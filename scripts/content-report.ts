// `npm run content:report`: how distinct the city pages are. Per city page: the share of
// the words of its <main> that no other page of the built site uses (needs `npm run build`
// first), the share of its city text made of 5-word sequences found on another city page,
// and the page it is closest to. Fails when two pages share more than the limit, the same
// check `npm run validate` makes. `--top` also lists the 15 most similar pairs.
import fs from 'node:fs'
import path from 'node:path'
import { routeOfFile } from '../lib/node/clean-urls.js'
import { contentDir } from '../lib/node/load.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { validateContent } from '../lib/node/validate.js'
import { OVERLAP_LIMIT, cityText, closestPages, overlap, recurringShares, shingles, uniqueWordShares } from '../lib/text-overlap.js'
import { cityRoute } from '../lib/routes.js'
import type { City } from '../schemas/content-types.js'
import { RUN_PAGE_LIMIT, RUN_WORDS, sharedRuns } from '../lib/shared-runs.js'
import { cityFields } from '../lib/content/page-tokens.js'

const percent = (share: number) => `${(share * 100).toFixed(1)} %`

/** The text of <main> of every built page, by route; empty when there is no build. */
function builtMainTexts(): Map<string, string> {
  const dist = path.join(ROOT_DIR, 'dist/client')
  const texts = new Map<string, string>()
  if (!fs.existsSync(dist)) return texts
  for (const file of fs.readdirSync(dist, { recursive: true }) as string[]) {
    if (!file.endsWith('index.html')) continue
    const html = fs.readFileSync(path.join(dist, file), 'utf8')
    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
    texts.set(
      routeOfFile(file),
      main
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/gi, ' '),
    )
  }
  return texts
}

// Reads the city files even while other content is unfinished: this measures text only.
const { documents } = validateContent(contentDir())
const cities = [...documents].filter(([file]) => file.startsWith('cities/')).map(([, data]) => data as City)
const texts = new Map(cities.map((city) => [city.slug, cityText(city)]))
const recurring = recurringShares(texts)
const closest = closestPages(texts)
const mains = builtMainTexts()
const unique = uniqueWordShares(mains)

console.log('page                      unique <main> words   5-grams found on another page   closest page')
for (const city of cities) {
  const near = closest.get(city.slug)
  const own = unique.get(cityRoute(city.slug))
  console.log(
    `${cityRoute(city.slug).padEnd(25)} ${(own === undefined ? '–' : percent(own)).padStart(10)}            ${percent(recurring.get(city.slug) ?? 0).padStart(10)}                   ${near ? `${percent(near.share)} ${cityRoute(near.other)}` : '–'}`,
  )
}
if (mains.size === 0) console.log('(no build in dist/client: run `npm run build` for the <main> figures)')

if (process.argv.includes('--top')) {
  const sets = [...texts].map(([name, text]) => [name, shingles(text)] as const)
  const pairs: [number, string][] = []
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) pairs.push([overlap(sets[i][1], sets[j][1]), `${sets[i][0]} ~ ${sets[j][0]}`])
  for (const [value, pair] of pairs.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`${percent(value)}  ${pair}`)
}

const shares = [...closest].sort((a, b) => b[1].share - a[1].share)
const [worst, worstNear] = shares[0] ?? ['', { share: 0, other: '' }]
const uniqueValues = cities.map((city) => unique.get(cityRoute(city.slug))).filter((value): value is number => value !== undefined)
console.log(
  `\n${cities.length} local pages; largest share of common 5-word sequences: ${percent(worstNear.share)}${worst ? ` (${worst} ~ ${worstNear.other})` : ''}; limit ${OVERLAP_LIMIT * 100} %.`,
)
console.log(
  `5-word sequences found on another local page: ${percent(Math.min(...recurring.values()))} to ${percent(Math.max(...recurring.values()))} of a page.`,
)
if (uniqueValues.length)
  console.log(
    `Words of <main> used by no other page: ${percent(Math.min(...uniqueValues))} to ${percent(Math.max(...uniqueValues))} of a local page's words.`,
  )

// Template sentences: runs of RUN_WORDS words on more than RUN_PAGE_LIMIT city pages (the
// limit `npm run validate` sets), most shared first.
const runs = sharedRuns(new Map(cities.map((city) => [city.slug, cityFields(city)])))
console.log(
  `\nRuns of ${RUN_WORDS} words on more than ${RUN_PAGE_LIMIT} local pages: ${runs.length}${runs.length ? ' (the 20 most shared):' : '.'}`,
)
for (const run of runs.slice(0, 20))
  console.log(
    `${String(run.pages.length).padStart(4)} pages  « ${run.text} »  ${run.pages.slice(0, 6).join(', ')}${run.pages.length > 6 ? '…' : ''}`,
  )
const pagesWithRuns = new Set(runs.flatMap((run) => run.pages)).size
if (runs.length) console.log(`${pagesWithRuns} of ${cities.length} local pages hold at least one.`)

if (worstNear.share > OVERLAP_LIMIT || runs.length > 0) process.exit(1)
