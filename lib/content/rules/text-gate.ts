// The gate every string passes before any other rule reads it (lib/content/text-gate.ts): on
// the text a browser shows of it (an HTML field's references decoded, inline tags joining
// words), no invisible character, no word mixing alphabets, no letter outside French, no
// look-alike; in an HTML field, no character reference but those of markup and spaces; and
// the strings reading the document cut to the length bound (lib/content/read-document.ts). It
// runs first (the rule book's list) and writes nothing.
import { shownText } from '../shown-text.js'
import { referenceProblem, textProblem } from '../text-gate.js'
import { q, type FileRule, type Finding } from './rule.js'

/** Every vector of issue 37 (point 3) in an HTML field, as a maintainer or the admin writes it. */
const html = (description: string) => ({ 'cities/lyon.json': { description: `<p>${description}</p>` } })

export const rule: FileRule = {
  id: 'text-gate',
  scope: 'file',
  check: (_relative, _data, _site, { strings, html: htmlFields, cut }) => {
    const findings: Finding[] = [...cut]
    for (const { pointer, value } of strings) {
      if (value === '') continue
      const html = htmlFields.has(pointer)
      const problem = textProblem(shownText(value, html)) ?? (html ? referenceProblem(value) : undefined)
      if (problem) findings.push({ pointer, ...problem })
    }
    return findings
  },
  kinds: {
    'text-too-long': {
      dev: (p) => `too long: ${p.length} characters, at most ${p.limit} (no other rule read past the first ${p.limit})`,
      owner: (p, field) => `${q(field)} est trop long : ${p.limit} caractères au plus ; raccourcissez-le.`,
    },
    'invisible-character': {
      dev: (p) =>
        `contains the invisible character ${p.code} at character ${p.at} of its text as shown (zero-width, soft hyphen, direction mark or the like, typed or written as a character reference): delete it; only the no-break spaces U+00A0 and U+202F are allowed`,
      owner: (_p, field) =>
        `${q(field)} contient un caractère invisible (souvent collé depuis un autre document) : effacez le mot concerné et retapez-le au clavier.`,
    },
    'look-alike': {
      dev: (p) =>
        `contains « ${p.character} » (${p.code}) at character ${p.at} of its text as shown, a look-alike of an ordinary character (full-width, mathematical, compatibility form, a number that is not a digit, a slash or colon of another block): type it again`,
      owner: (p, field) =>
        `${q(field)} contient un caractère qui imite une lettre, un chiffre ou un signe ordinaire (« ${p.character} ») : retapez-le au clavier.`,
    },
    'mixed-script': {
      dev: (p) => `the word « ${p.word} » mixes Latin letters with « ${p.character} » (${p.code}, Cyrillic or Greek): type the word again`,
      owner: (p, field) =>
        `${q(field)} : dans le mot « ${p.word} », une lettre vient d’un autre alphabet (cyrillique ou grec) et ressemble seulement à une lettre française : retapez ce mot au clavier.`,
    },
    'foreign-letter': {
      dev: (p) =>
        `contains « ${p.character} » (${p.code}) at character ${p.at} of its text as shown, a letter or accent outside the French alphabet (dotless i, small capital, another script, a combining mark): type the word again`,
      owner: (p, field) =>
        `${q(field)} contient une lettre qui n’appartient pas à l’alphabet français (« ${p.character} ») : retapez ce mot au clavier.`,
    },
    'character-reference': {
      dev: (p) =>
        `contains the character reference « ${p.reference} » at character ${p.at}: a browser shows it as a character the rules read only decoded; write the character itself (only &amp; &lt; &gt; and the spaces &nbsp; &thinsp; &ensp; &emsp; stay written as references)`,
      owner: (p, field) =>
        `${q(field)} contient un code de caractère (« ${p.reference} ») à la place d’une lettre ou d’un signe : effacez-le et tapez le caractère lui-même au clavier.`,
    },
  },
  fixtures: {
    rejected: [
      { 'home.json': { intro: 'x'.repeat(10_001) } },
      { 'home.json': { intro: 'Tapis\u200bpersan' } },
      { 'home.json': { intro: 'Ｔapis' } },
      { 'home.json': { intro: 'cаmion' } },
      // Issue 37, point 3: HTML fields read as the browser shows them…
      html('Intervention 24\u00a0&#x200b;h/24'),
      html('Satisfait ou rem&shy;boursé'),
      html('Livr&#x430;ison offerte'),
      html('Satisfait ou rem&#98;oursé'),
      html('Intervention 24\u00a0&#104;/24'),
      // … letters outside French and look-alikes the first gate did not list…
      html('Livraıson offerte'),
      html('Livraison oﬀerte'),
      html('Livraisօn offerte'),
      html('Intervention 24\u00a0h∕24'),
      html('ʟivraison offerte'),
      html('Livrɑison offerte'),
      html('Lⅰvraison offerte'),
      html('LᎥvraison offerte'),
      html('Intervention 24\u00a0ℎ/24'),
      html('Intervention 24\u00a0h⁄24'),
      html('Li\u0307vraison offerte'),
    ],
    produces: [
      { file: 'home.json', pointer: '/intro', kind: 'text-too-long' },
      { file: 'home.json', pointer: '/intro', kind: 'invisible-character' },
      { file: 'home.json', pointer: '/intro', kind: 'foreign-letter' },
      { file: 'home.json', pointer: '/intro', kind: 'mixed-script' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'invisible-character' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'invisible-character' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'mixed-script' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'character-reference' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'character-reference' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'look-alike' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'look-alike' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'look-alike' },
      { file: 'cities/lyon.json', pointer: '/description', kind: 'foreign-letter' },
    ],
    accepted: {
      'home.json': { intro: 'Tapis persan, 48\u00a0h.' },
      'cities/lyon.json': {
        description: '<p>Tapis &amp; kilims, R&amp;D&nbsp;: 18&#8239;°C, <strong>Œuvre</strong> à Genève, m² et 3&#x202F;€ — « oui »…</p>',
      },
    },
  },
}
