// The text a browser shows of a content string, for the text gate (text-gate.ts) and the claim
// rules (claim-text.ts): tags of inline elements join the words on either side
// (« liv<strong></strong>raison » reads « livraison »), any other tag is a space, and in an HTML
// field character references are decoded as a browser decodes them (« rem&#98;oursé »,
// « 24&#104;/24 »). The gate refuses every reference but those of markup and spaces
// (text-gate.ts, ENTITY): the few names decoded here are those that hide letters or invisible
// characters, so that a claim written with them is still read.

/** Elements that sit inside a line of text (phrasing content): their tags do not separate words. */
export const INLINE_ELEMENTS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
])

/** Named references decoded here: markup, spaces, invisible characters, and the letters and signs of French. */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  ZeroWidthSpace: '\u200b',
  NoBreak: '\u2060',
  rsquo: '’',
  lsquo: '‘',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  frasl: '\u2044',
  oelig: 'œ',
  OElig: 'Œ',
  aelig: 'æ',
  AElig: 'Æ',
  ...Object.fromEntries(
    (
      [
        ['acute', 'aeiouyAEIOUY', 'áéíóúýÁÉÍÓÚÝ'],
        ['grave', 'aeiouAEIOU', 'àèìòùÀÈÌÒÙ'],
        ['circ', 'aeiouAEIOU', 'âêîôûÂÊÎÔÛ'],
        ['uml', 'aeiouyAEIOUY', 'äëïöüÿÄËÏÖÜŸ'],
        ['cedil', 'cC', 'çÇ'],
      ] as const
    ).flatMap(([accent, bases, letters]) => [...bases].map((base, index) => [`${base}${accent}`, letters[index]])),
  ),
}

/** What a browser makes of the numbers 0x80–0x9F (windows-1252), the HTML standard's table. */
const C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function fromNumber(value: number): string {
  if (value >= 0x80 && value <= 0x9f) return C1[value - 0x80]
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(value)
}

const REFERENCE = /&(?:#(\d{1,8})|#x([0-9a-f]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/gi

/** Character references decoded: numbers always, names of NAMED (others are left as written). */
export function decodeReferences(html: string): string {
  if (!html.includes('&')) return html
  return html.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromNumber(Number(decimal))
    if (hex !== undefined) return fromNumber(parseInt(hex, 16))
    return Object.hasOwn(NAMED, name!) ? NAMED[name!] : reference
  })
}

/** A tag holds no « < » (« <<<< » without « > » was read to its end from every « < »). */
const TAG = /<(\/?)([a-z][a-z0-9]*)?[^<>]*>/gi

/** The tags of a text taken out: an inline element's and a comment join the words, any other's (br, p, li…) is a space. */
export function withoutTags(text: string): string {
  if (!text.includes('<')) return text
  return text.replace(TAG, (tag, _close, name?: string) =>
    tag.startsWith('<!') || (name && INLINE_ELEMENTS.has(name.toLowerCase())) ? '' : ' ',
  )
}

/** What the browser shows of a string: an HTML field's tags and references read as it reads them; a plain field's tags taken out too (they are refused, and must hide nothing meanwhile). */
export function shownText(value: string, html: boolean): string {
  const text = withoutTags(value)
  return html ? decodeReferences(text) : text
}
