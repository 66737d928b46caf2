// The one catalogue of the rule book's messages. Each rule has two wordings: `dev` for the
// terminal (`npm run validate`: English, with the file and JSON pointer printed beside it)
// and `owner` for the admin (French, the field named by the label the form shows, what to
// do; never a pointer, a path, « Error: », « schéma » or English). A rule that reports a
// problem calls say(rule, params); the validator prints `message`, the editor ownerMessage().
// A new rule is one entry here: the type of `say` refuses an id without its two wordings.

import { fixTypography } from './typography.js'

export type Params = Record<string, string | number>

interface Wording {
  dev: (params: Params) => string
  /** `field`: the label as the form shows it (« Date de fin », « Images › n° 2 › Titre »). */
  owner: (params: Params, field: string) => string
}

const q = (text: string | number) => `«\u00a0${text}\u00a0»`

/** French reasons of the claim patterns of claims.ts, by rule name (a new pattern falls back on the general one). */
const CLAIM_REASONS_FR: Record<string, string> = {
  'round-the-clock': 'l’atelier ne promet pas de service jour et nuit',
  'same day': 'l’atelier intervient sous 48\u00a0h, jamais le jour même',
  'free document': 'l’expertise est gratuite, pas un certificat ou un rapport écrit',
  'our own salon': 'les salons sont des événements datés de la liste « Salons », pas un stand de l’atelier',
  'years of experience': 'les années d’expérience sont celles de « Chiffres et promesses »',
  guarantee: 'la garantie est celle de « Chiffres et promesses »',
  delay: 'les délais sont ceux de « Chiffres et promesses »',
  'collection round': 'l’atelier vient chercher les tapis sur rendez-vous, il n’organise pas de tournées',
  'free delivery': 'l’enlèvement à domicile est gratuit, la livraison après nettoyage n’est pas annoncée comme gratuite',
  'service not offered': 'ce service ne fait pas partie de ceux de l’atelier (restauration, lavage, conservation, expertise, achat et vente)',
  'guarantee terms': 'les conditions de garantie sont celles écrites dans « Conditions des garanties »',
  'photo upload': 'le formulaire ne reçoit pas de fichiers : dites que les photos s’envoient par e-mail, après l’appel',
}

