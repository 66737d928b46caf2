// `npm run validate -- --release`: the placeholders of the business identity that must be
// replaced before the site goes live. Plain validation accepts them (the site is built and
// tested with them); a release build must not ship them.
import { stringsOf } from './json.js'

interface Placeholder {
  pattern: RegExp
  what: string
}

export const PLACEHOLDERS: Placeholder[] = [
  { pattern: /valeur à remplacer/i, what: 'says « valeur à remplacer »' },
  { pattern: /pas encore désigné/i, what: 'says the host is not named yet (« pas encore désigné »)' },
  { pattern: /^0{3}\s?0{3}\s?0{3}\s?0{5}$/, what: 'is a SIRET made of zeros' },
  { pattern: /(?:^|[@./])example\.(?:com|org|net)\b|\.example(?:$|\/)/i, what: 'is an example address (example.com, example.org, .example), reserved for documentation' },
  // Ranges the French regulator (Arcep) reserves for fiction: nobody answers them.
  { pattern: /^(?:\+33|0)1[\s\u00a0]?99[\s\u00a0]?00|^(?:\+33|0)6[\s\u00a0]?39[\s\u00a0]?98/, what: 'is a phone number from a range reserved for fiction (01 99 00…, 06 39 98…)' },
]

/** Every placeholder left in the documents, as file (relative), pointer and message. */
export function releaseProblems(documents: Map<string, unknown>): { file: string; pointer: string; message: string }[] {
  const problems: { file: string; pointer: string; message: string }[] = []
  for (const [file, data] of documents) {
    for (const { pointer, value, key } of stringsOf(data)) {
      if (key === '$schema') continue
      const found = PLACEHOLDERS.find(({ pattern }) => pattern.test(value))
      if (found) problems.push({ file, pointer, message: `placeholder before going live: ${found.what}; replace it (docs/GOING-LIVE.md)` })
    }
  }
  return problems
}
