// Data of a local page (content/cities/*.json) as its layouts need it, and its head tags
// with the breadcrumb trail. Here, not in pages/local/+data.ts, so that the layouts in
// components/local/ take their type from lib/ instead of importing a page upward.
import type { Content } from './content/load.js'
import { resolveImage } from './images.js'
import { pageData } from './page-data.js'
import { breadcrumbList } from './structured-data.js'

export function localPageData(content: Content, slug: string) {
  const city = content.cities.find((candidate) => candidate.slug === slug)
  if (!city) throw new Error(`No local page ${slug}`)
  const path = `/${city.slug}`
  const { $schema, seo, portfolio, ...rest } = city
  const trail = breadcrumbList(content.site, content.ui.breadcrumb.home, [[city.town, path]])
  return pageData(content, path, { title: seo.title, description: seo.description, jsonLd: [trail] }, {
    city: { ...rest, portfolio: portfolio.map((image) => ({ ...resolveImage(image), placeholder: image.placeholder === true })) },
    labels: content.ui.localPage.labels,
    parasiteCard: content.ui.localPage.parasiteCard,
  })
}

export type LocalData = ReturnType<typeof localPageData>['page']
