// What a rule of the rule book is (docs/CONTENT.md, « Rules »). Each module of this folder
// exports one `rule`: its id, its scope, its check and its wordings, with the fixtures that
// prove it (tests/unit/rules.test.ts runs every module it finds here). A check returns
// findings (where, and the parameters of the wording), never a sentence: the rule book
// (lib/content/rule-book.ts) words them for the maintainer, the admin for the owner.
import type Ajv2020 from 'ajv/dist/2020.js'
import type { PageTokens } from '../page-tokens.js'
import type { SiteRoutes } from '../site-routes.js'
import type { Doc } from '../documents.js'

export { baseName, collection, type Doc } from '../documents.js'

export type Params = Record<string, string | number>

/** One problem a check found. */
export interface Finding {
  /** JSON pointer inside the file, '' for the whole file. */
  pointer: string
  /** The wording to use, for a rule with several (`kinds`); the rule's id otherwise. */
  kind?: string
  params?: Params
  /** The file it is reported on, relative to the content folder (site-scope rules only). */
  file?: string
}

export interface Wording {
  /** The maintainer's sentence (English), printed after the file and JSON pointer. */
  dev: (params: Params) => string
  /** The owner's sentence (French): `field` is the label the form shows (« Date de fin »). */
  owner: (params: Params, field: string) => string
}

/** One prose string of a document (typography.ts isText), as written and as read. */
export interface Prose {
  pointer: string
  key: string
  value: string
  /** What a browser shows of it (shown-text.ts): tags out, an HTML field's references decoded. */
  plain: string
  /** What the claim rules match (claim-text.ts): `plain` folded to a skeleton, numbers in words as figures. */
  claim: string
}

export interface FileContext {
  /** Every string of the document, in document order. */
  strings: { pointer: string; value: string; key: string }[]
  /** The strings a visitor reads (not identifiers, paths or dates). */
  prose: Prose[]
  /** The pointers of the document's HTML fields (the schemas' `html` keyword). */
  html: Set<string>
  /** The strings reading the document cut to the length bound (read-document.ts): the text gate reports them. */
  cut: Finding[]
  /** site.json → claims (empty when there are none). */
  claims: Record<string, string>
  /** Whether content/<relative> exists (pictures). */
  imageExists: (relative: string) => boolean
  /** How a path relative to the content folder is shown to the maintainer (with the folder in front). */
  shown: (relative: string) => string
  /** The schemas, compiled (lib/content/ajv.ts). */
  ajv: Ajv2020
}

export interface SiteContext {
  /** Every file name of the folder, parsed or not. */
  files: string[]
  /** Files that did not parse: they still serve the route their name gives. */
  unreadable: string[]
  /** A city's page tokens (stored per file by lib/node/verdicts.ts, or computed). */
  tokens: (relative: string, city: Doc) => PageTokens
  /** How a path relative to the content folder is shown (content/cities/lyon.json). */
  shown: (relative: string) => string
  /** The site's route table (lib/content/site-routes.ts), built once per run. */
  routes: () => SiteRoutes
}

/**
 * A fixture is a small content folder: documents by path relative to content/. A picture
 * exists when the fixture holds its path as a key (any value). site.json is the one of the
 * fixture, if any.
 */
export type Fixture = Record<string, unknown>

/** A finding a rejected fixture must produce: its file (relative to content/), JSON pointer and kind (the rule's id when absent). */
export interface Produces {
  file: string
  pointer: string
  kind?: string
}

export interface Fixtures {
  /** Each one makes the rule report (at least once). */
  rejected: Fixture[]
  /** For each rejected fixture, in order, one finding it must produce. */
  produces: Produces[]
  /** The rule reports nothing on it. */
  accepted: Fixture
}

interface RuleBase<F = Fixtures> {
  id: string
  /** The rule's wordings, by kind, when it has several; otherwise `dev` and `owner`. */
  kinds?: Record<string, Wording>
  dev?: Wording['dev']
  owner?: Wording['owner']
  fixtures: F
}

/** A rule on one document, which reads nothing else but site.json: its verdict is kept per file. */
export interface FileRule extends RuleBase {
  scope: 'file'
  check: (relative: string, data: unknown, site: Doc | undefined, context: FileContext) => Finding[]
}

/** A rule across the files of the site. */
export interface SiteRule extends RuleBase {
  scope: 'site'
  check: (documents: Map<string, unknown>, context: SiteContext) => Finding[]
}

/** A file of the folder as the reader lists it, before it reads it: its size, or why it is not a plain file. */
export interface FolderEntry {
  file: string
  size?: number
  odd?: string
}

/** A rule the reader (lib/content/engine-folder.ts) applies to the folder's listing: what is not read as content. */
export interface FolderRule extends RuleBase<{ rejected: FolderEntry[][]; produces: Produces[]; accepted: FolderEntry[] }> {
  scope: 'folder'
  check: (entries: FolderEntry[]) => Finding[]
}

export type Rule = FileRule | SiteRule | FolderRule

/** The wording of one kind of a rule (its only one, for most). */
export function wordingOf(rule: Rule, kind = rule.id): Wording | undefined {
  if (rule.kinds) return rule.kinds[kind]
  return kind === rule.id && rule.dev && rule.owner ? { dev: rule.dev, owner: rule.owner } : undefined
}

/** Every kind a rule words. */
export const kindsOf = (rule: Rule): string[] => (rule.kinds ? Object.keys(rule.kinds) : [rule.id])

/** « text » with French quotes and no-break spaces. */
export const q = (text: string | number) => `«\u00a0${text}\u00a0»`

/** What the owner reads when a problem has no place of its own in the form. */
export const notAccepted = (field: string) => `${q(field)} n’est pas accepté par le site : vérifiez ce champ.`
