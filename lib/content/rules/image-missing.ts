// Every picture a text names must exist, or the page would ship a broken picture.
import { kindOf } from '../kinds.js'
import { q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'image-missing',
  scope: 'file',
  check: (relative, data, _site, { strings, imageExists, shown }) =>
    (kindOf(relative) && data && typeof data === 'object' ? strings : [])
      .filter(({ value }) => /^images\//.test(value) && !imageExists(value))
      .map(({ pointer, value }) => ({ pointer, params: { shown: shown(value) } })),
  dev: (p) => `image not found: ${p.shown}`,
  owner: (_p, field) => `${q(field)} : cette image n’existe pas ; choisissez-en une dans la médiathèque.`,
  fixtures: {
    rejected: [{ 'gallery/one.json': { image: { src: 'images/none.jpg' } } }],
    produces: [{ file: 'gallery/one.json', pointer: '/image/src' }],
    accepted: { 'gallery/one.json': { image: { src: 'images/one.jpg' } }, 'images/one.jpg': true },
  },
}
