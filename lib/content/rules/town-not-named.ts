// Search engines and visitors look for the town's name: a city page says it where it counts.
import { excerpt } from '../json.js'
import { hasMarkup } from '../html.js'
import { reservedBy } from '../../routes.js'
import { slugify } from '../../slugify.js'
import { collection, q, type Doc, type Finding, type SiteRule } from './rule.js'

export const rule: SiteRule = {
  id: 'town-not-named',
  scope: 'site',
  check: (documents) => {
    const findings: Finding[] = []
    for (const [file, city] of collection(documents, 'cities')) {
      if (typeof city.slug !== 'string' || reservedBy(city.slug) || typeof city.town !== 'string' || hasMarkup(city.town)) continue
      const core = slugify(city.town.replace(/^(?:Les?|La|L’|L')\s*/i, ''))
      const seo = (city.seo ?? {}) as Doc
      for (const [pointer, text] of [
        ['/seo/title', seo.title],
        ['/seo/description', seo.description],
        ['/title', city.title],
      ] as const)
        if (typeof text === 'string' && !slugify(text).includes(core))
          findings.push({ file, pointer, params: { town: excerpt(city.town) } })
    }
    return findings
  },
  dev: (p) => `must name the town "${p.town}"`,
  owner: (p, field) => `${q(field)} doit nommer la commune ${q(p.town)} : ajoutez son nom.`,
  fixtures: {
    rejected: [{ 'cities/lyon.json': { slug: 'lyon', town: 'Lyon', title: 'Lavage de tapis' } }],
    produces: [{ file: 'cities/lyon.json', pointer: '/title' }],
    accepted: {
      'cities/lyon.json': {
        slug: 'lyon',
        town: 'Lyon',
        title: 'Lavage de tapis à Lyon',
        seo: { title: 'Tapis à Lyon', description: 'Lyon' },
      },
    },
  },
}
