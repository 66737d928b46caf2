// A town page speaks about its town; the home, service and about pages say what the
// workshop does only as site.json → claims states it (docs/PRODUCT.md, issue 36). This
// rule refuses, in their free prose, the vocabulary of processes, results and promises:
// each sentence of that kind was written freshly on a page, out of reach of the claim
// patterns, and was a promise nobody at the workshop had confirmed. The lexicon was built
// from what the pages said before issue 36; each entry keeps what a town description needs
// (a museum's collections, a town destroyed in 1944, a line served by the TGV).
// `{claim:…}` references are the business's one wording: they are taken out before reading.
import { S, A, W, E } from './claim.js'
import { q, type FileRule, type Fixture } from './rule.js'
import { withoutClaims } from '../references.js'

/** One entry of the lexicon: what the maintainer reads, and the words it refuses. */
interface Entry {
  word: string
  pattern: string
}

const L = '\\p{L}*'
const WORD = `\\p{L}+${S}+`

const LEXICON: Entry[] = [
  { word: 'dyed to match', pattern: `à${S}+l${A}identique|teinte?s?${S}+(?:sur${S}+mesure|d${A}après|au${S}+ton)` },
  { word: 'cold washing', pattern: `à${S}+froid` },
  { word: 'eliminate', pattern: `élimin${L}` },
  { word: 'neutralise', pattern: `neutralis${L}` },
  {
    word: 'mould stopped',
    pattern: `arrêt${L}${S}+(?:des${S}+|les${S}+|la${S}+)?moisissures?|moisissures?${S}+(?:${WORD}){0,2}arrêtée?s?`,
  },
  { word: 'without a trace', pattern: `sans${S}+(?:laisser${S}+(?:de${S}+|la${S}+moindre${S}+)?)?traces?` },
  { word: 'blends in', pattern: `se${S}+fond(?:e|ent)?${E}` },
  { word: 'customs', pattern: `(?:dé)?douan${L}` },
  {
    word: 'specialty',
    pattern: `spécialis${L}|spécialités?(?!${S}+(?:culinaires?|locales?|régionales?|gastronomiques?))${E}`,
  },
  {
    word: 'every rug',
    pattern: `chaque${S}+(?:tapis|kilim|pièce(?!${S}+(?:de${S}+la${S}+maison|du${S}+logement|de${S}+l${A}appartement|à${S}+vivre)))${E}|pièce${S}+par${S}+pièce`,
  },
  {
    word: 'home visit',
    pattern: `à${S}+domicile|chez${S}+(?:vous|nos${S}+clients|le${S}+client)${E}|(?:venons|vient|viennent|déplac${L})${S}+chez${E}`,
  },
  { word: 'dating and provenance', pattern: `datations?|provenances?` },
  {
    word: 'gentler method',
    pattern: [
      `plus${S}+(?:doux|douce|respectueu${L}|délicat${L})${E}`,
      `moins${S}+agressi${L}`,
      `en${S}+douceur`,
      `sans${S}+(?:agresser|abîmer|brusquer|frott${L}|délaver|altérer|détériorer|risque)${E}`,
      `(?:produits?|solvants?)${S}+chimiques?|sans${S}+chimie`,
      `savons?${S}+(?:doux|neutres?)`,
    ].join('|'),
  },
  {
    word: 'natural',
    pattern: `(?:séchage|teintures?|colorants?|produits?|savons?|méthodes?|lavages?|nettoyages?|procédés?)${S}+(?:${WORD})?naturel${L}`,
  },
  {
    // A manufacture or a museum is a place; « tapis d’Aubusson » on a town page was a specialty.
    word: 'Aubusson or Savonnerie',
    pattern: `(?<!(?:manufactures?|musée|tapisseries?|ateliers)${S}+(?:royales?${S}+)?(?:de${S}+la${S}+|de${S}+|d${A}))(?:aubusson|savonnerie)${E}`,
  },
  { word: 'washed and checked', pattern: `lavée?s?${S}*,?${S}+contrôlée?s?` },
  { word: 'guaranteed', pattern: `garanti${L}` },
  {
    word: 'insured',
    pattern: `assurance${L}|assurons|assur(?:é|ée|és|ées)${E}(?!${S}+par${S}+(?:le|la|les|des|un|une)${S}+(?:TGV|TER|trains?|tram${L}|bus|navettes?|lignes?|métro|RER|bateaux?|ferrys?|vols?)${E})`,
  },
  {
    word: 'promised result',
    pattern: [
      `raviv${L}|ravive${L}`,
      `redonn${L}`,
      `rend(?:re|ent|u|ra)?${S}+(?:leur|son|sa|ses)${S}+(?:éclat|couleurs?|souplesse|fraîcheur|jeunesse|lustre)`,
      `retrouv${L}${S}+(?:leur|son|sa|ses)${S}+(?:éclat|couleurs?|souplesse|fraîcheur|gonflant|lustre|jeunesse)`,
      `(?:fait|faire|font)${S}+disparaître`,
      `jusqu${A}au${S}+cœur`,
      `en${S}+profondeur`,
      `éradiqu${L}`,
      `(?:mites|larves|œufs|parasites|insectes)${S}+(?:${WORD}){0,3}détrui${L}|détrui${L}${S}+(?:les${S}+)?(?:mites|larves|œufs|parasites)`,
    ].join('|'),
  },
  {
    // The seven steps are written once (the washing service's process, {claim:washingSteps}).
    word: 'washing steps retold',
    pattern: `(?:\\d+|sept)${S}+étapes|séchage${S}+(?:lent|à${S}+plat|à${S}+l${A}air|contrôlé)|shampo${L}|rinçages?${S}+(?:abondants?|prolongés?|à${S}+l${A}eau)`,
  },
  { word: 'knot by knot', pattern: `nœud${S}+par${S}+nœud` },
]

