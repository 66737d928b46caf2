// The rules on what content says (lib/content/rules/: typography, the claim patterns, the
// city pages' rules; release.ts, fix.ts): for each rule one text it rejects and one it
// accepts, then the fixer, the claim references and the release check.
import { describe, expect, it } from 'vitest'
import { createAjv } from '../../lib/content/ajv.js'
import { fixJsonText } from '../../lib/content/fix.js'
import { resolveClaims, resolveDocument } from '../../lib/content/references.js'
import { releaseProblems } from '../../lib/content/release.js'
import { RULES, claimIssues, type ContentError } from '../../lib/content/rule-book.js'
import { checkDocuments } from '../../lib/content/engine.js'
import { kindsOf } from '../../lib/content/rules/rule.js'
import { typographyIssues } from '../../lib/content/rules/typography.js'
import { fixTypography, isText } from '../../lib/content/typography.js'
import { readSchemas } from '../../lib/node/schemas.js'

const ajv = createAjv(readSchemas())

/** The rules on the shape (schemas, required files, routes…), which these reduced folders do not follow: left out here. */
const SHAPE = [
  'text-gate',
  'schema',
  'schema-pointer',
  'key-is-file-name',
  'still-placeholder',
  'image-missing',
  'required-file',
  'required-page',
  'page-route',
  'route-taken',
  'town-repeated',
  'slug-reserved',
  'town-not-named',
  'order-taken',
  'end-before-start',
  'link-to-nowhere',
  'coverage-link',
  'fixed-count',
]
const SHAPE_KINDS = new Set(RULES.filter((rule) => SHAPE.includes(rule.id)).flatMap(kindsOf))

/** What the rule book says about the words of `docs`, as the terminal shows it (file, pointer, sentence). */
function editorial(docs: Map<string, unknown>, shown: (relative: string) => string = (relative) => relative): ContentError[] {
  return checkDocuments(docs, { ajv, shown, imageExists: () => true }).filter((error) => !SHAPE_KINDS.has(error.rule!))
}
const plain = (docs: Map<string, unknown>, shown?: (relative: string) => string) =>
  editorial(docs, shown).map(({ file, pointer, message }) => ({ file, pointer, message }))

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('typography: one bad and one good text per rule', () => {
  it.each([
    ['4-digit group', 'Plus de 1000 tapis', `Plus de 1${NNBSP}000 tapis`, `write "1${NNBSP}000"`],
    ['group after an ordinary space', 'Un capital de 10 000 euros', `Un capital de 10${NNBSP}000 euros`, `write "10${NNBSP}000"`],
    ['hours', 'Devis sous 48h', `Devis sous 48${NBSP}h`, `write "48${NBSP}h"`],
    ['hours, ordinary space', 'Devis sous 48 h', `Devis sous 48${NBSP}h`, `write "48${NBSP}h"`],
    ['degrees', 'Stockage à 18-20°C', `Stockage à 18-20${NBSP}°C`, 'before "°C"'],
    ['percent', '45-55 % d’humidité', `45-55${NBSP}% d’humidité`, 'before "%"'],
    ['apostrophe', "Tapis d'Orient", 'Tapis d’Orient', 'typographic apostrophe'],
    ['Kashan', 'Un Kashan ancien', 'Un Kachan ancien', 'the site writes "Kachan"'],
    ['Qom', 'Un Qom en soie', 'Un Ghom en soie', 'the site writes "Ghom"'],
    ['antimite', 'Traitement antimite', 'Traitement antimites', 'the site writes "antimites"'],
    ['cinq ans', 'Garantie cinq ans', 'Garantie 5 ans', 'the site writes "5 ans"'],
    ['e-mail', 'Des photos par e-mail', 'Des photos par email', 'the site writes "email"'],
    ['E-mail', 'E-mail de l’atelier', 'Email de l’atelier', 'the site writes "Email"'],
    ['kazak', 'Un Ghom, un kazak', 'Un Ghom, un Kazak', 'the site writes "Kazak"'],
  ])('%s: rejects the bad text with its fix, accepts the good one', (_rule, bad, good, message) => {
    const issues = typographyIssues(bad)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toContain(message)
    expect(typographyIssues(good)).toEqual([])
    expect(fixTypography(bad)).toBe(good)
  })

  it('leaves years, postcodes, phone numbers, SIRET and times alone', () => {
    for (const text of [
      'Depuis 1950, et en 2026',
      'Paris (75008)',
      'Genève (1204)',
      '1000 Bruxelles',
      'Marseille, 13001 à 13016',
      `01${NBSP}99${NBSP}00${NBSP}12${NBSP}50`,
      '12345678901234',
      '09h00 – 18h00',
    ]) {
      expect(typographyIssues(text)).toEqual([])
      expect(fixTypography(text)).toBe(text)
    }
  })

  it('keeps the wording the product fixes byte for byte, and only that wording', () => {
    expect(typographyIssues("Zones d'intervention")).toEqual([])
    expect(fixTypography(`Votre ville n'apparaît pas dans la liste${NBSP}?`)).toBe(`Votre ville n'apparaît pas dans la liste${NBSP}?`)
    expect(fixTypography("Nos zones d'intervention")).toBe('Nos zones d’intervention')
  })

  it('fixes only text, never markup', () => {
    expect(fixTypography("<a href='/contact'>l'atelier</a>")).toBe("<a href='/contact'>l’atelier</a>")
  })

  it('is idempotent', () => {
    const once = fixTypography("Plus de 1000 tapis, devis sous 48h, 18-20°C et 45-55 % : l'atelier « Kashan »")
    expect(once).toBe(
      `Plus de 1${NNBSP}000 tapis, devis sous 48${NBSP}h, 18-20${NBSP}°C et 45-55${NBSP}%${NBSP}: l’atelier «${NBSP}Kachan${NBSP}»`,
    )
    expect(fixTypography(once)).toBe(once)
  })

  it('judges prose, not identifiers, paths or dates', () => {
    expect(isText('title', 'Devis')).toBe(true)
    expect(isText('url', '/contact')).toBe(false)
    expect(isText('startDate', '2026-03-06')).toBe(false)
    expect(isText('moreInfoUrl', 'https://www.salon-art3f.fr/')).toBe(false)
  })
})

