// French typography and the site's one spelling per word, on every text a visitor reads
// (the patterns are lib/content/typography.ts, which `npm run validate -- --fix` applies).
import { typographyFindings, type TypographyFinding } from '../typography.js'
import { q, type FileRule, type Params } from './rule.js'

const DEV: Record<TypographyFinding['what'], (p: Params) => string> = {
  digits: (p) => `French typography: write "${p.right}" with a narrow no-break space (\\u202f) between groups of three digits, not "${p.wrong}"`,
  hour: (p) => `French typography: write "${p.right}" with a no-break space (\\u00a0) before "h", not "${p.wrong}"`,
  celsius: () => 'French typography: write a no-break space (\\u00a0) before "°C"',
  percent: () => 'French typography: write a no-break space (\\u00a0) before "%"',
  apostrophe: () => 'French typography: use the typographic apostrophe "’" instead of "\'"',
  spacing: () => 'French typography: use a non-breaking space (\\u00a0) before ": ; ! ? »" and after "«"',
  spelling: (p) => `spelling: the site writes "${p.right}", not "${p.wrong}"`,
}

const params = (found: TypographyFinding): Params => ({ what: found.what, ...(found.right === undefined ? {} : { right: found.right, wrong: found.wrong! }) })

/** The maintainer's sentence for each problem of one text (the rendered-page tests and the town generator read them). */
export const typographyIssues = (text: string): string[] => typographyFindings(text).map((found) => DEV[found.what](params(found)))

export const rule: FileRule = {
  id: 'typography',
  scope: 'file',
  check: (_relative, _data, _site, { prose }) =>
    prose.flatMap(({ pointer, value }) => typographyFindings(value).map((found) => ({ pointer, kind: found.what === 'spelling' ? 'spelling' : 'typography', params: params(found) }))),
  kinds: {
    typography: {
      dev: (p) => DEV[p.what as TypographyFinding['what']](p),
      owner: (_p, field) => `${q(field)} : la typographie française est à revoir (espaces, apostrophe, nombres).`,
    },
    spelling: {
      dev: (p) => DEV.spelling(p),
      owner: (p, field) => `${q(field)} : le site écrit ${q(p.right)}, pas ${q(p.wrong)}.`,
    },
  },
  fixtures: {
    rejected: [{ 'home.json': { intro: 'Un tapis Kashan, 1000 nœuds, l\'atelier' } }],
    accepted: { 'home.json': { intro: 'Un tapis Kachan, 1\u202f000 nœuds, l’atelier, en 1950' } },
  },
}
