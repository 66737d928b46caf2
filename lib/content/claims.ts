// Claims: every figure and promise the site makes is written once, in site.json → claims.
// A text shows one by reference, `{claim:quote}`, which the loader replaces with the text
// of site.json; the validator rejects prose that states a figure or a promise site.json
// does not make (the patterns below, explained in docs/CONTENT.md).

/** `{claim:key}` anywhere in a string. */
const REFERENCE = /\{claim:([A-Za-z]+)\}/g

/** The keys a text refers to. */
export function claimReferences(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((match) => match[1])
}

/** The text with each reference replaced by the claim's wording. */
export function resolveClaims(text: string, claims: Record<string, string>): string {
  return text.replace(REFERENCE, (whole, key: string) => claims[key] ?? whole)
}

/**
 * `{site:host.name}`: a fact of the business identity (site.json), written once there and
 * shown by the legal pages (host, mediator, registration…). The path names a text or number.
 */
const SITE_REFERENCE = /\{site:([A-Za-z]+(?:\.[A-Za-z]+)*)\}/g

/** The paths a text refers to in site.json. */
export function siteReferences(text: string): string[] {
  return [...text.matchAll(SITE_REFERENCE)].map((match) => match[1])
}

/** The text or number at a dotted path of site.json, as text; undefined when there is none. */
export function siteValue(site: unknown, dotted: string): string | undefined {
  let node = site
  for (const key of dotted.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined
}

/** The text with each claim and site reference replaced by site.json's wording. */
function resolveText(text: string, claims: Record<string, string>, site: unknown): string {
  return resolveClaims(text, claims).replace(SITE_REFERENCE, (whole, dotted: string) => siteValue(site, dotted) ?? whole)
}

/** Every string of a document with its claim (and, given site.json, site) references resolved (a new value). */
export function resolveDocument<T>(value: T, claims: Record<string, string>, site?: unknown): T {
  if (typeof value === 'string') return resolveText(value, claims, site) as T
  if (Array.isArray(value)) return value.map((item) => resolveDocument(item, claims, site)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDocument(item, claims, site)])) as T
  return value
}

/** The numbers written before a unit in the claims of site.json (48 for « sous 48 h »). */
function figures(claims: Record<string, string>, keys: string[], unit: RegExp): Set<string> {
  const found = new Set<string>()
  for (const key of keys) for (const match of (claims[key] ?? '').matchAll(new RegExp(`(\\d+)\\s*${unit.source}`, 'g'))) found.add(match[1])
  return found
}

interface ClaimRule {
  name: string
  pattern: RegExp
  /** For figures: the value site.json allows; the match is fine when it is one of them. */
  allowed?: (claims: Record<string, string>) => Set<string>
  /** The match is fine when the same text also says this (a photo request that says how to send them). */
  unless?: RegExp
  why: string
}

const S = '[\\s\\u00a0\\u202f]'
const A = "['’]"
/** Up to `n` words between two parts of a pattern. */
const upTo = (n: number) => `(?:[^\\s.,!?;:]+${S}+){0,${n}}?`
/** French words have no \\b in JavaScript (é, è… are not \\w): a word starts after a non-letter. */
const W = '(?<![\\p{L}\\d])'
const E = '(?![\\p{L}\\d])'
/** Before a figure: a run of digits is tried from its first digit only (from every digit, « 1111… » was quadratic). */
const D = '(?<!\\d)'
/** The longest stretch a rule reads within one sentence: an unbounded one made a text repeating the first word quadratic. */
const SENTENCE = 300

