// The owner's guide (docs/GUIDE-PROPRIETAIRE.md) names the admin's buttons and labels in
// « guillemets » or in bold; when one is renamed, the guide would send him looking for a word
// the screen no longer shows. This test holds every such name to what the admin shows: a label
// (or hint) of admin/config.json, a phrase of Decap's French as admin/french.ts corrects it, or
// a string of the admin's own code (admin/, lib/cms/). A phrase is found when it is a run of
// whole words of one of those texts, their variable parts (`${…}`, `%{…}`) standing for any
// words; « (…) » in the guide stands for a part it leaves out. The few quoted phrases that are
// not the admin's words (examples of what he types, the site's own words) are listed below.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fr from 'decap-cms-locales/dist/esm/fr/index.js'
import { FRENCH_OVERRIDES, mergePhrases } from '../../admin/french.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const GUIDE = fs.readFileSync(path.join(ROOT, 'docs/GUIDE-PROPRIETAIRE.md'), 'utf8')

/** Quoted or bold phrases of the guide that are not words of the admin's screens. */
const NOT_SCREEN_WORDS = new Set([
  // What he types or reads elsewhere: examples.
  'MULHOUSE',
  'Parc Expo',
  '2027-03-mulhouse',
  'Du 3 au 11 novembre 2025',
  'notre stand',
  'Lundi – Vendredi',
  '09h00 – 18h00',
  'Fermé',
  '01 99 00 12 50',
  '0199001250',
  '+33',
  '+33199001250',
  '+',
  'salon-mulhouse-2027.jpg',
  'saint-cloud',
  'Lyon et sa métropole',
  ':',
  '!',
  // The site's own words (the home page's badge, its menu), seen in the preview.
  'PROCHAIN',
  'Zones d’intervention',
  // Headings of the guide's paragraphs, in bold, and a section it refers to.
  'Remplacer une image',
  'Elle ne publie jamais une page cassée.',
  'Vous voyez la page pendant que vous écrivez.',
  'Vous n’avez aucun caractère spécial à taper.',
  'Si la vérification trouve un problème',
  'Si la connexion est refusée',
  'Ajouter un salon',
  'Déplacer un salon',
  'Ce que veut dire un refus',
  'https://www.maison-herat.example/admin/',
])

/** Spaces of every kind as one space, the typographic apostrophe as ', for comparing. */
const normal = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/[’']/g, "'")
    .trim()

/** Every « phrase » of the guide (nested ones too) and every **bold** one without guillemets. */
function guidePhrases(markdown: string): string[] {
  const found = new Set<string>()
  const open: number[] = []
  for (let at = 0; at < markdown.length; at++)
    if (markdown[at] === '«') open.push(at)
    else if (markdown[at] === '»' && open.length) found.add(markdown.slice(open.pop()! + 1, at).trim())
  for (const [, bold] of markdown.matchAll(/\*\*([^*]+)\*\*/g)) if (!bold.includes('«')) found.add(bold.trim())
  return [...found]
}

/** Every string value of a JSON document or of a locale's phrases. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** The string literals of a TypeScript source, those joined by `+` as one; `${…}` as %{}.
 *  Comments go first: their apostrophes would be read as quotes. */
function literals(code: string): string[] {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
  const out: string[] = []
  const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g
  let joined: string | undefined
  let end = -1
  for (const match of source.matchAll(literal)) {
    const text = match[0]
      .slice(1, -1)
      .replace(/\$\{[^}]*\}/g, '%{}')
      .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(/\\(.)/g, '$1')
    if (joined !== undefined && /^\s*\+\s*$/.test(source.slice(end, match.index))) joined += text
    else {
      if (joined !== undefined) out.push(joined)
      joined = text
    }
    end = match.index + match[0].length
  }
  if (joined !== undefined) out.push(joined)
  return out
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, folder, file))
}

const CONFIG = JSON.parse(fs.readFileSync(path.join(ROOT, 'admin/config.json'), 'utf8')) as {
  collections: { label: string; label_singular?: string }[]
}
/** Decap's phrases, a collection's name put in where Decap puts it (« + salon »). */
const DECAP = strings(mergePhrases(fr as Parameters<typeof mergePhrases>[0], FRENCH_OVERRIDES)).flatMap((text) =>
  text.includes('%{collectionLabel}')
    ? CONFIG.collections.flatMap(({ label, label_singular }) =>
        [label, label_singular ?? label].map((name) => text.replaceAll('%{collectionLabel}', name)),
      )
    : [text],
)

/** What the admin shows: its configuration's labels, Decap's corrected French, the strings of
 *  its code and of the content rules' French (the refusals). */
