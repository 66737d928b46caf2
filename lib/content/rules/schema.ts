// Each file against the JSON Schema of its kind (schemas/, lib/content/ajv.ts): one wording
// per kind of problem ajv reports, and for the two keywords our schemas add (`plainText`,
// `html`). The pattern's own sentence is the schema's `patternErrorMessage`, which VS Code
// shows too.
import { kindOf } from '../kinds.js'
import { schemaErrors } from '../ajv.js'
import { notAccepted, q, type FileRule, type Params, type Wording } from './rule.js'

/** A count in French: « 1 élément », « 3 éléments ». */
const items = (limit: string | number) => `${limit} élément${Number(limit) > 1 ? 's' : ''}`

/** The maintainer's sentence for each thing the HTML allowlist drops. */
const htmlSentence: Record<string, (p: Params) => string> = {
  comment: () => 'HTML comments are not allowed',
  markup: (p) => `markup ${p.tag} is not allowed`,
  tag: (p) => `HTML tag ${p.tag} is not allowed (allowed: ${p.allowed})`,
  'tag-inline': (p) => `HTML tag ${p.tag} is not allowed in this field, shown inside a heading or a line (allowed: ${p.allowed})`,
  'link-in-link': () => 'a link inside a link (<a> within <a>) is not allowed',
  handler: (p) => `attribute ${p.attribute} on ${p.tag} is not allowed: event handlers run script`,
  attribute: (p) => `attribute ${p.attribute} on ${p.tag} is not allowed`,
  'href-spaces': (p) => `link "${p.tag}" has spaces around it: remove them`,
  href: (p) => `link "${p.tag}" is not allowed: use a site path (/contact), https:, tel: or mailto:`,
}

const kinds: Record<string, Wording> = {
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
    owner: (p, field) => `${q(field)} : il faut au moins ${items(p.limit)} ; ajoutez-en.`,
  },
  'too-many': {
    dev: (p) => `must NOT have more than ${p.limit} items`,
    owner: (p, field) => `${q(field)} : ${items(p.limit)} au plus ; retirez-en.`,
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
    dev: (p) => String(p.dev || `fails the "${p.keyword}" rule`),
    owner: (_p, field) => notAccepted(field),
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
    owner: (_p, field) =>
      `${q(field)} contient un caractère invisible (une tabulation ou un saut de ligne collé) : effacez-le et retapez le texte.`,
  },
  // What the allowlist of lib/content/html.ts dropped (HtmlProblem): `what`, and the tag or link at fault.
  'html-not-allowed': {
    dev: (p) => htmlSentence[String(p.what)]?.(p) ?? `markup ${p.tag} is not allowed`,
    owner: (p, field) =>
      `${q(field)} contient une mise en forme que le site n’accepte pas${p.tag ? ` (${p.tag})` : ''} : gardez le gras, l’italique, les paragraphes, les listes et les liens vers une page du site, https:, tel: ou mailto:.`,
  },
  // An ordinary space before « : ; ! ? » or after « in a plainText or html field (html.ts typographyProblem).
  typography: {
    dev: (p) => `French typography: use a non-breaking space (\\u00a0) ${p.side} "${p.sign}" instead of an ordinary space`,
    owner: (_p, field) => `${q(field)} : la typographie française est à revoir (espaces, apostrophe, nombres).`,
  },
}

export const rule: FileRule = {
  id: 'schema',
  scope: 'file',
  check: (relative, data, _site, { ajv }) => {
    const kind = kindOf(relative)
    if (!kind) return []
    const validate = ajv.getSchema(kind.schema)
    if (!validate) throw new Error(`schema ${kind.schema} is missing from schemas/`)
    return schemaErrors(validate, data)
  },
  kinds,
  fixtures: {
    rejected: [
      {
        'salons/a.json': { id: 'a', city: 'Lyon', startDate: '2026-02-30', extra: 1, venue: ' ' },
        'salons/b.json': { venue: 'Eurexpo\u0007', endDate: 12 },
        'salons/c.json': { venue: 'Eurexpo <b>hall 5</b>' },
        'salons/d.json': { venue: 'Eurexpo : hall 5' },
        'salons/e.json': { venue: '' },
      },
      {
        'cities/a.json': {
          layout: 'ailleurs',
          nearbyAreas: ['Bron', 'Bron', 'Caluire', 'Écully', 'Oullins', 'Vénissieux'],
          description: '<script>x</script>',
        },
        'cities/b.json': {
          layout: 'district',
          specialties: [],
          neighborhoods: [],
          seo: { title: 'Lavage et restauration de tapis anciens à Lyon, rive gauche' },
        },
      },
      { 'gallery/a.json': { order: 0 }, 'site.json': { foundedYear: 2200 } },
    ],
    produces: [
      { file: 'salons/a.json', pointer: '', kind: 'required' },
      { file: 'cities/a.json', pointer: '', kind: 'required' },
      { file: 'gallery/a.json', pointer: '', kind: 'required' },
    ],
    accepted: {
      'salons/2026-04-lyon.json': {
        $schema: '../../schemas/salon.schema.json',
        id: '2026-04-lyon',
        city: 'LYON',
        startDate: '2026-04-24',
        endDate: '2026-04-27',
      },
    },
  },
}
