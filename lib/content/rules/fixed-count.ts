// The counts the product fixes (docs/PRODUCT.md), as content rules (not test assertions):
// the home page's gallery has 6 cards, the services index 5 services, /a-proximite 17 region
// groups (the home page's 4 service cards are fixed by home.schema.json). Deleting or adding
// one in the admin is refused with the reason; a maintainer sees the rule in `npm run validate`.
import { type Finding, type SiteRule } from './rule.js'

interface FixedCount {
  /** What is counted, for the terminal. */
  what: string
  /** The same in French, as the admin names it, and what to do instead. */
  whatFr: string
  doFr: string
  expected: number
  /** The file the error is reported on, relative to the content folder, and where in it. */
  file: string
  pointer: string
  count: (documents: Map<string, unknown>) => number | undefined
}

const inFolder = (folder: string) => (documents: Map<string, unknown>) =>
  [...documents.keys()].filter((file) => file.startsWith(`${folder}/`)).length

const COUNTS: FixedCount[] = [
  {
    what: 'gallery/ (the home page’s « Notre Expertise en Images »)',
    whatFr: 'La galerie de l’accueil',
    doFr: 'pour changer une carte, remplacez son image et ses textes au lieu de la supprimer ou d’en ajouter une.',
    expected: 6,
    file: 'gallery',
    pointer: '',
    count: inFolder('gallery'),
  },
  {
    what: 'services/ (the services index and menu)',
    whatFr: 'La liste des services',
    doFr: 'modifiez le texte d’un service au lieu de le supprimer ou d’en ajouter un.',
    expected: 5,
    file: 'services',
    pointer: '',
    count: inFolder('services'),
  },
  {
    what: 'coverage.json → groups (the region groups of /a-proximite)',
    whatFr: 'La page Zones d’intervention (ses groupes de régions)',
    doFr: 'ajoutez ou retirez des lieux dans un groupe existant plutôt que des groupes.',
    expected: 17,
    file: 'coverage.json',
    pointer: '/groups',
    count: (documents) => {
      const groups = (documents.get('coverage.json') as { groups?: unknown } | undefined)?.groups
      return Array.isArray(groups) ? groups.length : undefined
    },
  },
]

const files = (folder: string, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${folder}/${index}.json`, {}]))

export const rule: SiteRule = {
  id: 'fixed-count',
  scope: 'site',
  check: (documents) => {
    const findings: Finding[] = []
    for (const { what, whatFr, doFr, expected, file, pointer, count } of COUNTS) {
      const found = count(documents)
      if (found !== undefined && found !== expected) findings.push({ file, pointer, params: { what, whatFr, doFr, expected, found } })
    }
    return findings
  },
  dev: (p) => `${p.what} holds exactly ${p.expected} (docs/PRODUCT.md), found ${p.found}`,
  owner: (p) => `${p.whatFr} compte toujours exactement ${p.expected} éléments (il y en aurait ${p.found}) : ${p.doFr}`,
  fixtures: {
    rejected: [files('gallery', 7)],
    produces: [{ file: 'gallery', pointer: '' }],
    accepted: { ...files('gallery', 6), ...files('services', 5), 'coverage.json': { groups: Array.from({ length: 17 }, () => ({})) } },
  },
}
