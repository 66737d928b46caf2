// A collection's item is named by its file: cities/lyon.json holds the slug « lyon ».
import { excerpt } from '../json.js'
import { kindOf } from '../kinds.js'
import { baseName, q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'key-is-file-name',
  scope: 'file',
  check: (relative, data) => {
    const key = kindOf(relative)?.key
    const value = key && (data as Record<string, unknown> | null)?.[key]
    if (!key || typeof value !== 'string' || value === baseName(relative)) return []
    return [{ pointer: `/${key}`, params: { expected: baseName(relative), found: excerpt(value) } }]
  },
  dev: (p) => `must equal the file name "${p.expected}" (found "${p.found}")`,
  owner: (p, field) => `${q(field)} doit rester ${q(p.expected)}.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { slug: 'lille' } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/slug' }],
    accepted: { 'cities/lyon.json': { slug: 'lyon' } },
  },
}