const CLAIMS = {
  experience: 'Plus de 30 ans d’expérience',
  quote: `Devis gratuit sous 48${NBSP}h`,
  restorationGuarantee: 'Restaurations garanties 5 ans',
}

describe('claims: one bad and one good text per rule', () => {
  it.each([
    ['round-the-clock', 'Joignables 24h/24 et 7j/7', 'Joignables du lundi au samedi'],
    ['same day', 'Enlèvement le jour même', `Enlèvement sous 48${NBSP}h`],
    ['same day', 'Nous passons dans la journée', 'Nous passons sur rendez-vous'],
    ['free document', 'Expertise et certificat gratuits', 'Expertise gratuite. Un certificat peut être établi.'],
    ['our own salon', 'Venez à notre stand du Parc Expo', 'Retrouvez-nous au salon Art3F du Parc Expo'],
    ['years of experience', 'Plus de 25 ans d’expérience', 'Plus de 30 ans d’expérience'],
    ['guarantee', 'Restauration garantie 10 ans', 'Restauration garantie 5 ans'],
    ['delay', `Devis sous 24${NBSP}h`, `Devis sous 48${NBSP}h`],
    ['collection round', 'Réservez votre place dans notre prochaine tournée', 'Nous venons chercher votre tapis sur rendez-vous'],
    ['collection round', 'Au passage de notre camion', 'Une façade tournée vers la mer'],
    ['collection round', 'Notre jour de passage est le mardi', 'Nous fixons ensemble le jour de l’enlèvement'],
    ['free delivery', 'Enlèvement et livraison gratuits dans un rayon de 50 km', 'Enlèvement gratuit et livraison dans un rayon de 50 km'],
    ['free delivery', 'Collecte et livraison gratuites', 'Enlèvement à domicile gratuit, livraison après nettoyage, devis gratuit'],
    ['free delivery', 'Nous vous le rapportons gratuitement', 'Nous vous le livrons une fois lavé'],
    ['free delivery', 'Livraison offerte', 'Livraison sur rendez-vous'],
    ['service not offered', 'Restauration de tapis et de tapisseries', 'La tenture de l’Apocalypse du château'],
    ['service not offered', 'Tapisseries et tentures de famille', 'Tapis et kilims de famille'],
    ['service not offered', 'Une expertise après un sinistre', 'Une expertise avant une succession'],
    ['service not offered', 'Estimation de la valeur d’assurance', 'Estimation de la valeur actuelle'],
    ['service not offered', 'Authentification de vos tapis', 'Identification de vos tapis'],
    ['service not offered', 'Une évaluation indépendante de vos tapis', 'Une évaluation gratuite de vos tapis'],
    ['service not offered', 'Entreprises, hôtels, institutions et ambassades', 'Les hôtels particuliers du Marais'],
    ['service not offered', 'La documentation remise à chacun', 'Un devis écrit avant tout travail'],
    ['guarantee terms', 'Si une reprise faiblit, nous la refaisons', 'Restaurations garanties 5 ans'],
    ['guarantee terms', 'Restauration garantie 5 ans, et nous la reprenons si nécessaire', 'Nous refaisons les franges à la main'],
    ['photo upload', 'Joignez des photos de votre tapis', 'Après notre appel, envoyez-nous des photos par e-mail'],
    ['photo upload', 'Quelques photos suffisent pour un premier avis', 'Après notre appel, quelques photos par courriel suffisent'],
    ['photo upload', 'Photos et dimensions à l’appui', 'Les dimensions du tapis, longueur et largeur'],
    ['home visit', 'Nous examinons votre tapis chez vous ou à l’atelier', 'Nous examinons votre tapis à l’atelier'],
    ['home visit', 'Expertise offerte, rendez-vous à domicile', 'Expertise offerte, enlèvement à domicile gratuit'],
    ['home visit', 'Une expertise à domicile', 'Une expertise gratuite et sans engagement'],
    [
      'each craftsman',
      'Plus de 30 ans d’expérience pour chacun de nos maîtres artisans',
      'Des maîtres artisans forts de plus de 30 ans d’expérience',
    ],
    ['each craftsman', 'Nos maîtres artisans comptent plus de 30 ans de métier', 'Plus de 30 ans de métier dans l’équipe'],
    ['each craftsman', 'Avec plus de 30 ans de pratique chacun', 'Avec plus de 30 ans de pratique, l’atelier'],
    ['each craftsman', 'Chacun compte plus de 30 ans d’expérience', 'L’équipe compte plus de 30 ans d’expérience'],
    ['promised result', 'Un retissage invisible des trous', 'Un retissage des trous, nœud par nœud'],
    ['promised result', 'Des reprises qu’un œil averti ne repère pas', 'Des reprises qui suivent le dessin d’origine'],
    ['promised result', 'Taches de vin, même anciennes, traitées fibre à fibre', 'Taches de vin examinées avant tout lavage'],
    ['undertaking not given', 'Recherche sur mesure', 'Conseil pour choisir'],
    ['undertaking not given', 'Origine et époque indiquées', 'Tapis lavés et contrôlés à l’atelier'],
    ['undertaking not given', 'Nos conclusions restent strictement confidentielles', 'Nous vous rappelons pour en parler'],
    ['undertaking not given', 'Lavé à la main, jamais en machine', 'Lavé à la main, en 7 étapes'],
    ['refund', 'Nous vous remboursons le prix payé', 'Garantie de rachat de 30 jours'],
    ['guarantee conditions', 'Elle ne couvre ni l’usure normale ni un accident', 'Conditions à confirmer par l’atelier'],
    ['guarantee conditions', 'Présentez votre facture', 'Gardez le devis signé'],
    ['free around Paris', 'Gratuit autour de Paris', 'Enlèvement gratuit autour de Paris'],
    ['free around Paris', 'Service gratuit dans un rayon de 50 km', 'Son enlèvement : gratuit dans un rayon de 50 km'],
  ])('%s: rejects « %s », accepts « %s »', (rule, bad, good) => {
    const issues = claimIssues(bad, CLAIMS)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toContain(`(${rule})`)
    expect(claimIssues(good, CLAIMS)).toEqual([])
  })

  it('reads a reference as the wording of site.json, in any string of a document', () => {
    expect(resolveClaims('{claim:quote}, sans engagement.', CLAIMS)).toBe(`Devis gratuit sous 48${NBSP}h, sans engagement.`)
    expect(resolveDocument({ items: [{ title: '{claim:experience}' }], n: 3 }, CLAIMS)).toEqual({
      items: [{ title: 'Plus de 30 ans d’expérience' }],
      n: 3,
    })
  })
})

