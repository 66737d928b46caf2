// schemas/content-types.ts is generated from the schemas: the committed copy must match.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'
import { withoutPropertyTitles } from '../../lib/content/property-titles.js'
import { budget } from '../support/budget.js'

const ROOT = path.resolve(import.meta.dirname, '../..')

it(
  'schemas/content-types.ts matches the schemas',
  () => {
    const result = spawnSync('npx', ['tsx', 'scripts/generate-types.ts', '--check'], { cwd: ROOT, encoding: 'utf8' })
    expect(result.error).toBeUndefined()
    expect(result.stderr).not.toContain('is stale')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('schemas/content-types.ts matches the schemas.')
  },
  budget(120_000),
)

it('property titles (the admin’s labels) are hidden from the type generator; type-naming titles stay', () => {
  const schema = {
    title: 'City',
    properties: {
      town: { title: 'Ville', $ref: 'defs.schema.json#/$defs/plainText' },
      groups: {
        title: 'Groupes',
        type: 'array',
        items: { title: 'CoverageGroup', type: 'object', properties: { title: { title: 'Titre', type: 'string' } } },
      },
    },
    $defs: { seo: { title: 'Seo', type: 'object' } },
  }
  expect(withoutPropertyTitles(schema)).toEqual({
    title: 'City',
    properties: {
      town: { $ref: 'defs.schema.json#/$defs/plainText' },
      groups: { type: 'array', items: { title: 'CoverageGroup', type: 'object', properties: { title: { type: 'string' } } } },
    },
    $defs: { seo: { title: 'Seo', type: 'object' } },
  })
})