/** One pattern over the lexicon: the entry is the group that matched. */
const PATTERN = new RegExp(LEXICON.map((entry) => `${W}(${entry.pattern})`).join('|'), 'giu')

/** The pages whose free prose speaks only through claims: towns, the home (its gallery too), the services, the about and coverage pages. */
const IN_SCOPE = /^(?:cities\/[^/]+|gallery\/[^/]+|services\/[^/]+|home|coverage|pages\/(?:a-propos|a-proximite|services|contact))\.json$/
/** Names, not prose (a neighbourhood « Les Teinturiers »); and the washing process, the one place the site tells it. */
const NAMES = /^\/(?:slug|town|postcodes?|region|neighborhoods|landmarks|nearbyAreas|surroundings|image|portfolio\/\d+\/src)(?:\/|$)/

export const inScope = (relative: string) => IN_SCOPE.test(relative)

/** The process, result and promise words a text says outside its claim references, each with the lexicon entry it matched. */
export function workshopWords(text: string): { word: string; match: string }[] {
  const found = []
  const plain = withoutClaims(text)
  PATTERN.lastIndex = 0
  for (let match = PATTERN.exec(plain); match; match = PATTERN.exec(plain)) {
    const index = match.slice(1).findIndex((group) => group !== undefined)
    found.push({ word: LEXICON[index].word, match: match[0] })
  }
  return found
}

const city = (text: string): Fixture => ({ 'cities/nice.json': { town: 'Nice', description: text } })

export const rule: FileRule = {
  id: 'workshop-words',
  scope: 'file',
  check: (relative, _data, _site, { prose }) => {
    if (!inScope(relative)) return []
    const findings = []
    for (const { pointer, plain } of prose) {
      if (NAMES.test(pointer) || (relative.startsWith('services/') && pointer.startsWith('/process/'))) continue
      const [first] = workshopWords(plain)
      if (first) findings.push({ pointer, params: { word: first.word, match: first.match } })
    }
    return findings
  },
  dev: (p) =>
    `the workshop's process, result or promise in free prose (${p.word}): « ${p.match} »; a town page describes the town, and what the workshop does comes from site.json → claims ({claim:…})`,
  owner: (p, field) =>
    `${q(field)} : ${q(p.match)} décrit un procédé, un résultat ou une promesse de l’atelier. Sur cette page, l’atelier ne parle de son travail qu’avec les phrases de « Chiffres et promesses » : décrivez la ville ou le tapis sans elle.`,
  fixtures: {
    rejected: [
      city('<p>Vos soies sont lavées à froid.</p>'),
      city('Une laine teinte à l’identique, et la reprise se fond dans le dessin.'),
      city('Les larves et les œufs sont éliminés jusqu’au cœur des nœuds.'),
      city('Votre tapis est déclaré en douane à l’aller comme au retour.'),
      city('Nos spécialités : les tapis d’Aubusson et de la Savonnerie.'),
      city('Chaque tapis est lavé, contrôlé et restauré avant la vente.'),
      city('Un artisan se déplace chez vous pour une datation gratuite.'),
      city('Une méthode plus douce, au savon doux et séchage naturel.'),
      city('Lavage en 7 étapes, odeurs neutralisées, moisissures arrêtées, résultat garanti.'),
      { 'home.json': { seoText: { body: '<p>Une méthode qui ravive les couleurs sans agresser la laine.</p>' } } },
      { 'services/lavage-tapis.json': { intro: 'Un lavage qui nettoie en profondeur.', process: { steps: [] } } },
    ],
    produces: [
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'cities/nice.json', pointer: '/description' },
      { file: 'home.json', pointer: '/seoText/body' },
      { file: 'services/lavage-tapis.json', pointer: '/intro' },
    ],
    accepted: {
      'cities/nice.json': {
        town: 'Nice',
        description:
          '<p>Le musée Masséna expose ses collections dans une villa de 1898 ; la rue de la Teinturerie garde le nom des anciens ateliers. Détruite en partie en 1944, la ville est desservie par le TGV, la liaison étant assurée par la ligne Marseille-Vintimille. Le climat est doux, chaque pièce de la maison s’ouvre sur un jardin.</p><p>{claim:workshopCleaning}, {claim:restorationGuarantee}.</p>',
        landmarks: ['Manufacture de la Savonnerie', 'Quartier des Teinturiers à domicile'],
        specialties: ['<strong>La manufacture d’Aubusson</strong> et ses tapisseries d’Aubusson au musée'],
      },
      'services/lavage-tapis.json': { process: { steps: [{ title: 'Séchage lent à plat', description: 'Séchage à plat.' }] } },
      'pages/mentions-legales.json': { body: 'L’hébergement est assuré par un prestataire ; garanties du transfert.' },
    },
  },
}
