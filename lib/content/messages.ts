// The owner's door to the rule book: the admin words a problem with ownerMessage(). Each
// rule's two wordings live in its module (rules/, docs/CONTENT.md « Rules »).
import { wordingFor, type ContentError } from './rule-book.js'
import { notAccepted, type Params } from './rules/rule.js'
import { fixTypography } from './typography.js'

export type { ContentError } from './rule-book.js'
export type { Params } from './rules/rule.js'

/** The owner's sentence for a problem; `field` is the label the form shows for where it is.
 *  French typography as the site's own (no-break spaces before « : ; ! ? », ’). */
export function ownerMessage(problem: { rule?: string; params?: Params }, field: string): string {
  const wording = problem.rule ? wordingFor(problem.rule) : undefined
  return fixTypography(wording ? wording.owner(problem.params ?? {}, field) : notAccepted(field))
}
