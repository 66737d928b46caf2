// A text page is served where its template is (lib/routes.ts TEXT_PAGE_ROUTES): its file name
// names a template, and its route is that template's.
import { TEXT_PAGE_ROUTES, textPageRoute } from '../../routes.js'
import { baseName, collection, notAccepted, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'page-route',
  scope: 'site',
  check: (documents) => {
    const findings: Finding[] = []
    for (const [file, page] of collection(documents, 'pages')) {
      if (typeof page.route !== 'string') continue
      const route = textPageRoute(baseName(file))
      if (route && page.route !== route) findings.push({ file, pointer: '/route', kind: 'page-route', params: { route } })
      if (!route)
        findings.push({
          file,
          pointer: '',
          kind: 'page-template',
          params: { name: baseName(file), known: Object.keys(TEXT_PAGE_ROUTES).join(', ') },
        })
    }
    return findings
  },
  kinds: {
    'page-route': { dev: (p) => `must be ${p.route}`, owner: (_p, field) => notAccepted(field) },
    'page-template': { dev: (p) => `no page template for "${p.name}" (known pages: ${p.known})`, owner: (_p, field) => notAccepted(field) },
  },
  fixtures: {
    rejected: [{ 'pages/contact.json': { route: '/contacts' } }, { 'pages/blog.json': { route: '/blog' } }],
    produces: [
      { file: 'pages/contact.json', pointer: '/route' },
      { file: 'pages/blog.json', pointer: '', kind: 'page-template' },
    ],
    accepted: { 'pages/contact.json': { route: TEXT_PAGE_ROUTES.contact } },
  },
}