/** The list docs/CONTENT.md explains; one entry per kind of promise. */
export const CLAIM_RULES: ClaimRule[] = [
  { name: 'round-the-clock', pattern: new RegExp(`\\b24${S}*(?:h${S}*)?/${S}*24\\b|\\b7${S}*j(?:ours)?${S}*/${S}*7\\b`, 'i'), why: 'site.json promises no round-the-clock service' },
  { name: 'same day', pattern: new RegExp(`\\ble jour même\\b|\\bdans la journée\\b|\\bdans l${A}heure\\b`, 'i'), why: 'site.json promises an intervention within 48 h, never on the same day' },
  { name: 'free document', pattern: new RegExp(`\\b(?:certificat|attestation|rapport)s?\\b[^.!?]{0,${SENTENCE}}?\\bgratuit|\\bgratuit[^.!?]{0,${SENTENCE}}?\\b(?:certificat|attestation|rapport)s?\\b`, 'i'), why: 'site.json makes the expertise free, not a written certificate or report: name the document in a sentence without « gratuit »' },
  { name: 'our own salon', pattern: new RegExp(`\\bnotre${S}+(?:salon|stand)\\b`, 'i'), why: 'salons are dated events of content/salons/, not a stand of ours' },
  {
    name: 'years of experience',
    pattern: new RegExp(`${D}(\\d+)${S}+ans${S}+(?:d${A}expérience|de métier|de savoir-faire)|expérience${S}+de${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans|depuis${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans`, 'i'),
    allowed: (claims) => figures(claims, ['experience'], /ans/),
    why: 'the years of experience are those of site.json → claims.experience',
  },
  {
    name: 'guarantee',
    pattern: new RegExp(`garanti(?:e|es|s)?${S}+(?:de${S}+|pendant${S}+)?(\\d+)${S}+ans|${D}(\\d+)${S}+ans${S}+de${S}+garantie`, 'i'),
    allowed: (claims) => figures(claims, ['restorationGuarantee'], /ans/),
    why: 'the guarantee is the one of site.json → claims.restorationGuarantee',
  },
  // The product (docs/PRODUCT.md): work « by appointment »; no collection rounds, truck or fixed pick-up days.
  {
    name: 'collection round',
    pattern: new RegExp(`${W}tournées?${E}(?!${S}+(?:vers|sur)${E})|${W}camions?${E}|${W}(?:jours?|dates?)${S}+de${S}+(?:passage|collecte|ramassage)${E}`, 'iu'),
    why: 'the business (docs/PRODUCT.md) offers pick-up and delivery by appointment (« sur rendez-vous »), never rounds, a truck or fixed collection days',
  },
  // The product (docs/PRODUCT.md): free home pick-up, delivery after cleaning; the delivery is never said to be free.
  {
    name: 'free delivery',
    pattern: new RegExp(
      [
        `${W}(?:enlèvements?|collectes?|ramassages?|retraits?)${S}+(?:et|&)${S}+(?:de${S}+)?(?:la${S}+)?(?:re)?livraisons?${S}+${upTo(3)}(?:gratuit|offert)`,
        `${W}(?:livraisons?|retours?)${S}+${upTo(3)}(?:gratuite?s?|offerte?s?)${E}`,
        `${W}(?:livr|rapport|ramen|rapatri|retourn|desservi)\\p{L}*${S}+${upTo(3)}(?:gratuitement|sans${S}+frais|à${S}+nos${S}+frais)`,
        `${W}gratuitement${S}+${upTo(2)}(?:livr|rapport|ramen)\\p{L}*`,
      ].join('|'),
      'iu',
    ),
    why: 'site.json makes the pick-up free (claims.freePickup), not the delivery: write « enlèvement à domicile gratuit » and « livraison après nettoyage »',
  },
  // Services the product does not list (restoration, washing, conservation, expertise, buying and selling).
  {
    name: 'service not offered',
    pattern: new RegExp(
      [
        // Tapestry work (a town's historic tapestry may still be named).
        `${W}tapis${S}+(?:et|ou)${S}+(?:de${S}+|des${S}+|les${S}+|vos${S}+)?(?:tapisseries?|tentures?)${E}`,
        `${W}(?:vos|nos)${S}+(?:tapisseries?|tentures?)${E}`,
        `${W}(?:restaur|nettoy|lav|répar|entret|conserv)\\p{L}*${S}+${upTo(3)}(?:tapisseries?|tentures?)${E}`,
        `${W}(?:tapisseries?|tentures?)${S}+(?:et${S}+\\p{L}+${S}+)?de${S}+famille`,
        // Insurance claims and insurance cover.
        `${W}sinistres?${E}`,
        `${W}assur(?:ances?|eurs?)${E}`,
        // Authentication, and a valuation called independent by a business that also buys rugs.
        `${W}authenti(?:fi|cit)\\p{L}*`,
        `${W}(?:évaluations?|expertises?|estimations?|avis)${S}+${upTo(1)}indépendante?s?${E}`,
        // Hotels as clients, documentation handed over.
        `${W}(?:pour${S}+les|aux|clients?|clientèle)${S}+(?:\\p{L}+${S}+)?h[ôo]tel(?:s|iers?|lerie)${E}`,
        `${W}(?:entreprises|particuliers|restaurants|collectionneurs|professionnels)${S}*,${S}*(?:des${S}+|les${S}+)?h[ôo]tels${E}`,
        `${W}h[ôo]tels${S}*(?:,|et)${S}*(?:des${S}+|les${S}+)?(?:restaurants|institutions|entreprises|ambassades|administrations|bureaux)${E}`,
        `${W}documentation${S}+(?:\\p{L}+${S}+)?remise${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'the business (docs/PRODUCT.md) lists restoration, washing, conservation, expertise and valuation, buying and selling: no tapestry work, insurance claims or cover, authentication, « independent » valuation, hotel clientele or documentation',
  },
  // The guarantees are site.json's words (restorationGuarantee, buyBack) and their terms in site.json → terms.
  {
    name: 'guarantee terms',
    pattern: new RegExp(
      [
        `${W}si${S}+(?:une|la|votre|cette|chaque)${S}+(?:reprise|restauration|réparation|couture|frange)${S}+${upTo(2)}(?:faiblit|lâche|cède|se${S}+défait|bouge|vieillit|s${A}use)`,
        `${W}(?:la|le|les)${S}+(?:refaisons|reprenons|reprendrons|referons|retouchons|remplaçons)${S}+${upTo(2)}(?:si${S}+(?:nécessaire|besoin)|gratuitement|sans${S}+frais|à${S}+nos${S}+frais)`,
        `${W}garanti\\p{L}*[^.!?]{0,80}?${W}(?:refaisons|reprenons|reprendrons|referons|remboursons|remplaçons|échangeons)${E}`,
        `${W}satisfaits?${S}+ou${S}+rembours`,
      ].join('|'),
      'iu',
    ),
    why: 'only the guarantees of site.json → claims, with the terms written in site.json → terms (shown on /mentions-legales): no other undertaking',
  },
  // The form takes no file: a page asking for photos says how to send them.
  {
    name: 'photo upload',
    pattern: new RegExp(
      `${W}(?:joign|envoy|adress|transmet|transmett|fourn|partag|téléchar|déposez|ajoutez)\\p{L}*${S}+(?:-?nous${S}+)?${upTo(3)}photos?${E}|${W}(?:quelques|des|vos)${S}+photos?${E}|${W}photos?${S}+(?:\\p{L}+${S}+){0,3}?(?:à${S}+l${A}appui|suffisent)`,
      'iu',
    ),
    unless: /e-?mail|courriel|adresse électronique/i,
    why: 'the call-back form takes no file: say how photos are sent (« par e-mail, après notre appel ») in the same text, or drop them',
  },
  // The product offers free expertise without commitment, not a visit: pick-up is what comes to the home.
  {
    name: 'home visit',
    pattern: new RegExp(
      [
        `${W}chez${S}+vous${S}+ou${S}+à${S}+l${A}atelier${E}`,
        `${W}à${S}+l${A}atelier${S}+ou${S}+(?:à${S}+domicile|chez${S}+vous)${E}`,
        `${W}à${S}+domicile${S}+ou${S}+à${S}+l${A}atelier${E}`,
        `${W}rendez-vous${S}+(?:à${S}+domicile|chez${S}+vous)${E}`,
        `${W}(?:expertises?|estimations?|évaluations?|diagnostics?)${S}+${upTo(2)}(?:à${S}+domicile|chez${S}+vous)${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'the business (docs/PRODUCT.md) offers a free expertise and a free pick-up at home, never a visit or an expertise at home: « enlèvement à domicile », « expertise gratuite »',
  },
  // The product gives years of experience (20, 25, 30+) without saying whose: never « each » craftsman's.
  {
    name: 'each craftsman',
    pattern: new RegExp(
      [
        `${W}chacun${S}+de${S}+nos${S}+(?:\\p{L}+${S}+)?(?:artisans|restaurateurs|experts|ouvriers)${E}`,
        `${W}(?:tous${S}+)?nos${S}+(?:maîtres${S}+)?(?:artisans|restaurateurs)${S}+(?:comptent|ont|totalisent|possèdent|affichent)${S}+(?:chacun${S}+|tous${S}+)?plus${S}+de${E}`,
        `${W}ans${S}+(?:d${A}expérience|de${S}+métier|de${S}+pratique)${S}+chacun${E}`,
        `${W}plus${S}+de${S}+\\d+${S}+ans${S}+de${S}+(?:pratique|métier)${S}+chacun${E}`,
        `${W}(?:pratique|métier)${S}+chacun${E}`,
        `${W}(?:chacun|tous)${S}+(?:compte|comptent|a|ont|possède|possèdent|totalise|totalisent)${S}+plus${S}+de${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'site.json → claims.experience gives the years without saying whose: no « chacun de nos artisans », no « nos artisans comptent plus de… »',
  },
  // Results a workshop cannot promise before seeing the rug.
  {
    name: 'promised result',
    pattern: new RegExp(
      [
        `${W}(?:invisibles?|indécelables?|imperceptibles?)${E}`,
        `${W}(?:œil|oeil)${S}+(?:averti|exercé|expert)${S}+ne${S}+(?:repère|voit|distingue|décèle)`,
        `${W}sans${S}+(?:décolorer|ternir|altérer${S}+les${S}+couleurs)${E}`,
        `${W}même${S}+anciennes?${S}*(?:,|${S})${S}*${upTo(3)}(?:traitée?s|enlevée?s|effacée?s|retirée?s)${E}`,
        `${W}comme${S}+neufs?${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'the business (docs/PRODUCT.md) promises the work, not its result: no invisible repair, no stain said to go without a trace',
  },
  // Undertakings the product does not give (the services and claims of site.json only).
  {
    name: 'undertaking not given',
    pattern: new RegExp(
      [
        `${W}recherches?${S}+(?:sur${S}+mesure|personnalisées?)${E}`,
        `${W}(?:origine|provenance)${S}+et${S}+(?:époque|âge|date)${S}+(?:indiquée?s|garantie?s|certifiée?s|précisée?s)${E}`,
        `${W}strictement${S}+confidentiel`,
        `${W}jamais${S}+(?:en${S}+)?machines?${E}`,
        `${W}(?:tunnels?|chaînes?)${S}+de${S}+lavage${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'the business (docs/PRODUCT.md) lists the services and claims of site.json: no made-to-measure search, certified origin, confidentiality pledge or washing method it does not state',
  },
  // The buy-back guarantee is site.json's words; its terms are for the workshop to give, and no refund is promised.
  {
    name: 'refund',
    pattern: new RegExp(`${W}(?:rembours\\p{L}*|restitu\\p{L}*${S}+(?:le|du)${S}+prix)`, 'iu'),
    why: 'the business (docs/PRODUCT.md) gives a 30-day buy-back guarantee (claims.buyBack), not a refund; its conditions are the workshop’s to confirm (site.json → terms)',
  },
  // Conditions of a guarantee only the workshop can give: exclusions and steps.
  {
    name: 'guarantee conditions',
    pattern: new RegExp(
      [
        `${W}ne${S}+couvre${S}+(?:ni|pas)${E}`,
        `${W}usure${S}+normale${E}`,
        `${W}présentez${S}+${upTo(1)}facture${E}`,
        `${W}(?:reprenons|refaisons|réparons|remplaçons)${S}+${upTo(3)}à${S}+nos${S}+frais${E}`,
      ].join('|'),
      'iu',
    ),
    why: 'the conditions of the guarantees are the workshop’s to give: site.json → terms says « à confirmer par l’atelier » until it does',
  },
  // Free is the pick-up (claims.freePickup, claims.radius); a « free » heading over pick-up and delivery makes both read free.
  {
    name: 'free around Paris',
    pattern: new RegExp(`(?<!(?:enlèvement|ramassage|collecte)(?:${S}+à${S}+domicile)?(?:${S}|[:,])+)${W}gratuite?${S}+(?:autour${S}+de|dans${S}+un${S}+rayon|jusqu${A}à${S}+\\d)`, 'iu'),
    why: 'only the pick-up is free within 50 km (claims.radius): say « Enlèvement gratuit autour de Paris », never « Gratuit autour de Paris »',
  },
  {
    name: 'delay',
    pattern: new RegExp(`\\b(?:sous|en|dans les|moins de)${S}+(\\d+)${S}*h(?:eures)?\\b`, 'i'),
    allowed: (claims) => figures(claims, Object.keys(claims), /h\b/),
    why: 'delays are those of site.json → claims (quote, intervention, expressWashing)',
  },
]

/** Each rule's pattern made global once: a copy per call (matchAll copies it too) recompiled it for every string, 90 % of this rule's cost. */
const GLOBAL_PATTERNS = CLAIM_RULES.map((rule) => new RegExp(rule.pattern.source, `g${rule.pattern.flags.replace('g', '')}`))

/** The figures each rule allows, per claims object (site.json's, the same for every string of a run). */
const allowedFigures = new WeakMap<Record<string, string>, (Set<string> | undefined)[]>()

/** The claims a text makes that site.json does not: one message per rule broken. */
export function claimIssues(text: string, claims: Record<string, string>): string[] {
  // A tag holds no « < » (« <<<< » without « > » was read to its end from every « < »).
  const plain = text.replace(/<[^<>]*>/g, ' ')
  const problems: string[] = []
  let allowed = allowedFigures.get(claims)
  if (!allowed) allowedFigures.set(claims, (allowed = CLAIM_RULES.map((rule) => rule.allowed?.(claims))))
  CLAIM_RULES.forEach((rule, index) => {
    if (rule.unless?.test(plain)) return
    const pattern = GLOBAL_PATTERNS[index]
    pattern.lastIndex = 0
    for (let match = pattern.exec(plain); match; match = pattern.exec(plain)) {
      if (match[0] === '') pattern.lastIndex++
      const figure = match.slice(1).find((group) => group !== undefined)
      if (allowed[index] && figure !== undefined && allowed[index].has(figure)) continue
      problems.push(`claim not in site.json (${rule.name}): « ${match[0].trim()} »: ${rule.why}`)
      break
    }
  })
  return problems
}
