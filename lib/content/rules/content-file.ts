// What the reader (lib/content/engine-folder.ts) does not read as content: a file that is not a
// plain file (a link, a socket…), that matches no kind of lib/content/kinds.ts, or that is
// too large to be one (content files are a few KB; a larger one is a mistake, and slow).
import { KINDS, kindOf } from '../kinds.js'
import { notAccepted, type Finding, type FolderRule } from './rule.js'

export const MAX_FILE_BYTES = 1_000_000

export const rule: FolderRule = {
  id: 'content-file',
  scope: 'folder',
  check: (entries) =>
    entries.flatMap(({ file, size, odd }): Finding[] => {
      if (odd) return [{ file, pointer: '', kind: 'odd-file', params: { reason: odd } }]
      if (!kindOf(file))
        return [{ file, pointer: '', kind: 'not-content-file', params: { shapes: KINDS.map((kind) => kind.shape).join(', ') } }]
      if (size !== undefined && size > MAX_FILE_BYTES)
        return [{ file, pointer: '', kind: 'file-too-large', params: { size: (size / 1e6).toFixed(1), limit: MAX_FILE_BYTES / 1e6 } }]
      return []
    }),
  kinds: {
    'odd-file': { dev: (p) => `${p.reason}: content/ holds only plain files`, owner: (_p, field) => notAccepted(field) },
    'not-content-file': {
      dev: (p) => `not a content file: expected ${p.shapes} (or a picture in images/)`,
      owner: (_p, field) => notAccepted(field),
    },
    'file-too-large': { dev: (p) => `is ${p.size} MB: a content file is at most ${p.limit} MB`, owner: (_p, field) => notAccepted(field) },
  },
  fixtures: {
    rejected: [
      [
        { file: 'cities/lyon.json', odd: 'symbolic link' },
        { file: 'notes.txt', size: 10 },
        { file: 'cities/lyon.json', size: 2_000_000 },
      ],
    ],
    produces: [{ file: 'cities/lyon.json', pointer: '', kind: 'odd-file' }],
    accepted: [{ file: 'cities/lyon.json', size: 4_000 }],
  },
}
