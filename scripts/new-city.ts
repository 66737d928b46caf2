// `npm run new-city -- <slug> --town "<Name>" --postcode <code> --region <region>`: writes a
// skeleton of content/cities/<slug>.json with every required field, its text marked « À
// compléter »: the validator refuses that marker, so nothing ships until the text is written.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { contentDir } from '../lib/node/load.js'
import { isReservedSlug } from '../lib/routes.js'
import { PLACEHOLDER_MARK } from '../lib/content/rule-book.js'

const TODO = PLACEHOLDER_MARK

export function citySkeleton(slug: string, town: string, postcode: string, region: string) {
  const todo = (what: string) => `${TODO} : ${what}`.replace(' :', '\u00a0:')
  return {
    $schema: '../../schemas/city.schema.json',
    slug,
    town,
    postcode,
    region,
    layout: 'common',
    seo: {
      // At most 45 characters: the site appends « | Maison Hérat ».
      title: `Lavage et restauration de tapis à ${town}`.length <= 45 ? `Lavage et restauration de tapis à ${town}` : `Tapis à ${town}`,
      description: todo(`une phrase de 50 à 160 caractères qui nomme ${town}`),
    },
    title: `Restauration et nettoyage de tapis à ${town}`,
    // The postcode is printed once, in the tag beside the subtitle.
    subtitle: `${town}, ${region}`,
    description: `<p>${todo(`deux paragraphes sur ${town} et les communes voisines`)}</p>`,
    area: todo('la zone desservie, en une phrase'),
    neighborhoods: [1, 2, 3, 4].map((n) => todo(`quartier ${n}`)),
    landmarks: [1, 2, 3, 4].map((n) => todo(`lieu emblématique ${n}`)),
    specialties: [1, 2, 3].map((n) => todo(`intérieurs et patrimoine ${n}`)),
    // The workshop's services and advantages are the claims of site.json, one reference each
    // (docs/CONTENT.md, the town convention): a new town starts with the usual ones.
    services: ['{claim:serviceWashing}', '{claim:serviceReweaving}', '{claim:serviceFringes}', '{claim:serviceMoths}'],
    advantages: [
      { title: '{claim:quote}', description: '{claim:freeExpertise}' },
      { title: '{claim:masterCraftsmen}', description: '{claim:generations}' },
      { title: '{claim:franceByAppointment}', description: '{claim:byAppointment}' },
    ],
    ctaTitle: todo('titre de l’appel à l’action'),
    ctaDescription: `<p>${todo('texte de l’appel à l’action')}</p>`,
    nearbyAreas: [1, 2, 3, 4, 5].map((n) => todo(`commune voisine ${n}`)),
    portfolio: ['01', '02', '03'].map((n) => ({
      src: `images/portfolio-${n}.svg`,
      alt: todo('description de l’image'),
      title: todo('légende de l’image'),
      placeholder: true,
    })),
  }
}

function fail(message: string): never {
  console.error(`new-city: ${message}`)
  process.exit(1)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    town: { type: 'string' },
    postcode: { type: 'string' },
    region: { type: 'string' },
    country: { type: 'string', default: 'FR' },
  },
})
const [slug] = positionals
if (!slug || !values.town || !values.postcode || !values.region)
  fail('usage: npm run new-city -- <slug> --town "<Name>" --postcode <code> --region "<Région>"')
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
  fail(`"${slug}" is not a valid slug: lowercase letters, digits and single hyphens (e.g. saint-cloud)`)
if (isReservedSlug(slug)) fail(`"${slug}" is taken by a page of the site (/${slug}): choose another slug`)
const postcodes: Record<string, RegExp> = { FR: /^[0-9]{5}$/, MC: /^980[0-9]{2}$/, BE: /^[0-9]{4}$/, CH: /^[0-9]{4}$/, LU: /^L-[0-9]{4}$/ }
const country = values.country.toUpperCase()
if (!postcodes[country]) fail(`--country ${values.country}: expected one of ${Object.keys(postcodes).join(', ')}`)
if (!postcodes[country].test(values.postcode))
  fail(
    `"${values.postcode}" is not a postcode of ${country}: 5 digits in France (e.g. 92210), 980xx in Monaco, 4 digits in Belgium or Switzerland, L-1234 in Luxembourg`,
  )
const file = path.join(contentDir(), 'cities', `${slug}.json`)
if (fs.existsSync(file)) fail(`content/cities/${slug}.json already exists: edit it, or choose another slug`)
const skeleton = { ...citySkeleton(slug, values.town, values.postcode, values.region), ...(country === 'FR' ? {} : { country }) }
fs.writeFileSync(file, `${JSON.stringify(skeleton, null, 2)}\n`)
console.log(`Wrote content/cities/${slug}.json. Replace every « ${TODO} », pick three portfolio images, then run \`npm run validate\`.`)
