// French typography and the site's one spelling per word, on every text a visitor reads
// (the patterns are lib/content/typography.ts, which `npm run validate -- --fix` applies).
import { typographyFindings, type TypographyFinding } from '../typography.js'
import { q, type FileRule, type Finding, type Params, type Wording } from './rule.js'

/** What every typography problem tells the owner: the fix is mechanical (`npm run validate -- --fix`, or the admin before it saves). */
const owner = (_p: Params, field: string) => `${q(field)} : la typographie française est à revoir (espaces, apostrophe, nombres).`

/** One wording per kind of problem typography.ts finds (its `what`). */
const kinds: Record<TypographyFinding['what'], Wording> = {
  digits: {
    dev: (p) =>
      `French typography: write "${p.right}" with a narrow no-break space (\\u202f) between groups of three digits, not "${p.wrong}"`,
    owner,
  },
  hour: { dev: (p) => `French typography: write "${p.right}" with a no-break space (\\u00a0) before "h", not "${p.wrong}"`, owner },
  celsius: { dev: () => 'French typography: write a no-break space (\\u00a0) before "°C"', owner },
  percent: { dev: () => 'French typography: write a no-break space (\\u00a0) before "%"', owner },
  apostrophe: { dev: () => 'French typography: use the typographic apostrophe "’" instead of "\'"', owner },
  spelling: {
    dev: (p) => `spelling: the site writes "${p.right}", not "${p.wrong}"`,
    owner: (p, field) => `${q(field)} : le site écrit ${q(p.right)}, pas ${q(p.wrong)}.`,
  },
}

const params = (found: TypographyFinding): Params => (found.right === undefined ? {} : { right: found.right, wrong: found.wrong! })

/** The maintainer's sentence for each problem of one text (the rendered-page tests and the town generator read them). */
export const typographyIssues = (text: string): string[] => typographyFindings(text).map((found) => kinds[found.what].dev(params(found)))

export const rule: FileRule = {
  id: 'typography',
  scope: 'file',
  check: (_relative, _data, _site, { prose }) => {
    const findings: Finding[] = []
    for (const { pointer, value } of prose)
      for (const found of typographyFindings(value)) findings.push({ pointer, kind: found.what, params: params(found) })
    return findings
  },
  kinds,
  fixtures: {
    rejected: [{ 'home.json': { intro: "Un tapis Kashan, 1000 nœuds, l'atelier, sous 48h, à 20°C et 50%" } }],
    produces: [{ file: 'home.json', pointer: '/intro', kind: 'digits' }],
    accepted: { 'home.json': { intro: 'Un tapis Kachan, 1\u202f000 nœuds, l’atelier, en 1950' } },
  },
}
