// schemas/content-types.ts is generated from the schemas (scripts/generate-types.ts): what the
// generator leaves out. That the committed copy matches the schemas is `npm run check`'s
// (`generate-types.ts --check`), which the build runs before it builds (scripts/build/check.ts).
import { expect, it } from 'vitest'
import { withoutPropertyTitles } from '../../lib/content/property-titles.js'

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
