// Every site path a text links to leads to a page (lib/content/site-routes.ts).
import { linkedPaths } from '../html.js'
import { stringsOf } from '../json.js'
import { q, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'link-to-nowhere',
  scope: 'site',
  check: (documents, { routes }) => {
    const served = routes().routes
    const findings: Finding[] = []
    for (const [file, data] of documents)
      for (const { pointer, value, key } of stringsOf(data)) {
        const targets = (key === 'url' || key === 'link') && value.startsWith('/') ? [value.split('#')[0] || '/'] : linkedPaths(value)
        for (const route of targets) if (!served.has(route)) findings.push({ file, pointer, params: { route } })
      }
    return findings
  },
  dev: (p) => `links to ${p.route}, which is not a page of the site`,
  owner: (p, field) => `${q(field)} mène vers ${p.route}, qui n’est pas une page du site : corrigez le lien.`,
  fixtures: {
    rejected: [{ 'home.json': { intro: '<a href="/nulle-part">ici</a>' } }],
    produces: [{ file: 'home.json', pointer: '/intro' }],
    accepted: { 'home.json': { intro: '<a href="/contact">ici</a>' }, 'pages/contact.json': { route: '/contact' } },
  },
}
