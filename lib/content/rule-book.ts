// The rule book: the list of the rules `npm run validate` applies to parsed content (one
// module each in rules/, docs/CONTENT.md « Rules »), and the runner that words what they
// find. Pure functions of the documents (no file system), so the admin's editor runs the very
// same code before a save (lib/cms/entry-check.ts) on the content it can read. The engine
// (engine.ts) calls fileRules() and crossPageRules().
import type Ajv2020 from 'ajv/dist/2020.js'
import { claimText } from './claim-text.js'
import { htmlPlans, htmlPointers, type HtmlPlans } from './engine-derive.js'
import { stringsOf } from './json.js'
import { shownText } from './shown-text.js'
import { pageTokens, type PageTokens } from './page-tokens.js'
import { siteRoutes, type SiteRoutes } from './site-routes.js'
import { isText } from './typography.js'
import {
  kindsOf,
  wordingOf,
  type Doc,
  type FileContext,
  type FileRule,
  type Finding,
  type FolderEntry,
  type FolderRule,
  type Params,
  type Rule,
  type SiteContext,
  type SiteRule,
} from './rules/rule.js'
import type { ClaimRule } from './rules/claim.js'
import { rule as textGate } from './rules/text-gate.js'
import { rule as schema } from './rules/schema.js'
import { rule as schemaPointer } from './rules/schema-pointer.js'
import { rule as keyIsFileName } from './rules/key-is-file-name.js'
import { rule as stillPlaceholder } from './rules/still-placeholder.js'
import { rule as imageMissing } from './rules/image-missing.js'
import { rule as typography } from './rules/typography.js'
import { rule as claimUnknown } from './rules/claim-unknown.js'
import { rule as siteReferenceUnknown } from './rules/site-reference-unknown.js'
import { rule as roundTheClock } from './rules/claims/round-the-clock.js'
import { rule as sameDay } from './rules/claims/same-day.js'
import { rule as freeDocument } from './rules/claims/free-document.js'
import { rule as ourOwnSalon } from './rules/claims/our-own-salon.js'
import { rule as yearsOfExperience } from './rules/claims/years-of-experience.js'
import { rule as guarantee } from './rules/claims/guarantee.js'
import { rule as collectionRound } from './rules/claims/collection-round.js'
import { rule as freeDelivery } from './rules/claims/free-delivery.js'
import { rule as serviceNotOffered } from './rules/claims/service-not-offered.js'
import { rule as guaranteeTerms } from './rules/claims/guarantee-terms.js'
import { rule as photoUpload } from './rules/claims/photo-upload.js'
import { rule as homeVisit } from './rules/claims/home-visit.js'
import { rule as eachCraftsman } from './rules/claims/each-craftsman.js'
import { rule as promisedResult } from './rules/claims/promised-result.js'
import { rule as undertakingNotGiven } from './rules/claims/undertaking-not-given.js'
import { rule as refund } from './rules/claims/refund.js'
import { rule as guaranteeConditions } from './rules/claims/guarantee-conditions.js'
import { rule as freeAroundParis } from './rules/claims/free-around-paris.js'
import { rule as delay } from './rules/claims/delay.js'
import { rule as titleHasBrand } from './rules/title-has-brand.js'
import { rule as emptyStateUrging } from './rules/empty-state-urging.js'
import { rule as captionPlacesJob } from './rules/caption-places-job.js'
import { rule as nearbyCount } from './rules/nearby-count.js'
import { rule as postcodesMissPostcode } from './rules/postcodes-miss-postcode.js'
import { rule as subtitlePostcode } from './rules/subtitle-postcode.js'
import { rule as requiredFile } from './rules/required-file.js'
import { rule as requiredPage } from './rules/required-page.js'
import { rule as textPageRoute } from './rules/page-route.js'
import { rule as routeTaken } from './rules/route-taken.js'
import { rule as townRepeated } from './rules/town-repeated.js'
import { rule as slugReserved } from './rules/slug-reserved.js'
import { rule as townNotNamed } from './rules/town-not-named.js'
import { rule as orderTaken } from './rules/order-taken.js'
import { rule as endBeforeStart } from './rules/end-before-start.js'
import { rule as linkToNowhere } from './rules/link-to-nowhere.js'
import { rule as coverageLink } from './rules/coverage-link.js'
import { rule as fixedCount } from './rules/fixed-count.js'
import { rule as sharedRun } from './rules/shared-run.js'
import { rule as neighbourNotMutual } from './rules/neighbour-not-mutual.js'
import { rule as tooSimilar } from './rules/too-similar.js'
import { rule as contentFile } from './rules/content-file.js'
import { rule as workshopWords } from './rules/workshop-words.js'
import { rule as nearbyRepeated } from './rules/nearby-repeated.js'
import { rule as quoteBesideDelay } from './rules/quote-beside-delay.js'

