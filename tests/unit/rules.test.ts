// Every module of lib/content/rules/ is a rule of the rule book with its fixtures: each
// rejected fixture makes it report (through the path `npm run validate` and
// the admin take, or folderRules, the reader's), its accepted fixture does not, every kind of problem it words is seen,
// and both wordings come out right: the maintainer's in English after file and JSON pointer,
// the owner's in French, with the field's label and no pointer, path or English word. As
// ESLint's rule tester does, every document is frozen, deep, before the rules run (the
// engine's `frozen`, after its read step): a rule that writes to what it reads throws.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAjv } from '../../lib/content/ajv.js'
import { typographyProblem } from '../../lib/content/html.js'
import { ownerMessage } from '../../lib/content/messages.js'
import { RULES, folderRules, type ContentError } from '../../lib/content/rule-book.js'
import { ContentEngine, checkDocuments } from '../../lib/content/engine.js'
import { kindsOf, type Fixture, type FolderEntry, type Rule } from '../../lib/content/rules/rule.js'
import { formatError } from '../../lib/content/content-error.js'
import { readSchemas } from '../../lib/node/schemas.js'

const DIR = path.resolve('lib/content/rules')
/** The two files of the folder that are not rules: what a rule is, and what the claim patterns share. */
const NOT_RULES = ['rule.ts', 'claim.ts']
const MODULES = (fs.readdirSync(DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.ts') && !NOT_RULES.includes(file))
  .map((file) => file.split(path.sep).join('/'))
  .sort()

const ajv = createAjv(readSchemas())

/** ajv's keywords our schemas do not use (const outside a condition…): worded for the day one does, but no fixture can produce them. */
const UNREACHABLE = ['schema-other']

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const item of Object.values(Object.freeze(value))) deepFreeze(item)
  return value
}

/** The rule book on a fixture: its documents, frozen (a picture exists when the fixture lists it), or the folder's entries for the reader's rules. */
function run(fixture: Fixture | FolderEntry[]): ContentError[] {
  if (Array.isArray(fixture)) return folderRules(deepFreeze(structuredClone(fixture)), (relative) => `content/${relative}`)
  const documents = new Map(Object.entries(deepFreeze(structuredClone(fixture))).filter(([file]) => !file.startsWith('images/')))
  return checkDocuments(documents, {
    ajv,
    shown: (relative) => `content/${relative}`,
    imageExists: (relative) => relative in fixture,
    frozen: true,
  })
}

const ENGLISH = /\b(?:the|a|an|is|not|must|of|with|to|in|at|no|has|its|for|write|use|missing|unknown|only)\b/i
const FRENCH = /\b(?:le|la|les|de|des|du|est|un|une|ce|cette|pas|au|sa|son|ses|en|doit|et)\b/i
/** What the owner must never read: a pointer, a path, a file, a developer's word, English. */
const DEVELOPER = /\/[a-z]+\/|content\/|\.json|Error:|sch[ée]ma|\bmust\b|\bfield\b|\bthe\b|\bnot\b/i

describe('the rules of lib/content/rules/', () => {
  it('finds the modules, and the rule book lists each one once', () => {
    expect(MODULES.length).toBeGreaterThan(40)
    const ids = RULES.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    const kinds = RULES.flatMap(kindsOf)
    expect(new Set(kinds).size, 'two rules word the same kind').toBe(kinds.length)
  })

  it('runs them on frozen documents: the documents as read, copies included, throw on any write', () => {
    const engine = new ContentEngine({ ajv, shown: (relative) => relative, imageExists: () => false, frozen: true })
    // A decomposed « é » and an over-long text: reading makes a copy, and the copy is frozen too.
    engine.put('home.json', 'home', () => ({ data: { intro: 'Caf\u0065\u0301', list: [{ text: 'x'.repeat(10_001) }] } }))
    const data = engine.get('home.json')!.data as { intro: string; list: { text: string }[] }
    expect(data.intro).toBe('Café')
    expect(data.list[0].text).toHaveLength(10_000)
    expect(() => {
      data.list[0].text = 'écrit par une règle'
    }).toThrow(TypeError)
    expect(() => (data.list as unknown[]).push(1)).toThrow(TypeError)
  })

  it.each(MODULES)('%s', async (file) => {
    const { rule } = (await import(path.join(DIR, file))) as { rule?: Rule }
    expect(rule, `${file} exports no \`rule\``).toBeDefined()
    expect(rule!.id, 'a rule is named after its file').toBe(path.basename(file, '.ts'))
    expect(RULES, `add ${file} to the rule book (lib/content/rule-book.ts)`).toContain(rule)
    const kinds = kindsOf(rule!)
    const mine = (errors: ContentError[]) => errors.filter((error) => kinds.includes(error.rule!))

    expect(rule!.fixtures.rejected.length, 'a rejected fixture').toBeGreaterThan(0)
    const { rejected, produces } = rule!.fixtures
    expect(produces.length, 'each rejected fixture names the finding it must produce (fixtures.produces, in order)').toBe(rejected.length)
    const seen = new Set<string>()
    for (const [index, fixture] of rejected.entries()) {
      const errors = mine(run(fixture))
      expect(errors, `rejected fixture not refused: ${JSON.stringify(fixture).slice(0, 200)}`).not.toEqual([])
      const { file, pointer, kind = rule!.id } = produces[index]
      const found = errors.map((error) => ({ file: error.file.replace(/^content\//, ''), pointer: error.pointer, kind: error.rule }))
      expect(found, `rejected fixture ${index + 1}`).toContainEqual({ file, pointer, kind })
      for (const error of errors) {
        seen.add(error.rule!)
        // The maintainer: file, JSON pointer, then an English sentence.
        expect(formatError(error)).toMatch(/^content\/\S+: \/\S*: \S/)
        expect(error.message, error.rule).toMatch(ENGLISH)
        // The owner: French, the field's label, what to do; French typography.
        const owner = ownerMessage(error, 'Titre')
        expect(owner, error.rule).toMatch(FRENCH)
        expect(owner, error.rule).not.toMatch(DEVELOPER)
        expect(typographyProblem(owner), owner).toBeUndefined()
        expect(owner, owner).not.toContain("'")
      }
    }
    expect([...seen].sort(), 'every kind of problem the rule words is seen in a rejected fixture').toEqual(
      kinds.filter((kind) => !UNREACHABLE.includes(kind)).sort(),
    )
    expect(mine(run(rule!.fixtures.accepted)), 'accepted fixture refused').toEqual([])
  })
})
