// `npm run bench:rules`: how the time of each content rule grows with its input, printed.
// Every pattern must run in time linear in its text (docs/PERFORMANCE.md): for each rule and
// each adversarial text (long runs of one character, a word of the pattern repeated without
// what must follow it, unclosed tags), the time at 30,000 and at 300,000 characters. A linear
// rule takes about 10 times longer; a quadratic one about 100 times. Then `npm run validate`'s
// own path on a 1 MB field (the gate refuses it as too long before any pattern).
import os from 'node:os'
import { CLAIM_RULES, claimIssues, fileRules } from '../lib/content/rule-book.js'
import { checkHtml, typographyProblem } from '../lib/content/html.js'
import { typographyIssues } from '../lib/content/rules/typography.js'
import { claimText } from '../lib/content/claim-text.js'
import { readDocument } from '../lib/content/read-document.js'
import { shownText } from '../lib/content/shown-text.js'
import { referenceProblem, textProblem } from '../lib/content/text-gate.js'
import { folderOptions } from '../lib/node/validate.js'
import { contentDir } from '../lib/node/load.js'
import fs from 'node:fs'
import path from 'node:path'

/** Sizes: SMALL and ten times more (above the 10,000-character bound of the text gate, to see the growth). */
const SMALL = 30_000

const CLAIMS = { experience: 'Plus de 30 ans d’expérience', quote: 'Devis gratuit sous 48\u00a0h' }

/** Texts of about `n` characters built to make a backtracking pattern start again and again. */
function adversarial(n: number): [string, string][] {
  const words = new Set<string>()
  for (const rule of CLAIM_RULES) for (const word of rule.pattern.source.matchAll(/\p{L}{3,}/gu)) words.add(word[0].toLowerCase())
  const fill = (unit: string) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n)
  return [
    ['1…', fill('1')],
    ['a…', fill('a')],
    ['<…', fill('<')],
    ['<a…', fill('<a')],
    ['spaces', `24${fill(' ')}`],
    ['« 1 »…', fill('1 ')],
    ['« vingt-deux »…', fill('vingt-deux ')],
    ['« cent et »…', fill('cent et ')],
    ['&#…', fill('&#')],
    ['ı…', fill('ı')],
    ['« a\u0307 »…', fill('a\u0307 ')],
    ...[...words].map((word): [string, string] => [`« ${word} »…`, fill(`${word} `)]),
  ]
}

/** The best of three runs: on a shared machine, a single run mostly measures the neighbours. */
function time(run: () => unknown): number {
  let best = Infinity
  for (let attempt = 0; attempt < 3; attempt++) {
    const start = performance.now()
    run()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

const checks: [string, (text: string) => unknown][] = [
  ...CLAIM_RULES.map((rule): [string, (text: string) => unknown] => [`claims: ${rule.name}`, (text) => rule.pattern.test(text)]),
  ['claims (all)', (text) => claimIssues(text, CLAIMS)],
  ['typography', typographyIssues],
  ['html: typography', typographyProblem],
  ['html: sanitiser', (text) => checkHtml(text)],
  ['text gate', (text) => textProblem(shownText(text, true)) ?? referenceProblem(text)],
  ['claim text (skeleton, numbers in words)', (text) => claimText(shownText(text, true))],
]

console.log(
  `load: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (uptime), ${os.cpus().length} cores, Node ${process.version}`,
)
console.log(`rule | worst text | ms at ${SMALL} | ms at ${SMALL * 10} | ratio`)
let worst = 0
for (const [name, check] of checks) {
  // The text whose time grows the most (measured above 1 ms: below, the ratio is noise).
  let slowest = { text: '', small: 0, large: 0 }
  const small = adversarial(SMALL)
  const large = adversarial(SMALL * 10)
  small.forEach(([label, text], index) => {
    const a = time(() => check(text))
    const b = time(() => check(large[index][1]))
    if (b < 1) return
    if (slowest.text === '' || b / Math.max(a, 0.05) > slowest.large / Math.max(slowest.small, 0.05))
      slowest = { text: label, small: a, large: b }
  })
  const ratio = slowest.text === '' ? 0 : slowest.large / Math.max(slowest.small, 0.05)
  worst = Math.max(worst, ratio)
  console.log(`${name} | ${slowest.text} | ${slowest.small.toFixed(2)} | ${slowest.large.toFixed(2)} | ${ratio.toFixed(1)}`)
}
console.log(`worst ratio: ${worst.toFixed(1)} (linear: about 10; quadratic: about 100)`)

// The rule book on a town whose description is 1 MB of « 1 »: the gate says « too long » first.
const lyon = JSON.parse(fs.readFileSync(path.join(contentDir(), 'cities/lyon.json'), 'utf8')) as Record<string, unknown>
const site = JSON.parse(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8')) as unknown
lyon.description = '1'.repeat(1_000_000)
const options = folderOptions(contentDir(), 'content')
// What the engine does: read the document (read-document.ts cuts the field), then the rules.
const start = performance.now()
const read = readDocument(lyon)
const errors = fileRules('cities/lyon.json', read.data, readDocument(site).data, options, read.cut)
const ms = performance.now() - start
console.log(
  `fileRules on a 1 MB description: ${ms.toFixed(0)} ms; ${errors.find((error) => /too long/.test(error.message))?.message ?? 'NOT refused as too long'}`,
)