/** A content folder reduced to what the rules read. */
function documents(extra: [string, unknown][] = []): Map<string, unknown> {
  return new Map<string, unknown>([['site.json', { claims: CLAIMS }], ...extra])
}

const city = (slug: string, town: string, text: string, caption: string) => ({
  slug,
  town,
  neighborhoods: ['Croix-Rousse'],
  description: text,
  portfolio: [{ src: 'images/portfolio-01.svg', alt: 'Un tapis rouge', title: caption, placeholder: true }],
})

describe('the rules on the words', () => {
  it('names file, pointer and rule; accepts a known reference, rejects an unknown one', () => {
    expect(plain(documents([['home.json', { hero: { title: '{claim:quote}', lead: '{claim:price}' } }]]))).toEqual([
      {
        file: 'home.json',
        pointer: '/hero/lead',
        message: 'unknown claim "{claim:price}" (site.json → claims has: experience, quote, restorationGuarantee)',
      },
    ])
  })

  it('rejects a placeholder caption that names the town or a neighbourhood, accepts one that names the work', () => {
    const lyon = (caption: string) => plain(documents([['cities/lyon.json', city('lyon', 'Lyon', 'Texte.', caption)]]))
    expect(lyon('Kilim relavé à la Croix-Rousse')).toEqual([
      {
        file: 'cities/lyon.json',
        pointer: '/portfolio/0/title',
        message:
          'names "Croix-Rousse": a placeholder picture illustrates the kind of work, its caption must not place a job in the town or its neighbourhoods',
      },
    ])
    expect(lyon('Tapis restauré à Lyon')[0]?.message).toContain('names "Lyon"')
    expect(lyon('Restauration d’un tapis bordeaux à médaillon')).toEqual([])
  })

  it('accepts a real photograph whose caption names the town', () => {
    const real = city('lyon', 'Lyon', 'Texte.', 'Kilim relavé à Lyon')
    real.portfolio[0].placeholder = false
    expect(plain(documents([['cities/lyon.json', real]]))).toEqual([])
  })

  it('measures a city that does not match the schema yet without throwing', () => {
    expect(plain(documents([['cities/lyon.json', { slug: 'lyon', town: 'Lyon', portfolio: 'trois images' }]]))).toEqual([])
  })

  it('rejects a local page copied under a new slug, accepts two distinct pages', () => {
    const prose = 'Ville de la soie et des canuts, elle connaît la valeur d’un beau textile et de ses teintures anciennes.'
    const copied = plain(
      documents([
        ['cities/lyon.json', city('lyon', 'Lyon', `Lyon. ${prose}`, 'Lavage')],
        ['cities/lyon-bis.json', city('lyon-bis', 'Villeurbanne', `Villeurbanne. ${prose}`, 'Lavage')],
      ]),
    )
    // The error lands on the copy: lyon.json is named after its town, lyon-bis.json is not.
    expect(copied).toEqual([
      {
        file: 'cities/lyon-bis.json',
        pointer: '',
        message:
          'shares 100 % of its 5-word sequences with cities/lyon.json (limit 35 %): rewrite the copied sentences with facts about this town',
      },
    ])
    const distinct = plain(
      documents([
        ['cities/lyon.json', city('lyon', 'Lyon', prose, 'Lavage')],
        [
          'cities/brest.json',
          city('brest', 'Brest', 'Port de la rade, la ville reçoit des tapis venus de tous les océans depuis des siècles.', 'Lavage'),
        ],
      ]),
    )
    expect(distinct).toEqual([])
  })
})

