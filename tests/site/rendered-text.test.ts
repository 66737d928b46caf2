// The content rules on what the built pages say: typography and claims over every page's
// rendered text (blocks, text attributes, meta description), so wording from ui.json,
// site.json or a component's template is judged as a visitor reads it, not only the
// fields of content/ the validator reads. Run after `npm run build`.
import { describe, expect, it } from 'vitest'
import { builtPages, readJson } from './built-site.js'
import { LEGAL_ROUTES, renderedIssues, renderedTexts, workshopIssues } from './rendered-text.js'
import { publishedHtml } from '../../lib/content/html.js'
import { stringsOf } from '../../lib/content/json.js'
import { rule as textGate } from '../../lib/content/rules/text-gate.js'
import { rule as freeDelivery } from '../../lib/content/rules/claims/free-delivery.js'
import { isText } from '../../lib/content/typography.js'
import { processWordings } from './washing-process.js'

const SITE = readJson<{ claims: Record<string, string> }>('site.json')
/** Identifiers of site.json (SIRET, phone numbers…): not prose, for the validator as here. Short ones could hide a word. */
const IDENTIFIERS = stringsOf(SITE)
  .filter(({ key, value }) => !isText(key, value) && value.length >= 8)
  .map(({ value }) => value)

/** The business's one wording: the claims, and the washing process written once (tests/site/washing-process.ts). */
const ONE_WORDING = [...Object.values(SITE.claims), ...processWordings()]

describe('rendered text', () => {
  it('every built page passes the typography and claims rules, template text and labels included', () => {
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(90)
    const problems = pages.flatMap((page) =>
      renderedIssues(renderedTexts(page.doc), SITE.claims, IDENTIFIERS).map(
        (issue) => `${page.route}: [${issue.rule}] ${issue.message} — in « ${issue.text.slice(0, 120)} »`,
      ),
    )
    expect(problems).toEqual([])
  })

  it('no page but the legal ones tells the workshop’s process, results or promises outside the claims of site.json', () => {
    const pages = builtPages().filter((page) => !LEGAL_ROUTES.includes(page.route))
    expect(pages.length).toBeGreaterThan(90)
    const problems = pages.flatMap((page) =>
      workshopIssues(renderedTexts(page.doc), ONE_WORDING).map(
        (issue) => `${page.route}: ${issue.message} — in « ${issue.text.slice(0, 120)} »`,
      ),
    )
    expect(problems).toEqual([])
  })
})

describe('what the check reads', () => {
  it('reads text a component writes and a label of an attribute, block by block', async () => {
    const { parseDocument } = await import('htmlparser2')
    const doc = parseDocument(
      '<html><head><title>Titre</title><meta name="description" content="Devis sous 24 h"></head><body><nav><a href="/">Accueil</a><a aria-label="Appeler l\'atelier" href="tel:1">x</a></nav><main><p>Un <strong>tapis</strong> ancien ?</p><div>Bloc<p>Intérieur</p></div><script>var a = "Devis sous 24 h"</script></main></body></html>',
    )
    const texts = renderedTexts(doc)
    expect(texts).toEqual(
      expect.arrayContaining(['Titre', 'Devis sous 24 h', "Appeler l'atelier", 'Un tapis ancien ?', 'Intérieur', 'Bloc']),
    )
    expect(texts.join('|')).not.toContain('var a')
    const rules = renderedIssues(texts, SITE.claims).map((issue) => issue.rule)
    expect(rules).toContain('delay')
    const typography = renderedIssues(texts, SITE.claims)
      .filter((issue) => issue.rule === 'typography')
      .map((issue) => issue.message)
    expect(
      workshopIssues(
        ['Un lavage en profondeur.', 'Restaurations garanties 5 ans', 'Soie lavée à froid'],
        ['Restaurations garanties 5 ans'],
      ).map((issue) => issue.message),
    ).toEqual(['promised result: « en profondeur »', 'cold washing: « à froid »'])
    expect(typography).toEqual([
      expect.stringContaining('before "h"'),
      expect.stringContaining('apostrophe'),
      expect.stringContaining('before "?"'),
    ])
  })
})

describe('the gate on the built page', () => {
  // The side doors of issue 37 (point 3), as a page publishes them: the parser decodes the
  // references, as the browser does, and the check reads every text through the text gate.
  const vectors = [
    ...textGate.fixtures.rejected.flatMap((fixture) => {
      const description = (fixture['cities/lyon.json'] as { description?: string } | undefined)?.description
      return description ? [description] : []
    }),
    `<p>${[freeDelivery.texts.rejected].flat().find((text) => text.includes('<strong>'))!}</p>`,
  ]

  it.each(vectors)('refuses %s', async (vector) => {
    const { parseDocument } = await import('htmlparser2')
    const texts = renderedTexts(parseDocument(`<html><body><main><div>${publishedHtml(vector)}</div></main></body></html>`))
    expect(renderedIssues(texts, SITE.claims)).not.toEqual([])
  })

  it('lets the typography of French through: no-break spaces, guillemets, œ, €', async () => {
    const { parseDocument } = await import('htmlparser2')
    const texts = renderedTexts(
      parseDocument('<html><body><p>«\u00a0Œuvre\u00a0» à Genève, 18\u202f°C et 3\u00a0€&nbsp;: tapis &amp; kilims…</p></body></html>'),
    )
    expect(renderedIssues(texts, SITE.claims)).toEqual([])
  })
})
