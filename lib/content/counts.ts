// The counts the product fixes (docs/PRODUCT.md), as content rules (not test assertions): the home page's gallery
// has 6 cards, the services index 5 services, /a-proximite 17 region groups (the home page's
// 4 service cards are fixed by home.schema.json). Deleting or adding one in the admin is
// refused with the reason; a maintainer sees the rule in `npm run validate`.
import { say } from './messages.js'
import type { ContentError } from './messages.js'

interface FixedCount {
  /** What is counted, for the terminal. */
  what: string
  /** The same in French, as the admin names it, and what to do instead. */
  whatFr: string
  doFr: string
  expected: number
  /** The file the error is reported on, relative to the content folder. */
  file: string
  count: (documents: Map<string, unknown>) => number | undefined
}

const inFolder = (folder: string) => (documents: Map<string, unknown>) => [...documents.keys()].filter((file) => file.startsWith(`${folder}/`)).length

export const FIXED_COUNTS: FixedCount[] = [
  {
    what: 'gallery/ (the home page’s « Notre Expertise en Images »)',
    whatFr: 'La galerie de l’accueil',
    doFr: 'pour changer une carte, remplacez son image et ses textes au lieu de la supprimer ou d’en ajouter une.',
    expected: 6,
    file: 'gallery',
    count: inFolder('gallery'),
  },
  {
    what: 'services/ (the services index and menu)',
    whatFr: 'La liste des services',
    doFr: 'modifiez le texte d’un service au lieu de le supprimer ou d’en ajouter un.',
    expected: 5,
    file: 'services',
    count: inFolder('services'),
  },
  {
    what: 'coverage.json → groups (the region groups of /a-proximite)',
    whatFr: 'La page Zones d’intervention (ses groupes de régions)',
    doFr: 'ajoutez ou retirez des lieux dans un groupe existant plutôt que des groupes.',
    expected: 17,
    file: 'coverage.json',
    count: (documents) => {
      const groups = (documents.get('coverage.json') as { groups?: unknown } | undefined)?.groups
      return Array.isArray(groups) ? groups.length : undefined
    },
  },
]

export function countRules(documents: Map<string, unknown>, shown: (relative: string) => string): ContentError[] {
  const errors: ContentError[] = []
  for (const rule of FIXED_COUNTS) {
    const found = rule.count(documents)
    if (found === undefined || found === rule.expected) continue
    const pointer = rule.file === 'coverage.json' ? '/groups' : ''
    errors.push({ file: shown(rule.file), pointer, ...say('fixed-count', { what: rule.what, whatFr: rule.whatFr, doFr: rule.doFr, expected: rule.expected, found }) })
  }
  return errors
}
