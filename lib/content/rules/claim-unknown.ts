// `{claim:key}` must name a claim of site.json → claims, or the page would print the braces.
import { claimReferences } from '../references.js'
import { q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'claim-unknown',
  scope: 'file',
  check: (_relative, _data, _site, { prose, claims }) =>
    prose.flatMap(({ pointer, value }) =>
      claimReferences(value)
        .filter((key) => !(key in claims))
        .map((key) => ({ pointer, params: { key, known: Object.keys(claims).join(', ') } })),
    ),
  dev: (p) => `unknown claim "{claim:${p.key}}" (site.json → claims has: ${p.known})`,
  owner: (p, field) => `${q(field)} cite {claim:${p.key}}, qui n’est pas dans « Chiffres et promesses » : corrigez le nom entre accolades.`,
  fixtures: {
    rejected: [{ 'site.json': { claims: { quote: 'Devis gratuit' } }, 'home.json': { intro: 'Le {claim:quot}' } }],
    accepted: { 'site.json': { claims: { quote: 'Devis gratuit' } }, 'home.json': { intro: 'Le {claim:quote}' } },
  },
}
