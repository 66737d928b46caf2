// French typography of every text field: what the validator reports and what
// `npm run validate -- --fix` rewrites. Each rule is a pattern with what it finds (the rule
// rules/typography.ts words it) and, when the fix is mechanical, the replacement the fixer applies.
// (The no-break space before « : ; ! ? » lives in html.ts, with the other per-field checks;
// the fixer repairs it too.)

const NBSP = '\u00a0'
const NNBSP = '\u202f'

/**
 * Strings whose wording the product's UI contract fixes (docs/PRODUCT.md), byte for byte: browser
 * tests look for them as written, straight apostrophe and English included. A field whose
 * whole value is one of these is left as it is.
 */
export const EXACT_WORDING = [
  "Zones d'intervention",
  "Nos Services d'Excellence",
  `Votre ville n'apparaît pas dans la liste${NBSP}?`,
  "Choisir l'heure",
  'Notre Expertise en Images',
  "Plus d'infos",
  '1000+',
]

/** Keys whose values are identifiers, paths, dates or numbers, never prose. */
const NOT_TEXT = new Set([
  '$schema',
  'src',
  'url',
  'link',
  'moreInfoUrl',
  'route',
  'slug',
  'id',
  'postcode',
  'postalCode',
  'e164',
  'display',
  'siret',
  'registration',
  'vatNumber',
  'phone',
  'email',
  'icon',
  'layout',
  'country',
  'value',
  'days',
  'opens',
  'closes',
  'showUntil',
  'startDate',
  'endDate',
  'relayBase',
  'highlightedClaims',
])

/** True when the string at this key is prose a visitor reads. */
export function isText(key: string, value: string): boolean {
  return !NOT_TEXT.has(key) && !/^(?:https?:|mailto:|tel:|\/)/.test(value)
}

/** One spelling per word on the whole site: each variant on the left is written as on the right. */
export const SPELLINGS: [wrong: RegExp, right: string][] = [
  [/\bKashan\b/g, 'Kachan'],
  [/\bQom\b/g, 'Ghom'],
  [/\bNain\b/g, 'Naïn'],
  [/\bantimite\b/g, 'antimites'],
  [/\b[Cc]inq ans\b/g, '5 ans'],
  // The call-back form's label is « Email » (a fixed UI contract): the rest of the site writes it so too.
  [/\be-mails\b/g, 'emails'],
  [/\be-mail\b/g, 'email'],
  [/\bE-mails?\b/g, 'Email'],
  [/\bkazaks?\b/g, 'Kazak'],
]

/** What a pattern found: `what` names it (spelling, digits, hour…); `right` and `wrong` the words, when it has them. */
export interface TypographyFinding {
  what: 'digits' | 'hour' | 'celsius' | 'percent' | 'apostrophe' | 'spelling'
  right?: string
  wrong?: string
}

interface Rule {
  pattern: RegExp
  /** What the validator reports (rules without one are only fixed). */
  finding?: (match: string) => TypographyFinding
  /** The mechanical fix; rules without one need a person. */
  fix?: (match: string, ...groups: string[]) => string
  /** Reported elsewhere (html.ts): only the fixer applies it. */
  fixOnly?: boolean
  /** A match that is fine after all, judged with the text around it. */
  allowed?: (match: string, before: string, after: string) => boolean
}

/** A 4-digit number read as a year (1100–2099) or a Swiss, Belgian or Luxembourg postcode. */
const isYearOrPostcode = (digits: string, before: string, after: string) =>
  /^(?:1[1-9]|20)\d\d$/.test(digits) ||
  (digits.length === 4 && (/^\)/.test(after) || /\($/.test(before) || /^[\s\u00a0][A-ZÀ-Ý]/.test(after)))