describe('local pages: the rules of the template', () => {
  // A city page with the fields the rules read; `text` is its description.
  const page = (slug: string, town: string, text: string, extra: Record<string, unknown> = {}) =>
    [`cities/${slug}.json`, { slug, town, postcode: '69002', subtitle: `${town}, Rhône`, description: text, portfolio: [], ...extra }] as [
      string,
      unknown,
    ]
  const template = 'Notre atelier vient chercher votre tapis chez vous et vous le rapporte une fois lavé.'
  const towns = ['Lyon', 'Brest', 'Metz', 'Nancy']
  // Only this rule's errors (these pages are also near copies of each other for the similarity rule).
  const runErrors = (pages: [string, unknown][]) => editorial(documents(pages)).filter((error) => error.message.includes('-word run'))

  it('rejects a run of 8 words on more than 3 local pages, and names each page and field', () => {
    const errors = runErrors(towns.map((town) => page(town.toLowerCase(), town, `À ${town}, ${template}`)))
    expect(errors.map((error) => `${error.file} ${error.pointer}`)).toEqual(
      towns.map((town) => `cities/${town.toLowerCase()}.json /description`),
    )
    expect(errors[0].message).toContain('with 3 other local pages (limit: 3 pages in all;')
    expect(errors[0].message).toMatch(/^shares the 8-word run « atelier vient chercher votre tapis chez vous et » with 3 other/)
  })

  it('accepts the same run on 3 pages, and 4 pages that share only 7 words in a row', () => {
    expect(runErrors(towns.slice(0, 3).map((town) => page(town.toLowerCase(), town, template)))).toEqual([])
    const own: Record<string, string> = { Lyon: 'Canuts', Brest: 'Marins', Metz: 'Messins', Nancy: 'Nancéiens' }
    const seven = (town: string) => `Notre atelier vient chercher votre tapis chez ${own[town]}.`
    expect(runErrors(towns.map((town) => page(town.toLowerCase(), town, seven(town))))).toEqual([])
    // A run stops at the end of a sentence.
    const split = (town: string) => `Notre atelier vient chercher votre tapis. Chez ${own[town]}, nous le rapportons.`
    expect(runErrors(towns.map((town) => page(town.toLowerCase(), town, split(town))))).toEqual([])
  })

  it('rejects a subtitle that repeats the postcode, accepts the town and its area', () => {
    const [file, bad] = page('lyon', 'Lyon', 'Texte.', { subtitle: 'Lyon – 69002' })
    expect(plain(documents([[file, bad]]))).toEqual([
      {
        file: 'cities/lyon.json',
        pointer: '/subtitle',
        message: 'repeats a postcode: the page prints it once, in the tag beside the subtitle (« Code postal 69002 », or « postcodes »)',
      },
    ])
    expect(plain(documents([page('lyon', 'Lyon', 'Texte.', { subtitle: 'Lyon et sa métropole' })]))).toEqual([])
  })

  it('rejects neighbouring towns and surroundings that do not make five names, accepts five', () => {
    const nearby = (nearbyAreas: string[], surroundings?: string[]) =>
      plain(documents([page('lyon', 'Lyon', 'Texte.', { nearbyAreas, ...(surroundings ? { surroundings } : {}) })]))
    expect(nearby(['Villeurbanne', 'Caluire-et-Cuire', 'Bron'], ['Vienne'])).toEqual([
      {
        file: 'cities/lyon.json',
        pointer: '/nearbyAreas',
        message: 'names 4 places with surroundings: « Communes voisines » and « Aux alentours » hold 5 names in all',
      },
    ])
    expect(nearby(['Villeurbanne', 'Caluire-et-Cuire', 'Bron'], ['Vienne', 'Villefranche-sur-Saône'])).toEqual([])
    expect(nearby(['Villeurbanne', 'Caluire-et-Cuire', 'Bron', 'Vénissieux', 'Oullins'])).toEqual([])
  })

  it('rejects a postcode tag that does not hold the postcode, accepts a list or a range that does', () => {
    const tag = (postcodes: string, extra: Record<string, unknown> = {}) =>
      plain(documents([page('nice', 'Nice', 'Texte.', { postcode: '06000', postcodes, ...extra })]))
    expect(tag('Codes postaux 06100, 06200 et 06300')).toEqual([
      {
        file: 'cities/nice.json',
        pointer: '/postcodes',
        message:
          '« Codes postaux 06100, 06200 et 06300 » does not name the postcode 06000: the tag the page shows must hold it, in its list or range',
      },
    ])
    expect(tag('Codes postaux 06100 à 06300')).toHaveLength(1)
    expect(tag('Codes postaux 06000, 06100, 06200 et 06300')).toEqual([])
    expect(tag('Codes postaux 05900 à 06300')).toEqual([])
    // An arrondissement's postcode is one of the town's.
    const arrondissements = [
      { name: '1er arrondissement', postcode: '06001' },
      { name: '17e arrondissement', postcode: '06017' },
    ]
    expect(tag('Codes postaux 06000 à 06016', { arrondissements }).map((error) => error.pointer)).toEqual(['/arrondissements/1/postcode'])
  })

  it('rejects a Paris arrondissement that leaves out a neighbour naming it, accepts mutual lists', () => {
    const district = (n: string, nearbyAreas: string[]) =>
      page(`paris-${n}`, `Paris ${n}`, 'Texte.', { postcode: `7500${n[0]}`, nearbyAreas })
    const errors = plain(documents([district('1er', ['Paris 2e', 'Paris 4e']), district('3e', ['Paris 1er', 'Paris 4e'])]))
    expect(errors.filter((error) => error.message.includes('neighbour'))).toEqual([
      {
        file: 'cities/paris-1er.json',
        pointer: '/nearbyAreas',
        message:
          'does not name Paris 3e, although paris-3e names Paris 1er among its neighbours: neighbouring arrondissements name each other',
      },
    ])
    const mutual = plain(documents([district('1er', ['Paris 2e', 'Paris 3e']), district('3e', ['Paris 1er', 'Paris 4e'])]))
    expect(mutual.filter((error) => error.message.includes('neighbour'))).toEqual([])
    // Towns outside Paris have more neighbours than a page names: no such rule.
    const towns = plain(
      documents([
        page('cassis', 'Cassis', 'Texte.', { postcode: '13260', nearbyAreas: ['Marseille'] }),
        page('marseille', 'Marseille', 'Texte.', { postcode: '13001', nearbyAreas: ['Aubagne'] }),
      ]),
    )
    expect(towns.filter((error) => error.message.includes('neighbour'))).toEqual([])
  })

  it('rejects encouragement over the empty salon list, accepts a plain fact', () => {
    const empty = (emptyText: string) => plain(documents([['home.json', { salons: { emptyText } }]]))
    expect(empty('Prochaines dates bientôt annoncées, revenez très vite nous rendre visite.')).toEqual([
      {
        file: 'home.json',
        pointer: '/salons/emptyText',
        message: 'urges the visitor (« revenez ») over an empty list: say only that the next dates will be announced',
      },
    ])
    expect(empty('Prochaines dates bientôt annoncées.')).toEqual([])
  })

  it('rejects a title that carries the brand (the template appends it), accepts one without', () => {
    const withSite = (title: string) =>
      plain(
        new Map<string, unknown>([
          ['site.json', { name: 'Maison Hérat', claims: CLAIMS }],
          ['pages/contact.json', { seo: { title } }],
        ]),
      )
    expect(withSite('Contact – Maison Hérat')).toEqual([
      {
        file: 'pages/contact.json',
        pointer: '/seo/title',
        message: 'must not contain "Maison Hérat": the site appends « | Maison Hérat » to every title',
      },
    ])
    expect(withSite('Contact')).toEqual([])
  })

  it('rejects a reference to a missing field of site.json, resolves a known one', () => {
    const site = { name: 'Maison Hérat', claims: CLAIMS, host: { name: 'Cloudflare, Inc.' } }
    const errors = plain(
      new Map<string, unknown>([
        ['site.json', site],
        ['pages/mentions-legales.json', { body: '<p>Hébergé par {site:host.name}, {site:host.city}.</p>' }],
      ]),
    )
    expect(errors).toEqual([
      {
        file: 'pages/mentions-legales.json',
        pointer: '/body',
        message: 'unknown reference "{site:host.city}": site.json has no text at host → city',
      },
    ])
    expect(resolveDocument({ body: 'Hébergé par {site:host.name}.' }, CLAIMS, site)).toEqual({ body: 'Hébergé par Cloudflare, Inc..' })
  })
})