export const CATALOGUE = {
  // ---- one field against its schema (lib/content/ajv.ts) ----
  required: {
    dev: (p) => `missing required field "${p.field}"`,
    owner: (_p, field) => `${q(field)} est obligatoire : remplissez ce champ.`,
  },
  'unknown-field': {
    dev: (p) => `unknown field "${p.field}" (not in the schema; check its spelling)`,
    owner: (_p, field) => `${q(field)} n’existe pas pour ce contenu : videz ce champ.`,
  },
  'not-with-layout': {
    dev: () => 'this field is not allowed with this layout',
    owner: (_p, field) => `${q(field)} ne s’utilise pas avec cette mise en page : videz ce champ, ou choisissez l’autre mise en page.`,
  },
  'date-format': {
    dev: (p) => `must be a valid ${p.format}${p.format === 'date' ? ' (YYYY-MM-DD, a real calendar day)' : ''}`,
    owner: (p, field) =>
      p.format === 'date'
        ? `${q(field)} : choisissez une date dans le calendrier.`
        : p.format === 'email'
          ? `${q(field)} : écrivez une adresse e-mail complète, par exemple nom@exemple.fr.`
          : `${q(field)} : écrivez une adresse complète qui commence par https://.`,
  },
  'one-of': {
    dev: (p) => `must be one of: ${p.allowed}`,
    owner: (_p, field) => `${q(field)} : choisissez l’une des options de la liste.`,
  },
  pattern: {
    dev: (p) => String(p.dev),
    owner: (p, field) => `${q(field)} n’a pas la forme attendue${p.hint ? ` : ${String(p.hint).replace(/\.$/, '')}` : ''}. Corrigez-le.`,
  },
  'too-few': {
    dev: (p) => `must NOT have fewer than ${p.limit} items`,
    owner: (p, field) => `${q(field)} : il faut au moins ${p.limit} élément${Number(p.limit) > 1 ? 's' : ''} ; ajoutez-en.`,
  },
  'too-many': {
    dev: (p) => `must NOT have more than ${p.limit} items`,
    owner: (p, field) => `${q(field)} : ${p.limit} élément${Number(p.limit) > 1 ? 's' : ''} au plus ; retirez-en.`,
  },
  'too-short': {
    dev: (p) => `must NOT have fewer than ${p.limit} characters`,
    owner: (p, field) => `${q(field)} est trop court : écrivez au moins ${p.limit} caractères.`,
  },
  'too-long': {
    dev: (p) => `must NOT have more than ${p.limit} characters`,
    owner: (p, field) => `${q(field)} est trop long : ${p.limit} caractères au plus ; raccourcissez-le.`,
  },
  'too-small': {
    dev: (p) => `must be >= ${p.limit}`,
    owner: (p, field) => `${q(field)} : le nombre doit valoir au moins ${p.limit}.`,
  },
  'too-large': {
    dev: (p) => `must be <= ${p.limit}`,
    owner: (p, field) => `${q(field)} : le nombre doit valoir au plus ${p.limit}.`,
  },
  repeated: {
    dev: () => 'must NOT have duplicate items',
    owner: (_p, field) => `${q(field)} contient deux fois le même élément : retirez le doublon.`,
  },
  'wrong-type': {
    dev: (p) => `must be ${p.type}`,
    owner: (_p, field) => `${q(field)} n’a pas le bon type de valeur : videz-le et remplissez-le de nouveau.`,
  },
  'schema-other': {
    dev: (p) => String(p.dev),
    owner: (_p, field) => `${q(field)} n’est pas accepté par le site : vérifiez ce champ.`,
  },
  markup: {
    dev: () => 'must be plain text: HTML markup is not allowed in this field',
    owner: (_p, field) => `${q(field)} est un texte simple : retirez les balises (ce qui s’écrit entre < et >).`,
  },
  blank: {
    dev: () => 'must not be blank: write the text',
    owner: (_p, field) => `${q(field)} est vide : écrivez le texte.`,
  },
  'control-character': {
    dev: (p) => `contains the control character ${p.code} (invisible): remove it`,
    owner: (_p, field) => `${q(field)} contient un caractère invisible (une tabulation ou un saut de ligne collé) : effacez-le et retapez le texte.`,
  },
  'text-too-long': {
    dev: (p) => `too long: ${p.length} characters, at most ${p.limit} (no other rule read past the first ${p.limit})`,
    owner: (p, field) => `${q(field)} est trop long : ${p.limit} caractères au plus ; raccourcissez-le.`,
  },
  'invisible-character': {
    dev: (p) => `contains the invisible character ${p.code} at character ${p.at} (zero-width, soft hyphen, direction mark or the like): delete it; only the no-break spaces U+00A0 and U+202F are allowed`,
    owner: (_p, field) => `${q(field)} contient un caractère invisible (souvent collé depuis un autre document) : effacez le mot concerné et retapez-le au clavier.`,
  },
  'look-alike': {
    dev: (p) => `contains « ${p.character} » (${p.code}) at character ${p.at}, a full-width or mathematical look-alike of an ordinary character: type it again`,
    owner: (p, field) => `${q(field)} contient un caractère qui imite une lettre ou un chiffre ordinaire (« ${p.character} ») : retapez-le au clavier.`,
  },
  'mixed-script': {
    dev: (p) => `the word « ${p.word} » mixes Latin letters with « ${p.character} » (${p.code}, Cyrillic or Greek): type the word again`,
    owner: (p, field) => `${q(field)} : dans le mot « ${p.word} », une lettre vient d’un autre alphabet (cyrillique ou grec) et ressemble seulement à une lettre française : retapez ce mot au clavier.`,
  },
  'html-not-allowed': {
    dev: (p) => String(p.dev),
    owner: (p, field) =>
      `${q(field)} contient une mise en forme que le site n’accepte pas${p.tag ? ` (${p.tag})` : ''} : gardez le gras, l’italique, les paragraphes, les listes et les liens vers une page du site, https:, tel: ou mailto:.`,
  },
  typography: {
    dev: (p) => String(p.dev),
    owner: (_p, field) => `${q(field)} : la typographie française est à revoir (espaces, apostrophe, nombres).`,
  },
  spelling: {
    dev: (p) => `spelling: the site writes "${p.right}", not "${p.wrong}"`,
    owner: (p, field) => `${q(field)} : le site écrit ${q(p.right)}, pas ${q(p.wrong)}.`,
  },

  // ---- one file ----
  'still-placeholder': {
    dev: (p) => `still says "${p.mark}": write the real text`,
    owner: (p, field) => `${q(field)} dit encore ${q(p.mark)} : écrivez le vrai texte.`,
  },
  'image-missing': {
    dev: (p) => `image not found: ${p.shown}`,
    owner: (_p, field) => `${q(field)} : cette image n’existe pas ; choisissez-en une dans la médiathèque.`,
  },
  'key-is-file-name': {
    dev: (p) => `must equal the file name "${p.expected}" (found "${p.found}")`,
    owner: (p, field) => `${q(field)} doit rester ${q(p.expected)}.`,
  },
  'end-before-start': {
    dev: (p) => `must not be before startDate (${p.start})`,
    owner: (p, field) => `${q(field)} tombe avant la date de début (${p.startFr}) : choisissez une date de fin le même jour ou après.`,
  },
  'claim-not-made': {
    dev: (p) => `claim not in site.json (${p.name}): « ${p.match} »: ${p.why}`,
    owner: (p, field) =>
      `${q(field)} : ${q(p.match)} est une promesse que l’atelier ne fait pas (${CLAIM_REASONS_FR[String(p.name)] ?? 'les chiffres et promesses sont ceux de « Chiffres et promesses »'}). Reformulez sans elle.`,
  },
  'claim-unknown': {
    dev: (p) => `unknown claim "{claim:${p.key}}" (site.json → claims has: ${p.known})`,
    owner: (p, field) => `${q(field)} cite {claim:${p.key}}, qui n’est pas dans « Chiffres et promesses » : corrigez le nom entre accolades.`,
  },
  'caption-places-job': {
    dev: (p) => `names "${p.place}": a placeholder picture illustrates the kind of work, its caption must not place a job in the town or its neighbourhoods`,
    owner: (p, field) => `${q(field)} nomme ${q(p.place)} : une image provisoire illustre le travail de l’atelier, sa légende ne doit pas situer un chantier dans la ville. Retirez ce nom, ou choisissez une vraie photo.`,
  },

  // ---- across files ----
  'route-taken': {
    dev: (p) => `route ${p.route} is already served by ${p.owner}`,
    owner: (p, field) => `${q(field)} : l’adresse ${p.route} est déjà celle d’une autre page ; choisissez-en une autre.`,
  },
  'slug-reserved': {
    dev: (p) => `"${p.slug}" collides with ${p.reserved}: choose another slug`,
    owner: (p, field) => `${q(field)} : l’adresse /${p.slug} est réservée par le site ; choisissez-en une autre (le nom de la ville, par exemple).`,
  },
  'town-repeated': {
    dev: (p) => `repeats the town of ${p.owner} ("${p.town}"): a new city needs its own town, postcode and text`,
    owner: (p, field) => `${q(field)} : ${p.town} a déjà sa page (${p.route}). Une nouvelle ville a sa propre commune, son code postal et son texte.`,
  },
  'town-not-named': {
    dev: (p) => `must name the town "${p.town}"`,
    owner: (p, field) => `${q(field)} doit nommer la commune ${q(p.town)} : ajoutez son nom.`,
  },
  'order-taken': {
    dev: (p) => `${p.order} is already the order of ${p.owner}: give each item its own place`,
    owner: (p, field) => `${q(field)} : la place ${p.order} est déjà prise par une autre carte ; choisissez un autre numéro.`,
  },
  'link-to-nowhere': {
    dev: (p) => `links to ${p.route}, which is not a page of the site`,
    owner: (p, field) => `${q(field)} mène vers ${p.route}, qui n’est pas une page du site : corrigez le lien.`,
  },
  'coverage-link': {
    dev: (p) => `"${p.name}" must link to its own page ${p.route}, not ${p.found}`,
    owner: (p, field) => `${q(field)} : ${p.name} a sa page ${p.route} ; videz l’adresse du lien (le site la met tout seul).`,
  },
  'too-similar': {
    dev: (p) => `shares ${p.share} % of its 5-word sequences with ${p.other} (limit ${p.limit} %): rewrite the copied sentences with facts about this town`,
    owner: (p) =>
      `Cette page reprend ${p.share}\u00a0% de ses phrases d’une autre page (${p.otherRoute}) ; la limite est de ${p.limit}\u00a0%. Réécrivez les phrases copiées avec des faits propres à cette ville (quartiers, lieux, communes voisines).`,
  },
  'fixed-count': {
    dev: (p) => `${p.what} holds exactly ${p.expected} (docs/PRODUCT.md), found ${p.found}`,
    owner: (p) => `${p.whatFr} compte toujours exactement ${p.expected} éléments (il y en aurait ${p.found}) : ${p.doFr}`,
  },
  'site-reference-unknown': {
    dev: (p) => `unknown reference "{site:${p.reference}}": site.json has no text at ${p.path}`,
    owner: (_p, field) => `${q(field)} cite une information du site qui n’existe pas : retirez la mention entre accolades ou corrigez-la.`,
  },
  'title-has-brand': {
    dev: (p) => `must not contain "${p.brand}": the site appends « | ${p.brand} » to every title`,
    owner: (p, field) => `${q(field)} : le site ajoute lui-même «\u00a0| ${p.brand}\u00a0» à chaque titre ; retirez le nom de la maison.`,
  },
  'nearby-count': {
    dev: (p) => `names ${p.count} places with surroundings: « Communes voisines » and « Aux alentours » hold 5 names in all`,
    owner: (p) => `«\u00a0Communes voisines\u00a0» et «\u00a0Aux alentours\u00a0» nomment ensemble 5 lieux (il y en a ${p.count}) : ajoutez-en ou retirez-en.`,
  },
  'subtitle-postcode': {
    dev: (p) => `repeats a postcode: the page prints it once, in the tag beside the subtitle (« Code postal ${p.postcode} », or « postcodes »)`,
    owner: (_p, field) => `${q(field)} : retirez le code postal, la page l’affiche déjà dans l’étiquette à côté.`,
  },
  'postcodes-miss-postcode': {
    dev: (p) => `« ${p.postcodes} » does not name the postcode ${p.postcode}: the tag the page shows must hold it, in its list or range`,
    owner: (p, field) => `${q(field)} ne contient pas le code postal ${p.postcode} : ajoutez-le à la liste, ou écrivez une plage qui le comprend (« Codes postaux 69001 à 69009 »).`,
  },
  'neighbour-not-mutual': {
    dev: (p) => `does not name ${p.other}, although ${p.file} names ${p.town} among its neighbours: neighbouring arrondissements name each other`,
    owner: (p) => `«\u00a0Arrondissements voisins desservis\u00a0» ne cite pas ${p.other}, qui cite pourtant ${p.town} : ajoutez-le (cinq noms en tout).`,
  },
  'empty-state-urging': {
    dev: (p) => `urges the visitor (« ${p.words} ») over an empty list: say only that the next dates will be announced`,
    owner: (p, field) => `${q(field)} s’affiche quand aucun salon n’est prévu : retirez «\u00a0${p.words}\u00a0» et dites seulement que les prochaines dates seront annoncées.`,
  },
  'shared-run': {
    dev: (p) => `shares the ${p.words}-word run « ${p.run} » with ${p.count} other local pages (limit: ${p.limit} pages in all; ${p.others}): write this town's own sentence`,
    owner: (p, field) =>
      `${q(field)} reprend mot pour mot une phrase déjà présente sur ${p.count} autres pages de villes («\u00a0${p.run}\u00a0») : écrivez une phrase propre à cette ville.`,
  },
} satisfies Record<string, Wording>

