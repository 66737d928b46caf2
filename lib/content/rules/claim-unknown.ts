// `{claim:key}` must name a claim of site.json → claims, or the page would print the braces.
import { claimReferences } from '../references.js'
import { q, type FileRule, type Finding } from './rule.js'

export const rule: FileRule = {
  id: 'claim-unknown',
  scope: 'file',
  check: (_relative, _data, _site, { prose, claims }) => {
    const findings: Finding[] = []
    for (const { pointer, value } of prose) {
      if (!value.includes('{claim:')) continue
      for (const key of claimReferences(value))
        if (!(key in claims)) findings.push({ pointer, params: { key, known: Object.keys(claims).join(', ') } })
    }
    return findings
  },
  dev: (p) => `unknown claim "{claim:${p.key}}" (site.json → claims has: ${p.known})`,
  owner: (p, field) => `${q(field)} cite {claim:${p.key}}, qui n’est pas dans « Chiffres et promesses » : corrigez le nom entre accolades.`,
  fixtures: {
    rejected: [{ 'site.json': { claims: { quote: 'Devis gratuit' } }, 'home.json': { intro: 'Le {claim:quot}' } }],
    produces: [{ file: 'home.json', pointer: '/intro' }],
    accepted: { 'site.json': { claims: { quote: 'Devis gratuit' } }, 'home.json': { intro: 'Le {claim:quote}' } },
  },
}
