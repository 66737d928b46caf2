// A city copied under a new slug would be a doorway page: no two city pages share more
// than OVERLAP_LIMIT of their 5-word sequences. Candidate pairs come from an index of the
// pages' sequences (lib/content/overlap-index.ts), not from every pair.
import { OVERLAP_LIMIT } from '../../text-overlap.js'
import { indexedPagesAboveLimit } from '../overlap-index.js'
import { similarityText } from '../page-tokens.js'
import { slugify } from '../../slugify.js'
import { baseName, collection, type Finding, type SiteRule } from './rule.js'

const text = 'Le tapis de votre salon mérite un lavage doux à la main, puis un séchage lent à plat dans notre atelier parisien'

export const rule: SiteRule = {
  id: 'too-similar',
  scope: 'site',
  check: (documents, { tokens, shown }) => {
    const cities = collection(documents, 'cities').filter(([, city]) => typeof city.town === 'string')
    const indexed = new Map(cities.map(([file, city]) => [file, { print: tokens(file, city).print, text: () => similarityText(city)! }]))
    // A file named after its own town is the original (lyon.json for Lyon); the other one of
    // a pair is the copy, which gets the error, as for a repeated town.
    const isOriginal = (file: string) => {
      const town = (documents.get(file) as { town?: unknown }).town
      return typeof town === 'string' && baseName(file) === slugify(town)
    }
    const findings: Finding[] = []
    const reported = new Set<string>()
    for (const [file, closest] of indexedPagesAboveLimit(indexed, OVERLAP_LIMIT)) {
      // One error per pair of pages.
      if (reported.has(`${closest.other}|${file}`)) continue
      reported.add(`${file}|${closest.other}`)
      const [copy, original] = isOriginal(file) && !isOriginal(closest.other) ? [closest.other, file] : [file, closest.other]
      findings.push({
        file: copy,
        pointer: '',
        params: {
          share: (closest.share * 100).toFixed(0),
          other: shown(original),
          otherRoute: `/${baseName(original)}`,
          limit: OVERLAP_LIMIT * 100,
        },
      })
    }
    return findings
  },
  dev: (p) =>
    `shares ${p.share} % of its 5-word sequences with ${p.other} (limit ${p.limit} %): rewrite the copied sentences with facts about this town`,
  owner: (p) =>
    `Cette page reprend ${p.share}\u00a0% de ses phrases d’une autre page (${p.otherRoute}) ; la limite est de ${p.limit}\u00a0%. Réécrivez les phrases copiées avec des faits propres à cette ville (quartiers, lieux, communes voisines).`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { town: 'Lyon', intro: text }, 'cities/lille.json': { town: 'Lille', intro: text } }],
    produces: [{ file: 'cities/lyon.json', pointer: '' }],
    accepted: {
      'cities/lyon.json': { town: 'Lyon', intro: text },
      'cities/lille.json': { town: 'Lille', intro: 'Près de la Grand-Place, les tapis flamands attendent leur lavage' },
    },
  },
}
