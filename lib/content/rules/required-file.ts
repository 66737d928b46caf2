// The singletons of lib/content/kinds.ts (site.json, home.json…) must exist.
import { KINDS } from '../kinds.js'
import { notAccepted, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'required-file',
  scope: 'site',
  check: (_documents, { files }) =>
    KINDS.filter((kind) => kind.required && !files.some((file) => kind.pattern.test(file))).map((kind) => ({
      file: kind.shape,
      pointer: '',
    })),
  dev: () => 'missing required file',
  owner: (_p, field) => notAccepted(field),
  fixtures: {
    rejected: [{}],
    produces: [{ file: 'site.json', pointer: '' }],
    accepted: Object.fromEntries(KINDS.filter((kind) => kind.required).map((kind) => [kind.shape, {}])),
  },
}