export { PLACEHOLDER_MARK } from './rules/still-placeholder.js'
export { baseName } from './rules/rule.js'

/** The claim patterns, in the order a text's claims are reported (docs/CONTENT.md). */
export const CLAIM_RULES: ClaimRule[] = [
  roundTheClock,
  sameDay,
  freeDocument,
  ourOwnSalon,
  yearsOfExperience,
  guarantee,
  collectionRound,
  freeDelivery,
  serviceNotOffered,
  guaranteeTerms,
  photoUpload,
  homeVisit,
  eachCraftsman,
  promisedResult,
  undertakingNotGiven,
  refund,
  guaranteeConditions,
  freeAroundParis,
  delay,
]

/** The rules on one document, in the order they run: the text gate first (what it refuses, no other rule reads well). */
export const FILE_RULES: FileRule[] = [
  textGate,
  schema,
  schemaPointer,
  keyIsFileName,
  stillPlaceholder,
  imageMissing,
  typography,
  claimUnknown,
  siteReferenceUnknown,
  ...CLAIM_RULES,
  titleHasBrand,
  emptyStateUrging,
  captionPlacesJob,
  nearbyCount,
  postcodesMissPostcode,
  subtitlePostcode,
  workshopWords,
  nearbyRepeated,
  quoteBesideDelay,
]

/** The rules across files. */
export const SITE_RULES: SiteRule[] = [
  requiredFile,
  requiredPage,
  textPageRoute,
  townRepeated,
  routeTaken,
  slugReserved,
  townNotNamed,
  orderTaken,
  endBeforeStart,
  linkToNowhere,
  coverageLink,
  fixedCount,
  sharedRun,
  neighbourNotMutual,
  tooSimilar,
]

/** The rules on the folder's listing, which the reader applies before it reads a file. */
export const FOLDER_RULES: FolderRule[] = [contentFile]

export const RULES: Rule[] = [...FOLDER_RULES, ...FILE_RULES, ...SITE_RULES]

/** One problem found in the content: where it is, the maintainer's sentence, and the kind of the rule that words it for the owner. */
export interface ContentError {
  /** Path shown to the maintainer, e.g. content/cities/lyon.json. */
  file: string
  /** JSON pointer inside the file, '' for the whole file. */
  pointer: string
  message: string
  /** The kind of rule (a rule's id, or one of its kinds) and its parameters: the editor words it in French. */
  rule?: string
  params?: Params
}

export interface RuleBookOptions {
  ajv: Ajv2020
  /** How a path relative to the content folder is shown (content/cities/lyon.json). */
  shown: (relative: string) => string
  /** Whether content/<relative> exists (pictures). */
  imageExists: (relative: string) => boolean
  /** Files that did not parse: they still serve the route their name gives. */
  unreadable?: string[]
  /** Every file name of the folder (required files); the documents' names by default. */
  files?: string[]
  /** A city's page tokens, kept with the file's verdict (lib/content/engine.ts), or `compute`d. */
  pageTokens?: (relative: string, compute: () => PageTokens) => PageTokens
}

/** The wording of each kind, over every rule. */
const WORDINGS = new Map(RULES.flatMap((rule) => kindsOf(rule).map((kind) => [kind, wordingOf(rule, kind)!] as const)))

/** The wording of a kind of problem (ownerMessage in messages.ts words it for the owner). */
export const wordingFor = (kind: string) => WORDINGS.get(kind)

/** A finding as the maintainer reads it: file, pointer, sentence, and the kind that words it for the owner. */
function worded(rule: Rule, finding: Finding, file: string, shown: (relative: string) => string): ContentError {
  const kind = finding.kind ?? rule.id
  const wording = wordingOf(rule, kind)
  if (!wording) throw new Error(`rule ${rule.id} found a « ${kind} » it has no wording for`)
  const params = finding.params ?? {}
  return { file: shown(file), pointer: finding.pointer, message: wording.dev(params), rule: kind, params }
}

