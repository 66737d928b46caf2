// `{site:host.name}` must name a text or a number of site.json, or the page would print the braces.
import { siteReferences, siteValue } from '../references.js'
import { q, type FileRule, type Finding } from './rule.js'

export const rule: FileRule = {
  id: 'site-reference-unknown',
  scope: 'file',
  check: (_relative, _data, site, { prose }) => {
    const findings: Finding[] = []
    for (const { pointer, value } of prose) {
      if (!value.includes('{site:')) continue
      for (const reference of siteReferences(value))
        if (siteValue(site, reference) === undefined)
          findings.push({ pointer, params: { reference, path: reference.split('.').join(' → ') } })
    }
    return findings
  },
  dev: (p) => `unknown reference "{site:${p.reference}}": site.json has no text at ${p.path}`,
  owner: (_p, field) => `${q(field)} cite une information du site qui n’existe pas : retirez la mention entre accolades ou corrigez-la.`,
  fixtures: {
    rejected: [{ 'site.json': { host: { name: 'Hébergeur' } }, 'pages/mentions-legales.json': { body: 'Hébergé par {site:host.nom}' } }],
    produces: [{ file: 'pages/mentions-legales.json', pointer: '/body' }],
    accepted: { 'site.json': { host: { name: 'Hébergeur' } }, 'pages/mentions-legales.json': { body: 'Hébergé par {site:host.name}' } },
  },
}
