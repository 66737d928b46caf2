// https://vike.dev/data
// A city page (content/cities/<slug>.json) as its template needs it, and its head tags with
// the breadcrumb trail.
export { data }
export type CityData = ReturnType<typeof data>['page']

import type { PageContextServer } from 'vike/types'
import { bySlug } from '../../lib/content/by-slug.js'
import { resolveImage } from '../../lib/node/images.js'
import { pageData } from '../../lib/page-data.js'
import { cityRoute } from '../../lib/routes.js'
import { breadcrumbList } from '../../lib/structured-data.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const city = bySlug(content.cities, pageContext.routeParams.slug)
  if (!city) throw new Error(`No local page ${pageContext.routeParams.slug}`)
  const path = cityRoute(city.slug)
  const { seo, portfolio, ...rest } = city
  const trail = breadcrumbList(content.site, content.ui.breadcrumb.home, [[city.town, path]])
  return pageData(
    content,
    path,
    { title: seo.title, description: seo.description, jsonLd: [trail] },
    {
      city: { ...rest, portfolio: portfolio.map((image) => ({ ...resolveImage(image), placeholder: image.placeholder === true })) },
      labels: content.ui.cityPage.labels,
      parasiteCard: content.ui.cityPage.parasiteCard,
    },
  )
}