/** site.json's claims (none when it has none: one object, so the claim patterns keep their figures per claims object). */
const NO_CLAIMS: Record<string, string> = Object.freeze({}) as Record<string, string>
const claimsOf = (site: Doc | undefined) =>
  (site?.claims && typeof site.claims === 'object' ? site.claims : NO_CLAIMS) as Record<string, string>

/** The schemas' HTML fields, once per set of schemas. */
const plansOf = new WeakMap<Ajv2020, HtmlPlans>()

/** What the rules on one document share: its strings, its HTML fields, and its prose read once as a browser shows it. */
function fileContext(relative: string, data: unknown, site: Doc | undefined, options: RuleBookOptions, cut: Finding[]): FileContext {
  let prose: FileContext['prose'] | undefined
  let html: Set<string> | undefined
  return {
    // Read again by each rule that asks (two): kept for the whole file, the list raised the
    // peak memory of `npm run validate` at 3,000 towns by a quarter, and its time too.
    get strings() {
      return stringsOf(data)
    },
    get html() {
      if (!html) {
        let plans = plansOf.get(options.ajv)
        if (!plans) plansOf.set(options.ajv, (plans = htmlPlans(options.ajv)))
        html = htmlPointers(relative, data, plans)
      }
      return html
    },
    get prose() {
      if (!prose) {
        prose = []
        for (const { pointer, key, value } of this.strings)
          if (isText(key, value)) {
            const plain = shownText(value, this.html.has(pointer))
            prose.push({ pointer, key, value, plain, claim: claimText(plain) })
          }
      }
      return prose
    },
    cut,
    claims: claimsOf(site),
    imageExists: options.imageExists,
    shown: options.shown,
    ajv: options.ajv,
  }
}

/**
 * The rules on one document that read nothing else but site.json (`site`), the picture
 * names and how paths are shown. Their verdict can be kept per file (lib/node/verdicts.ts).
 * A rule that reads another file belongs to SITE_RULES.
 */
export function fileRules(relative: string, data: unknown, site: unknown, options: RuleBookOptions, cut: Finding[] = []): ContentError[] {
  const context = fileContext(relative, data, site as Doc | undefined, options, cut)
  const errors: ContentError[] = []
  for (const rule of FILE_RULES)
    for (const finding of rule.check(relative, data, site as Doc | undefined, context))
      errors.push(worded(rule, finding, relative, options.shown))
  return errors
}

/** The rules across files: required files, routes and links, towns, orders, counts, shared runs and near duplicates. */
export function crossPageRules(documents: Map<string, unknown>, options: RuleBookOptions): ContentError[] {
  const stored = options.pageTokens ?? ((_relative, compute) => compute())
  // Two rules read a city's tokens (shared runs, near duplicates): each is computed once per run.
  const tokens = new Map<string, PageTokens>()
  let routes: SiteRoutes | undefined
  const context: SiteContext = {
    files: options.files ?? [...documents.keys()],
    unreadable: options.unreadable ?? [],
    tokens: (relative, city) => {
      let found = tokens.get(relative)
      if (!found) tokens.set(relative, (found = stored(relative, () => pageTokens(city))))
      return found
    },
    shown: options.shown,
    routes: () => (routes ??= siteRoutes(documents, options.unreadable ?? [])),
  }
  const errors: ContentError[] = []
  for (const rule of SITE_RULES)
    for (const finding of rule.check(documents, context)) errors.push(worded(rule, finding, finding.file ?? '', options.shown))
  return errors
}

/** What the reader must not read as content, among the entries of the folder it lists. */
export function folderRules(entries: FolderEntry[], shown: (relative: string) => string): ContentError[] {
  return FOLDER_RULES.flatMap((rule) => rule.check(entries).map((finding) => worded(rule, finding, finding.file ?? '', shown)))
}

/** The maintainer's sentence for each claim a text, as a browser shows it, makes that site.json does not (the rendered-page tests and the bench read them). */
export function claimIssues(text: string, claims: Record<string, string>): string[] {
  const plain = shownText(text, false)
  const context = { prose: [{ pointer: '', key: '', value: text, plain, claim: claimText(plain) }], claims } as FileContext
  return CLAIM_RULES.flatMap((rule) => rule.check('', text, undefined, context).map((finding) => rule.dev!(finding.params ?? {})))
}
