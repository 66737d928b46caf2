// The text the claim rules (rules/claims/) match: what the browser shows (shown-text.ts) folded
// to a skeleton, so that a claim is read however it is spelled. The text gate (text-gate.ts)
// refuses every character folded here but the typographic ones; the fold makes the claim rules
// hold on their own too, and on the built pages, whose text no gate has read
// (tests/site/rendered-text.ts). In the spirit of UTS #39's skeleton, for French:
// - NFKC: compatibility forms to their ordinary letter (full-width, mathematical, « ﬀ », « ℎ »,
//   « ⅰ », superscripts), and the no-break spaces to spaces;
// - the look-alikes NFKC leaves (LOOK_ALIKES): dotless « ı », small capitals, « ɑ », Armenian,
//   Cherokee, Cyrillic and Greek letters shaped as Latin ones, the slashes and colon of other
//   blocks, apostrophes and hyphens of every kind;
// - no combining mark left after composition (French letters are precomposed: « i + ◌̇ » is « i »),
//   no invisible character (« 24<ZWSP>h » is « 24h »);
// - numbers written in words as figures (number-words.ts).
import { numberWordsAsFigures } from './number-words.js'

/** Each character NFKC leaves, and the ordinary one it imitates. */
const LOOK_ALIKES: Record<string, string> = Object.fromEntries(
  (
    [
      ['ıɪᎥіӏ', 'i'],
      ['ȷјϳ', 'j'],
      ['ɑαа', 'a'],
      ['ᴀ', 'a'],
      ['ʙв', 'b'],
      ['ᴄсϲ', 'c'],
      ['ᴅԁ', 'd'],
      ['ᴇеε', 'e'],
      ['ꜰ', 'f'],
      ['ɢɡ', 'g'],
      ['ʜһн', 'h'],
      ['ᴊ', 'j'],
      ['ᴋκк', 'k'],
      ['ʟ', 'l'],
      ['ᴍм', 'm'],
      ['ɴη', 'n'],
      ['ᴏοоօ', 'o'],
      ['ᴘρр', 'p'],
      ['ǫԛ', 'q'],
      ['ʀ', 'r'],
      ['ꜱѕ', 's'],
      ['ᴛτт', 't'],
      ['ᴜυս', 'u'],
      ['ᴠν', 'v'],
      ['ᴡԝ', 'w'],
      ['χх', 'x'],
      ['ʏуγ', 'y'],
      ['ᴢ', 'z'],
      ['\u2044\u2215\u2571\u29f8\u3033', '/'],
      ['\u2216\u2572\u29f5\u29f9', '\\'],
      ['\u2236\ua789', ':'],
      ['‘ʼʹ′`´', "'"],
      ['\u2010\u2011\u2012\u2212', '-'],
    ] as const
  ).flatMap(([characters, ordinary]) => [...characters].map((character) => [character, ordinary])),
)
const LOOK_ALIKE = new RegExp(
  `[${Object.keys(LOOK_ALIKES)
    .join('')
    .replace(/[\\\]^-]/g, '\\$&')}]`,
  'gu',
)
/** Combining marks and invisible characters (format controls, fillers, variation selectors). */
const DROPPED = /[\p{M}\p{Cf}\u115f\u1160\u3164\uffa0]/gu

/** The skeleton of a shown text: what the claim rules match. */
export function claimText(shown: string): string {
  let text = shown.normalize('NFKC')
  // Nearly every French text is ASCII and Latin-1 after NFKC: nothing else to fold.
  if (/[^\x00-\xac\xae-\xff\u0152\u0153\u0178\u2013\u2014\u2019\u2026\u20ac]/u.test(text))
    text = text.replace(LOOK_ALIKE, (character) => LOOK_ALIKES[character]).replace(DROPPED, '')
  return numberWordsAsFigures(text)
}
