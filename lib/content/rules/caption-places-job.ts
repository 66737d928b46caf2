// A placeholder picture shows the kind of work, not a job done here: its caption must not
// place it in the town or its neighbourhoods.
import { q, type Doc, type FileRule } from './rule.js'

/** Accents dropped, case kept, words joined by hyphens: « Côte Pavée » → « Cote-Pavee ». */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')

/**
 * True when `text` names `place` (accents ignored, case kept: the colour « bordeaux » is
 * not the town Bordeaux). A bracketed precision of the place, « (pointe ouest) », is dropped.
 */
function names(text: string, place: string): boolean {
  const core = words(place.replace(/\s*\(.*\)$/, '')).replace(/^-|-$/g, '')
  return core.length > 0 && `-${words(text)}-`.includes(`-${core}-`)
}

export const rule: FileRule = {
  id: 'caption-places-job',
  scope: 'file',
  check: (relative, data) => {
    const city = data as Doc | null
    if (!relative.startsWith('cities/') || !Array.isArray(city?.portfolio) || typeof city.town !== 'string') return []
    const places = [city.town, ...(Array.isArray(city.neighborhoods) ? city.neighborhoods : [])].filter(
      (place): place is string => typeof place === 'string',
    )
    return city.portfolio.flatMap((image: Doc, index: number) => {
      if (image?.placeholder !== true || typeof image.title !== 'string') return []
      const place = places.find((candidate) => names(image.title as string, candidate))
      return place ? [{ pointer: `/portfolio/${index}/title`, params: { place } }] : []
    })
  },
  dev: (p) =>
    `names "${p.place}": a placeholder picture illustrates the kind of work, its caption must not place a job in the town or its neighbourhoods`,
  owner: (p, field) =>
    `${q(field)} nomme ${q(p.place)} : une image provisoire illustre le travail de l’atelier, sa légende ne doit pas situer un chantier dans la ville. Retirez ce nom, ou choisissez une vraie photo.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { town: 'Lyon', portfolio: [{ placeholder: true, title: 'Un tapis lavé à Lyon' }] } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/portfolio/0/title' }],
    accepted: {
      'cities/lyon.json': { town: 'Lyon', portfolio: [{ placeholder: true, title: 'Un tapis lavé' }, { title: 'Un tapis lavé à Lyon' }] },
    },
  },
}
