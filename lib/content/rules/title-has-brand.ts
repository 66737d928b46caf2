// The template appends « | name » to every title: a title that says it already would repeat it.
import { q, type Doc, type FileRule } from './rule.js'

export const rule: FileRule = {
  id: 'title-has-brand',
  scope: 'file',
  check: (_relative, data, site) => {
    const brand = typeof site?.name === 'string' ? site.name : undefined
    const seo = (data as Doc | null)?.seo as Doc | undefined
    return brand && typeof seo?.title === 'string' && seo.title.includes(brand) ? [{ pointer: '/seo/title', params: { brand } }] : []
  },
  dev: (p) => `must not contain "${p.brand}": the site appends « | ${p.brand} » to every title`,
  owner: (p, field) => `${q(field)} : le site ajoute lui-même «\u00a0| ${p.brand}\u00a0» à chaque titre ; retirez le nom de la maison.`,
  fixtures: {
    rejected: [{ 'site.json': { name: 'Maison Hérat' }, 'home.json': { seo: { title: 'Tapis | Maison Hérat' } } }],
    produces: [{ file: 'home.json', pointer: '/seo/title' }],
    accepted: { 'site.json': { name: 'Maison Hérat' }, 'home.json': { seo: { title: 'Tapis à Paris' } } },
  },
}
