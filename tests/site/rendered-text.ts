// The text a visitor reads on a built page, block by block, and what the content rules
// (the text gate, typography, claims) say of it. The validator checks content/ field by field; this reads
// what the templates made of it, so text from ui.json, site.json or a component is judged
// too. One walk of each page's DOM: linear in the size of the site.
import type { AnyNode, Element } from 'domhandler'
import { claimIssues, wordingFor } from '../../lib/content/rule-book.js'
import { typographyProblem } from '../../lib/content/html.js'
import { textProblem } from '../../lib/content/text-gate.js'
import { EXACT_WORDING } from '../../lib/content/typography.js'
import { typographyIssues } from '../../lib/content/rules/typography.js'
import { workshopWords } from '../../lib/content/rules/workshop-words.js'
import { INLINE_ELEMENTS } from '../../lib/content/shown-text.js'

/** Elements inside a sentence (the text gate's phrasing elements, and a line break or a
 *  picture within a line); any other element bounds a block, and a rule never reads across two blocks. */
const INLINE = new Set([...INLINE_ELEMENTS, 'br', 'picture', 'img'])
/** Elements whose content no visitor reads as text. */
const SKIPPED = new Set(['script', 'style', 'svg', 'template', 'noscript'])
/** Attributes read aloud or shown as text. */
const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder']

const isElement = (node: AnyNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style'
/** Runs of ordinary white space folded (no-break spaces kept: they are what typography checks). */
const squash = (s: string) => s.replace(/[ \t\n\r\f]+/g, ' ').trim()

/**
 * The texts of a parsed page: each innermost block's text, and the text attributes and the
 * meta description. The text a block holds beside its inner blocks is read apart from them.
 */
export function renderedTexts(root: AnyNode): string[] {
  const out: string[] = []
  // Returns the node's text; pushes the text of each block it closes.
  const walk = (node: AnyNode): string => {
    if (node.type === 'text') return (node as unknown as { data: string }).data
    if (!isElement(node)) return 'children' in node ? (node.children as AnyNode[]).map(walk).join('') : ''
    if (node.name === 'meta' && node.attribs.name === 'description' && node.attribs.content) out.push(squash(node.attribs.content))
    for (const name of TEXT_ATTRIBUTES) if (node.attribs[name]) out.push(squash(node.attribs[name]))
    if (SKIPPED.has(node.name)) return ''
    const inner = node.children.map(walk).join('')
    if (INLINE.has(node.name)) return node.name === 'br' ? ' ' : inner
    const block = squash(inner)
    if (block) out.push(block)
    // The parent block reads this one as a boundary, not as words of its own sentence.
    return ' \u0000 '
  }
  const rest = squash(walk(root))
  for (const loose of rest.split('\u0000')) if (squash(loose)) out.push(squash(loose))
  return out.map((text) => text.replace(/\s*\u0000\s*/g, ' ').trim()).filter(Boolean)
}

export interface RenderedIssue {
  /** « text-gate », « typography » or the claim rule's name. */
  rule: string
  text: string
  message: string
}

/** Wording fixed byte for byte by the UI contract, taken out before the typography rules read a block. */
const withoutExactWording = (text: string) => EXACT_WORDING.reduce((out, exact) => out.split(exact).join(' '), text)

/**
 * What the text gate, the typography and the claims rules find in the texts of one page (the
 * parser has decoded the character references, as a browser does). `identifiers` are
 * values the validator does not read as prose (a SIRET, a phone number: keys typography.ts
 * calls not text), left out here too.
 */
export function renderedIssues(texts: string[], claims: Record<string, string>, identifiers: string[] = []): RenderedIssue[] {
  const issues: RenderedIssue[] = []
  // The gate reads every text whole: an invisible character or a look-alike is refused wherever it is.
  for (const text of texts) {
    const problem = textProblem(text)
    if (problem) issues.push({ rule: 'text-gate', text, message: wordingFor(problem.kind!)!.dev(problem.params ?? {}) })
  }
  const plains = texts.map((text) => identifiers.reduce((out, value) => out.split(value).join(' '), withoutExactWording(text)))
  plains.forEach((plain, index) => {
    const spacing = typographyProblem(plain)
    for (const message of [...typographyIssues(plain), ...(spacing ? [wordingFor('typography')!.dev(spacing)] : [])])
      issues.push({ rule: 'typography', text: texts[index], message })
  })
  // The claims rules read the page as one text, its blocks ended by a full stop so that no
  // pattern runs from one into the next: a rule's exception (photos « par email ») may sit
  // in the next paragraph, as the content field that holds both says it.
  const page = plains.join(' . ')
  for (const message of claimIssues(page, claims)) {
    const match = /« (.*) »: /.exec(message)?.[1] ?? ''
    issues.push({ rule: /\((.*?)\)/.exec(message)?.[1] ?? 'claims', text: texts.find((text) => text.includes(match)) ?? match, message })
  }
  return issues
}

/** Pages whose prose the workshop-words rule does not read: the legal ones speak of guarantees and insurance in the law's words. */
export const LEGAL_ROUTES = ['/mentions-legales', '/politique-confidentialite']

/**
 * The workshop's process, result and promise words (lib/content/rules/workshop-words.ts)
 * on one page, outside the business's one wording (`wordings`: each claim of site.json, the
 * washing steps written once), which is taken out first, the longest first.
 */
export function workshopIssues(texts: string[], oneWording: string[]): RenderedIssue[] {
  const wordings = [...oneWording].sort((a, b) => b.length - a.length)
  return texts.flatMap((text) =>
    workshopWords(wordings.reduce((out, wording) => out.split(wording).join(' '), text)).map(({ word, match }) => ({
      rule: 'workshop-words',
      text,
      message: `${word}: « ${match} »`,
    })),
  )
}