describe('release check', () => {
  const site = (values: Record<string, unknown>) => new Map<string, unknown>([['site.json', values]])

  it('lists each placeholder of the identity, with its pointer', () => {
    const problems = releaseProblems(
      site({
        legalForm: 'SARL (valeur à remplacer)',
        siret: '000 000 000 00000',
        email: 'atelier@example.com',
        url: 'https://www.maison.example',
        phones: { landline: { display: `01${NBSP}99${NBSP}00${NBSP}12${NBSP}50`, e164: '+33199001250' } },
      }),
    )
    expect(problems.map((problem) => problem.pointer)).toEqual([
      '/legalForm',
      '/siret',
      '/email',
      '/url',
      '/phones/landline/display',
      '/phones/landline/e164',
    ])
    expect(
      releaseProblems(new Map([['pages/mentions-legales.json', { body: '<p>L’hébergeur du site n’est pas encore désigné.</p>' }]])),
    ).toHaveLength(1)
  })

  it('lists a condition or a venue left for the workshop to confirm', () => {
    const problems = releaseProblems(
      new Map<string, unknown>([
        ['site.json', { terms: { buyBack: 'Tapis concernés et prix de rachat : conditions à confirmer par l’atelier.' } }],
        ['salons/2026-04-lyon.json', { city: 'LYON', venue: 'Eurexpo (à confirmer)' }],
      ]),
    )
    expect(problems.map(({ file, pointer }) => `${file}${pointer}`)).toEqual(['site.json/terms/buyBack', 'salons/2026-04-lyon.json/venue'])
    expect(problems[0].message).toContain('à confirmer')
    expect(releaseProblems(new Map([['site.json', { terms: { buyBack: 'Dans les 30 jours qui suivent la livraison.' } }]]))).toEqual([])
  })

  it('lists each value marked provisional, and a field the list names that site.json lacks', () => {
    const problems = releaseProblems(
      site({
        name: 'Maison Hérat',
        builder: { label: 'Site conçu par Atelier Numérique' },
        provisional: ['name', 'builder.label', 'nickname'],
      }),
    )
    expect(problems.map((problem) => problem.pointer)).toEqual(['/name', '/builder/label', '/provisional/2'])
    expect(problems[0].message).toContain('« Maison Hérat »')
    expect(releaseProblems(site({ name: 'Maison Hérat', provisional: [] }))).toEqual([])
  })

  it('lists an address without its street number', () => {
    const problems = releaseProblems(
      site({ address: { street: 'avenue des Champs-Élysées' }, headOffice: 'avenue des Champs-Élysées, 75008 Paris' }),
    )
    expect(problems.map((problem) => problem.pointer)).toEqual(['/address/street', '/headOffice'])
    expect(problems[0].message).toContain('street number')
    expect(
      releaseProblems(
        site({ address: { street: '52 avenue des Champs-Élysées' }, headOffice: '52 avenue des Champs-Élysées, 75008 Paris' }),
      ),
    ).toEqual([])
  })

  it('accepts real values', () => {
    expect(
      releaseProblems(
        new Map([['pages/mentions-legales.json', { body: '<p>Le site est hébergé par OVH, 2 rue Kellermann, Roubaix.</p>' }]]),
      ),
    ).toEqual([])
    expect(
      releaseProblems(
        site({
          legalForm: 'SARL au capital de 10 000 euros',
          siret: '732 829 320 00074',
          email: 'atelier@maison-herat.fr',
          url: 'https://www.maison-herat.fr',
          phones: { landline: { display: `01${NBSP}42${NBSP}25${NBSP}00${NBSP}00`, e164: '+33142250000' } },
        }),
      ),
    ).toEqual([])
  })
})

describe('fixJsonText', () => {
  it('fixes text fields only and keeps the file’s formatting', () => {
    const before = `${JSON.stringify({ $schema: "../x'.json", title: "L'atelier", url: '/contact' }, null, 2)}\n`
    expect(fixJsonText(before)).toBe(`${JSON.stringify({ $schema: "../x'.json", title: 'L’atelier', url: '/contact' }, null, 2)}\n`)
  })

  it('returns the text unchanged when nothing applies or it is not JSON', () => {
    const clean = '{\n  "title": "L’atelier"\n}\n'
    expect(fixJsonText(clean)).toBe(clean)
    expect(fixJsonText('{ "title": ')).toBe('{ "title": ')
  })
})
