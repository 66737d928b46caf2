// Template sentences: no run of RUN_WORDS words on more than RUN_PAGE_LIMIT city pages
// (lib/shared-runs.ts). A page's words are read again only when it holds a shared run.
import { cityFields } from '../page-tokens.js'
import { RUN_PAGE_LIMIT, RUN_WORDS, sharedRunsOf } from '../../shared-runs.js'
import { baseName, collection, q, type Finding, type SiteRule } from './rule.js'

const sentence = 'Notre atelier familial lave et restaure vos tapis anciens avec soin depuis toujours'
const towns = (count: number, text: (index: number) => string) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`cities/ville-${index}.json`, { town: `Ville ${index}`, intro: text(index) }]),
  )

export const rule: SiteRule = {
  id: 'shared-run',
  scope: 'site',
  check: (documents, { tokens }) => {
    const cities = collection(documents, 'cities')
    const runPages = new Map(cities.map(([file, city]) => [file, { runs: tokens(file, city).runs, fields: () => cityFields(city) }]))
    const findings: Finding[] = []
    const reported = new Set<string>()
    for (const run of sharedRunsOf(runPages)) {
      for (const page of run.pages) {
        const pointer = run.pointers.get(page) ?? ''
        // One error per field: the most shared run it holds.
        if (reported.has(`${page}#${pointer}`)) continue
        reported.add(`${page}#${pointer}`)
        const others = run.pages.filter((other) => other !== page)
        findings.push({
          file: page,
          pointer,
          params: {
            words: RUN_WORDS,
            run: run.text,
            count: others.length,
            limit: RUN_PAGE_LIMIT,
            others: `${others.slice(0, 4).map(baseName).join(', ')}${others.length > 4 ? '…' : ''}`,
          },
        })
      }
    }
    return findings
  },
  dev: (p) =>
    `shares the ${p.words}-word run « ${p.run} » with ${p.count} other local pages (limit: ${p.limit} pages in all; ${p.others}): write this town's own sentence`,
  owner: (p, field) =>
    `${q(field)} reprend mot pour mot une phrase déjà présente sur ${p.count} autres pages de villes («\u00a0${p.run}\u00a0») : écrivez une phrase propre à cette ville.`,
  fixtures: {
    rejected: [towns(RUN_PAGE_LIMIT + 1, () => sentence)],
    produces: [{ file: 'cities/ville-0.json', pointer: '/intro' }],
    accepted: towns(RUN_PAGE_LIMIT, () => sentence),
  },
}
