// `{site:host.name}` must name a text or a number of site.json, or the page would print the braces.
import { siteReferences, siteValue } from '../references.js'
import { q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'site-reference-unknown',
  scope: 'file',
  check: (_relative, _data, site, { prose }) =>
    prose.flatMap(({ pointer, value }) =>
      siteReferences(value)
        .filter((reference) => siteValue(site, reference) === undefined)
        .map((reference) => ({ pointer, params: { reference, path: reference.split('.').join(' → ') } })),
    ),
  dev: (p) => `unknown reference "{site:${p.reference}}": site.json has no text at ${p.path}`,
  owner: (_p, field) => `${q(field)} cite une information du site qui n’existe pas : retirez la mention entre accolades ou corrigez-la.`,
  fixtures: {
    rejected: [{ 'site.json': { host: { name: 'Hébergeur' } }, 'pages/mentions-legales.json': { body: 'Hébergé par {site:host.nom}' } }],
    accepted: { 'site.json': { host: { name: 'Hébergeur' } }, 'pages/mentions-legales.json': { body: 'Hébergé par {site:host.name}' } },
  },
}