const SCREEN_TEXTS = [
  ...strings(CONFIG),
  ...DECAP,
  ...['admin', 'lib/cms', 'lib/content/rules'].flatMap(sourceFiles).flatMap((file) => literals(fs.readFileSync(file, 'utf8'))),
]
  .map((text) => normal(text.replace(/%\{\w*\}/g, '\u0000')))
  .filter((text) => /\p{L}/u.test(text))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Words of a text, each with its punctuation, as regular expressions (a space after it may end the phrase). */
const words = (text: string) => (text.match(/\S+\s*/g) ?? []).map((word) => escape(word.trimEnd()) + (/\s$/.test(word) ? ' ?' : ''))
/** Any run of whole words ending a text, its last word at least, as a regular expression. */
const anyEnd = (list: string[]) =>
  list.reduce((inner, word, at) => (at === list.length - 1 ? `${inner}${word}` : `(?:${inner}${word})?`), '')
/** Any run of whole words starting a text, its first word at least. */
const anyStart = (list: string[]) => list.reduceRight((inner, word, at) => (at === 0 ? `${word}${inner}` : `(?:${word}${inner})?`), '')

/** Runs of whole words of `text`, its variable parts (NUL) matching any words. */
function runsOf(text: string): RegExp[] {
  const parts = text.split('\u0000')
  const runs: RegExp[] = []
  for (let first = 0; first < parts.length; first++)
    for (let last = first; last < parts.length; last++) {
      // Within one part: a plain search (shown()). A variable part stands between words of
      // the text on both sides, never at an end, so that it cannot match a phrase alone.
      // The phrase may also begin or end inside a variable part (« « Date de fin » tombe avant
      // … »: the field's name), as long as it holds words of the text on the other side.
      const [head, tail] = [words(parts[first]), words(parts[last])]
      if (first === last) continue
      const middle = parts.slice(first + 1, last).map(escape)
      const ends = [
        [head.length && anyEnd(head), tail.length && anyStart(tail)],
        [head.length && anyEnd(head), ''],
        ['', tail.length && anyStart(tail)],
      ]
      for (const [start, end] of ends)
        if (start !== 0 && end !== 0 && (start || end)) runs.push(new RegExp(`^${[start, ...middle, end].join('.{1,80}?')}$`))
    }
  return runs
}

const PATTERNS = SCREEN_TEXTS.filter((text) => text.includes('\u0000')).flatMap(runsOf)

/** The phrase is a run of whole words of some screen text (punctuation at its ends aside). */
function shown(phrase: string): boolean {
  const wanted = normal(phrase)
  const bounded = new RegExp(`(?:^|[\\s«(])${escape(wanted)}(?=$|[\\s».,:;!?)])`)
  if (SCREEN_TEXTS.some((text) => bounded.test(text.replace(/\u0000/g, ' ')))) return true
  return PATTERNS.some((pattern) => pattern.test(wanted))
}

describe('the owner’s guide names only what the admin shows', () => {
  const phrases = guidePhrases(GUIDE)

  it('finds the names the guide gives the screens', () => {
    // The extraction itself: a guide with none of these would be a broken reading of it.
    expect(phrases).toEqual(expect.arrayContaining(['Publier', 'En cours de publication…', 'Flux', 'Se connecter avec GitHub']))
  })

  it('every button, label and message it quotes is one the admin shows', () => {
    const missing = phrases
      .filter((phrase) => !NOT_SCREEN_WORDS.has(phrase))
      .filter((phrase) => !phrase.split('(…)').every((part) => shown(part.replace(/^[\s).]+|[\s(]+$/g, ''))))
    expect(missing, 'docs/GUIDE-PROPRIETAIRE.md: not in admin/config.json, admin/french.ts or the admin’s code').toEqual([])
  })

  it('shows only pictures that `npm run guide:pictures` makes, at both widths', () => {
    // scripts/guide-pictures.ts writes guide-<step>-<width>.png for each shoot(page, '<step>', width).
    const script = fs.readFileSync(path.join(ROOT, 'scripts/guide-pictures.ts'), 'utf8')
    const steps = [...script.matchAll(/shoot\(\w+, '([a-z-]+)'/g)].map(([, step]) => step)
    const widths = [...script.matchAll(/\['(\w+)', \d+, \d+\]/g)].map(([, width]) => width)
    expect(widths).toEqual(['telephone', 'ordinateur'])
    const made = steps.flatMap((step) => widths.map((width) => `guide-${step}-${width}.png`)).sort()
    const shown = [...GUIDE.matchAll(/\]\(([^)]+\.png)\)/g)].map(([, file]) => file).sort()
    expect(shown).toEqual(made)
  })

  it('tells a renamed button from a real one', () => {
    expect(shown('Publier')).toBe(true)
    expect(shown('Enregistrer et publier')).toBe(false)
    expect(shown('Date de fin')).toBe(true)
    expect(shown('Date de départ')).toBe(false)
  })
})
