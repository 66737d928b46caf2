// `npx tsx bench/gate-vectors.ts`: which of the text gate's side doors of issue 37 (point 3)
// still publish a claim. Each vector is put, alone, in a paragraph of Lyon's description (an
// HTML field) of a copy of content/, and tried against the three checks the text meets:
// `npm run validate`'s (the build's own step: a vector it accepts reaches the built page), the
// admin's check before a save, and the built-site check on what the browser shows of it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseDocument } from 'htmlparser2'
import { newErrors } from '../lib/cms/entry-check.js'
import { publishedHtml } from '../lib/content/html.js'
import { claimIssues } from '../lib/content/rule-book.js'
import { ajv } from '../lib/node/schemas.js'
import { validateContent } from '../lib/node/validate.js'
import { renderedIssues, renderedTexts } from '../tests/site/rendered-text.js'

/** The vectors of the issue, as a maintainer or the admin would write them in an HTML field. */
export const VECTORS: [name: string, text: string][] = [
  ['entity &#x200b; (zero-width space)', 'Intervention 24\u00a0&#x200b;h/24'],
  ['entity &shy; (soft hyphen)', 'Satisfait ou rem&shy;boursé'],
  ['entity &#x430; (Cyrillic а)', 'Livr&#x430;ison offerte'],
  ['dotless ı U+0131', 'Livraıson offerte'],
  ['ligature ﬀ U+FB00', 'Livraison oﬀerte'],
  ['Armenian օ U+0585', 'Livraisօn offerte'],
  ['division slash ∕ U+2215', 'Intervention 24\u00a0h∕24'],
  ['small capital ʟ U+029F', 'ʟivraison offerte'],
  ['Latin alpha ɑ U+0251', 'Livrɑison offerte'],
  ['Roman numeral ⅰ U+2170', 'Lⅰvraison offerte'],
  ['Cherokee Ꭵ U+13A5', 'LᎥvraison offerte'],
  ['ℎ U+210E', 'Intervention 24\u00a0ℎ/24'],
  ['fraction slash ⁄ U+2044', 'Intervention 24\u00a0h⁄24'],
  ['i + combining dot U+0307', 'Li\u0307vraison offerte'],
  ['split markup liv<strong></strong>raison', 'Liv<strong></strong>raison offerte'],
  ['letter entity rem&#98;oursé', 'Satisfait ou rem&#98;oursé'],
  ['letter entity 24&#104;/24', 'Intervention 24\u00a0&#104;/24'],
]

const CONTENT = path.resolve(import.meta.dirname, '../content')
const LYON = 'cities/lyon.json'

function readAll(dir: string): Map<string, unknown> {
  const documents = new Map<string, unknown>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.json')) documents.set(file.split(path.sep).join('/'), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
  return documents
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-vectors-'))
try {
  fs.cpSync(CONTENT, dir, { recursive: true })
  const documents = readAll(dir)
  const lyon = documents.get(LYON) as Record<string, unknown>
  const site = documents.get('site.json') as { claims: Record<string, string> }
  const imageExists = (relative: string) => fs.existsSync(path.join(dir, relative))
  const rows: [string, boolean, boolean, boolean, boolean][] = []
  for (const [name, vector] of VECTORS) {
    const data = { ...lyon, description: `${lyon.description as string}<p>${vector}</p>` }
    fs.writeFileSync(path.join(dir, LYON), JSON.stringify(data, null, 2))
    const validate = validateContent(dir, 'content').errors.filter((error) => error.file === `content/${LYON}`).length === 0
    const admin = newErrors({ ajv: ajv(), documents, imageExists }, { file: LYON, data: structuredClone(data) as never }).length === 0
    const shown = renderedTexts(parseDocument(`<main><div>${publishedHtml(`<p>${vector}</p>`)}</div></main>`))
    const built = renderedIssues(shown, site.claims).length === 0
    // The claim rules alone on the page's text, without the gate: do they read the claim through the disguise?
    const claims = claimIssues(shown.join(' . '), site.claims).length === 0
    rows.push([name, validate, admin, built, claims])
  }
  const mark = (passes: boolean) => (passes ? 'PASSES' : 'refused')
  console.log('vector | validate (reaches the built page) | admin before saving | built-site check | claim rules alone, on the page')
  for (const [name, validate, admin, built, claims] of rows)
    console.log(`${name} | ${mark(validate)} | ${mark(admin)} | ${mark(built)} | ${mark(claims)}`)
  const count = (index: 1 | 2 | 3 | 4) => rows.filter((row) => row[index]).length
  console.log(
    `\n${count(1)} of ${rows.length} reach a built page (validate accepts them); the admin accepts ${count(2)}; the built-site check accepts ${count(3)}; the claim rules alone miss ${count(4)}`,
  )
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
