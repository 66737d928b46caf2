// `npm run new-city` writes PLACEHOLDER_MARK where text is still to be written.
import { kindOf } from '../kinds.js'
import { q, type FileRule } from './rule.js'

/** The marker `npm run new-city` writes where text is still to be written. */
export const PLACEHOLDER_MARK = 'À compléter'

export const rule: FileRule = {
  id: 'still-placeholder',
  scope: 'file',
  check: (relative, data, _site, { strings }) =>
    (kindOf(relative) && data && typeof data === 'object' ? strings : [])
      .filter(({ value }) => value.includes(PLACEHOLDER_MARK))
      .map(({ pointer }) => ({ pointer, params: { mark: PLACEHOLDER_MARK } })),
  dev: (p) => `still says "${p.mark}": write the real text`,
  owner: (p, field) => `${q(field)} dit encore ${q(p.mark)} : écrivez le vrai texte.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { intro: `${PLACEHOLDER_MARK} : la ville` } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/intro' }],
    accepted: { 'cities/lyon.json': { intro: 'Lyon et ses pentes' } },
  },
}
