// Every pre-rendered page passes html-validate's recommended rules. Only the rules that
// clash with markup we do not write ourselves (React's and Vike's serialisation) or with
// the links that work without script are relaxed, each with its reason; everything else is ours and must be fixed in the site.
import path from 'node:path'
import { HtmlValidate, type ConfigData } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { DIST, builtPages, cities } from './built-site.js'

const config: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React serialises void elements as <img/>, Vike injects <link ...> and <script ...> without the slash: one style cannot hold.
    'void-style': 'off',
    // React writes enumerated attributes as hidden="", Vike writes a bare crossorigin: both styles occur in markup we do not write.
    'attribute-empty-style': 'off',
    // React writes boolean attributes as required="" / selected="", Vike writes a bare async on its entry script.
    'attribute-boolean-style': 'off',
    // React emits the camelCase prop names of some attributes verbatim (srcSet, fetchPriority, autoComplete); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's useId() makes ids like "_R_id7_" (valid HTML5: any non-space string), which the strict mode rejects for not starting with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Not in the recommended preset: screen-reader users move through a page by heading
    // level, so no level may be skipped (W3C's checker found /a-propos going from h1 to h3).
    'heading-level': 'error',
    // Two links are role="button" on purpose (the hero's « Planifier un Rappel », the salon poster): they must work
    // without script, as links do, while the contract names them buttons; the script adds Space.
    'prefer-native-element': ['error', { exclude: ['button'] }],
  },
}

const validator = new HtmlValidate(config)
const pages = builtPages()

describe('html-validate (recommended) on every pre-rendered page', () => {
  it('covers every pre-rendered page (101 today), 404.html included', () => {
    // 12 fixed routes (home, /services and its 5 pages, about, coverage, contact, 2 legal pages), the form's confirmation page, the city pages, 404.html.
    expect(pages.length).toBe(14 + cities().length)
    expect(pages.map((p) => p.file)).toContain('404.html')
  })

  it.each(pages.map((p) => [p.file]))('%s has no errors', async (file) => {
    const report = await validator.validateFile(path.join(DIST, file))
    // One line per rule, message and element (tel-non-breaking reports every space).
    const problems = [
      ...new Set(
        report.results.flatMap((result) =>
          result.messages.map((m) => `${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ` (line ${m.line})`}`),
        ),
      ),
    ]
    expect(problems, `html-validate errors in dist/client/${file}`).toEqual([])
  })
})
