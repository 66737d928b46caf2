// `npm run validate -- --release`: the placeholders of the business identity that must be
// replaced before the site goes live. Plain validation accepts them (the site is built and
// tested with them); a release build must not ship them.
import { siteValue } from './references.js'
import { stringsOf } from './json.js'

interface Placeholder {
  pattern: RegExp
  what: string
}

export const PLACEHOLDERS: Placeholder[] = [
  { pattern: /valeur à remplacer/i, what: 'says « valeur à remplacer »' },
  // Conditions (a guarantee's) or facts (a salon's venue) only the workshop can give.
  { pattern: /(?<![\p{L}])à confirmer(?![\p{L}])/iu, what: 'says « à confirmer »: the workshop must give or confirm it' },
  { pattern: /pas encore désigné/i, what: 'says the host is not named yet (« pas encore désigné »)' },
  { pattern: /^0{3}\s?0{3}\s?0{3}\s?0{5}$/, what: 'is a SIRET made of zeros' },
  {
    pattern: /(?:^|[@./])example\.(?:com|org|net)\b|\.example(?:$|\/)/i,
    what: 'is an example address (example.com, example.org, .example), reserved for documentation',
  },
  // Ranges the French regulator (Arcep) reserves for fiction: nobody answers them.
  {
    pattern: /^(?:\+33|0)1[\s\u00a0]?99[\s\u00a0]?00|^(?:\+33|0)6[\s\u00a0]?39[\s\u00a0]?98/,
    what: 'is a phone number from a range reserved for fiction (01 99 00…, 06 39 98…)',
  },
]

/** site.json's address lines: the page shows « avenue des Champs-Élysées » until the workshop gives its number. */
const NUMBERED = ['/address/street', '/headOffice']

type Problem = { file: string; pointer: string; message: string }
const problem = (file: string, pointer: string, what: string, fix = 'replace it'): Problem => ({
  file,
  pointer,
  message: `placeholder before going live: ${what}; ${fix} (docs/GOING-LIVE.md)`,
})

/**
 * site.json's own marks: values kept for their look (a brand name in every title) and
 * listed under « provisional », and an address without its street number.
 */
function siteProblems(file: string, site: Record<string, unknown>): Problem[] {
  const problems: Problem[] = []
  const provisional = Array.isArray(site.provisional) ? site.provisional.filter((path): path is string => typeof path === 'string') : []
  provisional.forEach((path, index) => {
    const value = siteValue(site, path)
    problems.push(
      value === undefined
        ? problem(file, `/provisional/${index}`, `names « ${path} », which site.json does not have`, 'remove it from the list')
        : problem(
            file,
            `/${path.split('.').join('/')}`,
            `« ${value} » is marked provisional (site.json → provisional)`,
            `replace it, then remove « ${path} » from that list`,
          ),
    )
  })
  for (const pointer of NUMBERED) {
    const value = siteValue(site, pointer.slice(1).split('/').join('.'))
    if (value !== undefined && !/^\d/.test(value))
      problems.push(problem(file, pointer, `« ${value} » has no street number`, 'write the workshop’s number first'))
  }
  return problems
}

/** Every placeholder left in the documents, as file (relative), pointer and message. */
export function releaseProblems(documents: Map<string, unknown>): Problem[] {
  const problems: Problem[] = []
  for (const [file, data] of documents) {
    for (const { pointer, value, key } of stringsOf(data)) {
      if (key === '$schema' || pointer.startsWith('/provisional/')) continue
      const found = PLACEHOLDERS.find(({ pattern }) => pattern.test(value))
      if (found) problems.push(problem(file, pointer, found.what))
    }
    if (file === 'site.json' && data && typeof data === 'object') problems.push(...siteProblems(file, data as Record<string, unknown>))
  }
  return problems
}
