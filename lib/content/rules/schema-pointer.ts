// A file's $schema names the schema of its kind (lib/content/kinds.ts): the editor (VS Code)
// checks the file against the schema it names.
import { kindOf } from '../kinds.js'
import { notAccepted, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'schema-pointer',
  scope: 'file',
  check: (relative, data) => {
    const kind = kindOf(relative)
    const named = (data as { $schema?: unknown } | null)?.$schema
    if (!kind || typeof named !== 'string' || named.slice(named.lastIndexOf('/') + 1) === kind.schema) return []
    return [
      {
        pointer: '/$schema',
        params: {
          expected: `${'../'.repeat(relative.split('/').length)}schemas/${kind.schema}`,
          kind: kind.schema.replace('.schema.json', ''),
        },
      },
    ]
  },
  dev: (p) => `must point to ${p.expected} (this file is a ${p.kind})`,
  owner: (_p, field) => notAccepted(field),
  fixtures: {
    rejected: [{ 'cities/lyon.json': { $schema: '../../schemas/salon.schema.json' } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/$schema' }],
    accepted: { 'cities/lyon.json': { $schema: '../../schemas/city.schema.json' } },
  },
}
