// The gate every string passes before any other rule reads it (lib/content/text-gate.ts):
// NFC, a length bound, no invisible character, no look-alike, no word mixing alphabets. It
// runs first (the rule book's list): it rewrites the document in place.
import { gateText } from '../text-gate.js'
import { q, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'text-gate',
  scope: 'file',
  check: (_relative, data) => gateText(data),
  kinds: {
    'text-too-long': {
      dev: (p) => `too long: ${p.length} characters, at most ${p.limit} (no other rule read past the first ${p.limit})`,
      owner: (p, field) => `${q(field)} est trop long : ${p.limit} caractères au plus ; raccourcissez-le.`,
    },
    'invisible-character': {
      dev: (p) =>
        `contains the invisible character ${p.code} at character ${p.at} (zero-width, soft hyphen, direction mark or the like): delete it; only the no-break spaces U+00A0 and U+202F are allowed`,
      owner: (_p, field) =>
        `${q(field)} contient un caractère invisible (souvent collé depuis un autre document) : effacez le mot concerné et retapez-le au clavier.`,
    },
    'look-alike': {
      dev: (p) =>
        `contains « ${p.character} » (${p.code}) at character ${p.at}, a full-width or mathematical look-alike of an ordinary character: type it again`,
      owner: (p, field) =>
        `${q(field)} contient un caractère qui imite une lettre ou un chiffre ordinaire (« ${p.character} ») : retapez-le au clavier.`,
    },
    'mixed-script': {
      dev: (p) => `the word « ${p.word} » mixes Latin letters with « ${p.character} » (${p.code}, Cyrillic or Greek): type the word again`,
      owner: (p, field) =>
        `${q(field)} : dans le mot « ${p.word} », une lettre vient d’un autre alphabet (cyrillique ou grec) et ressemble seulement à une lettre française : retapez ce mot au clavier.`,
    },
  },
  fixtures: {
    rejected: [
      { 'home.json': { intro: 'x'.repeat(10_001) } },
      { 'home.json': { intro: 'Tapis\u200bpersan' } },
      { 'home.json': { intro: 'Ｔapis' } },
      { 'home.json': { intro: 'cаmion' } },
    ],
    produces: [
      { file: 'home.json', pointer: '/intro', kind: 'text-too-long' },
      { file: 'home.json', pointer: '/intro', kind: 'invisible-character' },
      { file: 'home.json', pointer: '/intro', kind: 'look-alike' },
      { file: 'home.json', pointer: '/intro', kind: 'mixed-script' },
    ],
    accepted: { 'home.json': { intro: 'Tapis persan, 48\u00a0h.' } },
  },
}
