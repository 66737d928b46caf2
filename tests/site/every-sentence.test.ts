// Issue 22 « Every sentence true » on the built pages: titles and descriptions within what a
// search engine shows, the brand with one separator on every title; the legal notice and
// the privacy notice carrying what the law asks (from site.json); the call-back form
// linking to the privacy notice; city pages sharing no 8-word run (template text included)
// with more than 3 other city pages.
import fs from 'node:fs'
import path from 'node:path'
import type { AnyNode, Element } from 'domhandler'
import { describe, expect, it } from 'vitest'
import { all, builtPages, byId, head, isNotFound, isTag, main, meta, one, page, site, squash, text } from './built-site.js'
import { contentDir } from '../../lib/node/load.js'
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../../lib/page-data.js'
import { cityRoute } from '../../lib/routes.js'
import { RUN_PAGE_LIMIT, sharedRuns, type PageField } from '../../lib/shared-runs.js'
import type { Site } from '../../schemas/content-types.js'

const pages = builtPages()
const SITE = JSON.parse(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8')) as Site
const titleOf = (p: (typeof pages)[number]) => squash(text(one(head(p), (e) => e.name === 'title') ?? []))

describe('titles and descriptions', () => {
  it(`every title is « <page> | ${site().name} », at most ${MAX_TITLE_LENGTH} characters, with one separator`, () => {
    const problems: string[] = []
    for (const p of pages.filter((candidate) => !isNotFound(candidate))) {
      const title = titleOf(p)
      if (title.length > MAX_TITLE_LENGTH) problems.push(`${p.route}: ${title.length} characters: "${title}"`)
      if (!title.endsWith(` | ${SITE.name}`)) problems.push(`${p.route}: "${title}" does not end with " | ${SITE.name}"`)
      if (title.split('|').length !== 2 || /[–—]/.test(title)) problems.push(`${p.route}: "${title}" has another separator`)
    }
    expect(problems).toEqual([])
  })

  it(`every meta description is at most ${MAX_DESCRIPTION_LENGTH} characters`, () => {
    const long = pages
      .map((p) => [p.route, meta(p, 'description')[0] ?? ''] as const)
      .filter(([, description]) => description.length > MAX_DESCRIPTION_LENGTH)
      .map(([route, description]) => `${route}: ${description.length} characters`)
    expect(long).toEqual([])
  })
})

const mainText = (route: string) => squash(text(main(page(route)), ' '))

describe('legal notice and privacy notice', () => {
  it('the legal notice names the publisher’s registration, VAT, capital, siège, the host, the mediator and the guarantee terms', () => {
    const legal = mainText('/mentions-legales')
    for (const value of [
      SITE.legalName,
      SITE.registration,
      SITE.vatNumber,
      SITE.shareCapital,
      SITE.headOffice,
      SITE.siret,
      SITE.manager,
      SITE.host.name,
      SITE.host.address,
      SITE.host.phone,
      SITE.mediator.name,
      SITE.mediator.url,
      SITE.terms.restorationGuarantee,
      SITE.terms.buyBack,
    ])
      expect(legal, value).toContain(squash(value))
    expect(legal).toContain('Siège social')
    expect(legal).not.toMatch(/seuls compétents|pas encore désigné|\{site:|\{claim:/)
  })

  it('the privacy notice names the controller, a basis per purpose, retention, recipients, every right and the CNIL', () => {
    const privacy = mainText('/politique-confidentialite')
    for (const value of [
      SITE.legalName,
      SITE.headOffice,
      SITE.recipients.formRelay.name,
      SITE.recipients.formRelay.location,
      SITE.recipients.formRelay.safeguards,
      SITE.recipients.mailbox.name,
      SITE.host.name,
    ])
      expect(privacy, value).toContain(squash(value))
    for (const words of [
      '6.1.b',
      '6.1.c',
      '6.1.f',
      'Durées de conservation',
      'portabilité',
      'opposition',
      'effacement',
      'rectification',
      'CNIL',
    ])
      expect(privacy, words).toContain(words)
    expect(privacy).not.toMatch(/\{site:|\{claim:/)
  })

  it('the call-back form links to the privacy notice, on the home page and on /contact', () => {
    for (const route of ['/', '/contact']) {
      const form = byId(page(route).doc, 'contact-form')
      expect(form, route).toBeDefined()
      expect(
        all(form!, (e) => e.name === 'a' && e.attribs.href === '/politique-confidentialite'),
        route,
      ).toHaveLength(1)
    }
  })
})

const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd', 'figcaption', 'td', 'th', 'label', 'button', 'summary'])

/** The visible text of each block (paragraph, list item, heading…) apart: a run never joins two blocks. */
function blockTexts(node: AnyNode, out: string[] = []): string[] {
  if (!isTag(node)) return out
  const element = node as Element
  const hasBlock = all(element, (child) => BLOCKS.has(child.name)).length > 0
  if (BLOCKS.has(element.name) && !hasBlock) out.push(squash(text(element)))
  else for (const child of element.children) blockTexts(child, out)
  return out
}

/** site.json's claims, longest first: the business's one wording, the same on every page by design, is not the town's own text. */
const CLAIM_WORDINGS = () =>
  Object.values(JSON.parse(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8')).claims as Record<string, string>).sort(
    (a, b) => b.length - a.length,
  )
/** A block without the claims it shows, each replaced by a sentence end so that no run joins the words around it. */
const ownWords = (block: string, claims: string[]) => claims.reduce((out, claim) => out.split(claim).join(' . '), block)

describe('distinct local pages', () => {
  it('a block reads without the claims it shows', () => {
    expect(ownWords('Lyon, ville des traboules. Devis gratuit sous 48 h.', ['Devis gratuit sous 48 h'])).toBe(
      'Lyon, ville des traboules.  . .',
    )
  })

  it(`no run of 8 words of a local page's <main>, template text included and claims left out, is on more than ${RUN_PAGE_LIMIT} local pages`, () => {
    const claims = CLAIM_WORDINGS()
    const dir = path.join(contentDir(), 'cities')
    const towns = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { slug: string })
    expect(towns.length).toBeGreaterThan(0)
    const texts = new Map<string, PageField[]>(
      towns.map(({ slug }) => [
        cityRoute(slug),
        blockTexts(main(page(cityRoute(slug)))).map((block, index) => ({ pointer: `block ${index}`, text: ownWords(block, claims) })),
      ]),
    )
    const shared = sharedRuns(texts).map((run) => `« ${run.text} » on ${run.pages.length} pages: ${run.pages.slice(0, 5).join(', ')}…`)
    expect(shared).toEqual([])
  })
})
