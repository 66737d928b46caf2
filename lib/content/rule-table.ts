// The rules' table of docs/CONTENT.md (§6.2), written from the rule modules themselves: each
// kind a rule words, what it refuses (the module's opening comment, a claim's `why`), and an
// example run through the engine from its first rejected fixture that produces it, with the
// sentence the maintainer and the owner then read. `npm run docs` writes it, `npm run check`
// fails when it is stale, so the guide cannot drift from the rules.
import type Ajv2020 from 'ajv/dist/2020.js'
import { checkDocuments } from './engine.js'
import { excerpt } from './json.js'
import { ownerMessage } from './messages.js'
import { folderRules, RULES, type ContentError } from './rule-book.js'
import type { ClaimRule } from './rules/claim.js'
import { kindsOf, type Fixture, type FolderEntry, type Rule } from './rules/rule.js'

export interface RuleRow {
  rule: string
  kind: string
  refuses: string
  example: string
  dev: string
  owner: string
}

/** The engine on one fixture, as the rules test runs it. */
function run(fixture: Fixture | FolderEntry[], ajv: Ajv2020): ContentError[] {
  if (Array.isArray(fixture)) return folderRules(fixture, (relative) => `content/${relative}`)
  const documents = new Map(Object.entries(structuredClone(fixture)).filter(([file]) => !file.startsWith('images/')))
  return checkDocuments(documents, { ajv, shown: (relative) => `content/${relative}`, imageExists: (relative) => relative in fixture })
}

/** A comment's first sentence: what the rule refuses, without the why that follows. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]

/** Invisible and look-alike characters written as their code point: the table shows what the rule saw. */
const visible = (text: string) =>
  text.replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, (char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)

/** What the fixture holds at the error's file and pointer, as the maintainer would see it. */
function shownValue(fixture: Fixture | FolderEntry[], error: ContentError): string {
  if (Array.isArray(fixture)) return error.file.replace(/^content\//, '')
  let node: unknown = fixture[error.file.replace(/^content\//, '')]
  for (const key of error.pointer.split('/').slice(1))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  const text = typeof node === 'string' ? node : (JSON.stringify(node) ?? '(absent)')
  return `${error.file.replace(/^content\//, '')}${error.pointer ? ` ${error.pointer}` : ''}: ${visible(excerpt(text, 60))}`
}

/** One row per kind each rule words, in the rule book's order. `refusals`: each module's opening comment, by id. */
export function ruleRows(ajv: Ajv2020, refusals: Record<string, string>): RuleRow[] {
  const rows: RuleRow[] = []
  for (const rule of RULES as Rule[]) {
    let first = true
    const claim = (rule as ClaimRule).texts ? (rule as ClaimRule) : undefined
    for (const kind of kindsOf(rule)) {
      for (const fixture of rule.fixtures.rejected as (Fixture | FolderEntry[])[]) {
        const error = run(fixture, ajv).find((found) => found.rule === kind)
        if (!error) continue
        rows.push({
          rule: rule.id,
          kind,
          // Said once, on the rule's first row.
          refuses: first ? firstSentence(claim ? String(error.params?.why ?? '') : (refusals[rule.id] ?? '')) : '″',
          example: shownValue(fixture, error),
          dev: error.message,
          owner: ownerMessage(error, 'Titre'),
        })
        first = false
        break
      }
    }
  }
  return rows
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()

/** The rows as a Markdown table. */
export function ruleTable(rows: RuleRow[]): string {
  return [
    '| rule (kind) | what it refuses | example (from its fixtures) | the maintainer reads | the owner reads (field « Titre ») |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.rule}\`${row.kind === row.rule ? '' : ` (\`${row.kind}\`)`} | ${cell(row.refuses)} | ${cell('`' + row.example.replace(/`/g, "'") + '`')} | ${cell(row.dev)} | ${cell(row.owner)} |`,
    ),
  ].join('\n')
}