export type RuleId = keyof typeof CATALOGUE

/** One problem found in the content: where it is, the developer's sentence, and the rule that words it for the owner. */
export interface ContentError {
  /** Path shown to the maintainer, e.g. content/cities/lyon.json. */
  file: string
  /** JSON pointer inside the file, '' for the whole file. */
  pointer: string
  message: string
  /** The rule of the catalogue (messages.ts) and its parameters: the editor words it in French. */
  rule?: RuleId
  params?: Params
}

export interface Said {
  rule: RuleId
  params: Params
  /** The developer wording, printed by `npm run validate`. */
  message: string
}

/** A problem of rule `rule`: its id and parameters (for the owner's wording) and the developer's sentence. */
export function say(rule: RuleId, params: Params = {}): Said {
  return { rule, params, message: CATALOGUE[rule].dev(params) }
}

/** The owner's sentence for a problem; `field` is the label the form shows for where it is.
 *  French typography as the site's own (no-break spaces before « : ; ! ? », ’). */
export function ownerMessage(problem: { rule?: RuleId; params?: Params }, field: string): string {
  const wording = problem.rule ? CATALOGUE[problem.rule] : undefined
  return fixTypography(wording ? wording.owner(problem.params ?? {}, field) : `${q(field)} n’est pas accepté par le site : vérifiez ce champ.`)
}