export const RULES: Rule[] = [
  {
    // 1000 → 1 000 (narrow no-break space); 10 000 with an ordinary space too. Years,
    // postcodes (5 digits, or 4 before a town or in brackets), phone numbers (pairs) and
    // SIRET (14 digits) are not amounts.
    pattern: /(?<![\d,.\u202f])(\d{1,3}(?:[ \u00a0]\d{3})+|\d{4}|\d{6,8})(?![\d,.\u202f])/g,
    finding: (match) => ({ what: 'digits', right: match.replace(/\D/g, '').replace(/\B(?=(\d{3})+$)/g, NNBSP), wrong: match }),
    fix: (match) => match.replace(/\D/g, '').replace(/\B(?=(\d{3})+$)/g, NNBSP),
    allowed: isYearOrPostcode,
  },
  {
    // 48h → 48 h; 48 h with an ordinary space too (09h00 is a time, left alone).
    // (?<!\d): a run of digits is tried from its first digit only (from every digit, a long run
    // without « h » after it was read again at each start: quadratic).
    pattern: /(?<!\d)(\d+) ?h(?![\p{L}\d])/gu,
    finding: (match) => ({ what: 'hour', right: `${match.replace(/ ?h$/, '')}${NBSP}h`, wrong: match }),
    fix: (_match, digits: string) => `${digits}${NBSP}h`,
  },
  {
    pattern: /(\d) ?°C/g,
    finding: () => ({ what: 'celsius' }),
    fix: (_match, digit: string) => `${digit}${NBSP}°C`,
  },
  {
    pattern: /(\d) ?%/g,
    finding: () => ({ what: 'percent' }),
    fix: (_match, digit: string) => `${digit}${NBSP}%`,
  },
  {
    pattern: /'/g,
    finding: () => ({ what: 'apostrophe' }),
    fix: () => '’',
  },
  {
    // Before : ; ! ? » and after «, the rule html.ts reports.
    pattern: /(?: ([:;!?»])|(«) )/g,
    fix: (_match, before?: string, after?: string) => (after ? `«${NBSP}` : `${NBSP}${before}`),
    fixOnly: true,
  },
  ...SPELLINGS.map(([wrong, right]): Rule => ({
    pattern: wrong,
    finding: (match) => ({ what: 'spelling', right, wrong: match }),
    fix: () => right,
  })),
]

/** Text outside HTML tags, where the rules apply (attributes keep their quotes). A tag holds no
 *  « < »: « <<<< » without « > » would otherwise be read to its end from every « < » (quadratic). */
function eachTextRun(text: string, apply: (run: string) => string): string {
  return text.replace(/(<[^<>]*>)|([^<]+)/g, (_whole, tag?: string, run?: string) => tag ?? apply(run ?? ''))
}

/** What `allowed` sees around a match: a few characters each side, never the whole text (a slice per match was quadratic). */
const CONTEXT = 16
const before = (text: string, index: number) => text.slice(Math.max(0, index - CONTEXT), index)
const after = (text: string, end: number) => text.slice(end, end + CONTEXT)

/** The rules the validator reports, each pattern global and compiled once (a copy per text was most of this check's cost). */
const REPORTED = RULES.filter((rule) => rule.finding).map((rule) => ({
  rule,
  finding: rule.finding!,
  pattern: new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`),
}))

/**
 * The problems of one text, each once. What a rule allows in its context (a year, a
 * postcode) is not reported.
 */
export function typographyFindings(text: string): TypographyFinding[] {
  if (EXACT_WORDING.includes(text)) return []
  // Made on the first problem: most texts have none.
  let problems: Map<string, TypographyFinding> | undefined
  eachTextRun(text, (run) => {
    for (const { rule, finding, pattern } of REPORTED) {
      pattern.lastIndex = 0
      for (let match = pattern.exec(run); match; match = pattern.exec(run)) {
        if (match[0] === '') pattern.lastIndex++
        if (rule.allowed?.(match[0], before(run, match.index), after(run, match.index + match[0].length))) continue
        const found = finding(match[0])
        ;(problems ??= new Map()).set(`${found.what}|${found.right}|${found.wrong}`, found)
      }
    }
    return run
  })
  return problems ? [...problems.values()] : []
}

/** The text with every mechanical fix applied; running it twice changes nothing more. */
export function fixTypography(text: string): string {
  if (EXACT_WORDING.includes(text)) return text
  return eachTextRun(text, (run) => {
    let out = run
    for (const rule of RULES) {
      if (!rule.fix) continue
      const fix = rule.fix
      out = out.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
        const offset = rest[rest.length - 2] as number
        const whole = rest[rest.length - 1] as string
        if (rule.allowed?.(match, before(whole, offset), after(whole, offset + match.length))) return match
        return fix(match, ...(rest.slice(0, -2) as string[]))
      })
    }
    return out
  })
}

/**
 * A document with every text field fixed (`npm run validate -- --fix` on a file, the admin's
 * editor on an entry before it saves): identifiers, paths and dates are left as they are.
 */
export function fixValue<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (isText(key, value) ? fixTypography(value) : value) as T
  if (Array.isArray(value)) return value.map((item) => fixValue(item, key)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fixValue(item, name)])) as T
  return value
}
