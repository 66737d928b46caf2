// Every page template of lib/routes.ts (TEXT_PAGE_ROUTES) has its text file in content/pages/.
import { TEXT_PAGE_ROUTES } from '../../routes.js'
import { notAccepted, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'required-page',
  scope: 'site',
  check: (_documents, { files }) =>
    Object.entries(TEXT_PAGE_ROUTES)
      .filter(([name]) => !files.includes(`pages/${name}.json`))
      .map(([name, route]) => ({ file: `pages/${name}.json`, pointer: '', params: { route } })),
  dev: (p) => `missing required page (serves ${p.route})`,
  owner: (_p, field) => notAccepted(field),
  fixtures: {
    rejected: [{}],
    produces: [{ file: 'pages/services.json', pointer: '' }],
    accepted: Object.fromEntries(Object.keys(TEXT_PAGE_ROUTES).map((name) => [`pages/${name}.json`, {}])),
  },
}
