// docs/CONTENT.md's field tables come from the schemas (scripts/content-docs.ts): every field,
// nested ones included, and a schema change leaves the guide stale until `npm run docs`.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SchemaSet } from '../../lib/content/schema-set.js'
import { readSchemas } from '../../lib/node/schemas.js'
import { GUIDE, missingTables, withTables } from '../../scripts/content-docs.js'

const guide = fs.readFileSync(GUIDE, 'utf8')

describe('the content guide’s field tables', () => {
  it('are current, and every kind and shared object type has one', () => {
    expect(withTables(guide)).toBe(guide)
    expect(missingTables(guide)).toEqual([])
  })

  it('list nested fields, with the admin’s label and hint', () => {
    const table = withTables('<!-- fields:callback-form --><!-- /fields -->')
    for (const field of ['calendar.open', 'timeout.title', 'otherWays.mailLine', 'dateRefusals.slotPast', 'rugTypes[].value'])
      expect(table).toContain(`| \`${field}\` |`)
    expect(table).toMatch(/\| `calendar` \| object \| ✔ \|  \| Calendrier de la date de rappel \| Noms lus par les lecteurs d’écran/)
  })

  it('say when a field is required only with one layout, and refused with the other', () => {
    const table = withTables('<!-- fields:city --><!-- /fields -->')
    expect(table).toMatch(/\| `districtLabel` \| plain \| when `layout` is `district` \| refused unless `layout` is `district` \|/)
    expect(table).toMatch(/\| `ctaTitle` \| inline HTML \| unless `layout` is `district` \| refused when `layout` is `district` \|/)
  })

  it('go stale when a schema gains a field', () => {
    const schemas = readSchemas()
    const announcement = structuredClone(schemas.find((schema) => schema.$id === 'announcement.schema.json')!)
    announcement.properties = { ...announcement.properties, badge: { title: 'Pastille', type: 'string' } }
    const changed = new SchemaSet(schemas.map((schema) => (schema.$id === announcement.$id ? announcement : schema)))
    const fresh = withTables('<!-- fields:announcement --><!-- /fields -->', changed)
    expect(fresh).toContain('| `badge` | string | – |  | Pastille |  |')
    expect(withTables(guide, changed)).not.toBe(guide)
  })
})

describe('the content guide’s rules table', () => {
  it('is current, with a row for every kind every rule words', async () => {
    const { withRuleTable } = await import('../../scripts/content-docs.js')
    const { ruleRows } = await import('../../lib/content/rule-table.js')
    const { ajv } = await import('../../lib/node/schemas.js')
    const { RULES } = await import('../../lib/content/rule-book.js')
    const { kindsOf } = await import('../../lib/content/rules/rule.js')
    expect(withRuleTable(guide)).toBe(guide)
    const rows = ruleRows(ajv(), {})
    const unreachable = ['schema-other']
    expect(rows.map((row) => row.kind).sort()).toEqual(
      RULES.flatMap(kindsOf)
        .filter((kind) => !unreachable.includes(kind))
        .sort(),
    )
    for (const row of rows) expect(row.example, row.kind).not.toBe('')
  })

  it('goes stale when a rule’s wording changes', async () => {
    const { withRuleTable } = await import('../../scripts/content-docs.js')
    const stale = guide.replace(/(<!-- rules -->[\s\S]*?)missing required field/, '$1a field is missing')
    expect(stale).not.toBe(guide)
    expect(withRuleTable(stale)).toBe(guide)
  })
})
