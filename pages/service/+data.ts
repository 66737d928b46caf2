// https://vike.dev/data
export { data }
export type ServiceData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { bySlug } from '../../lib/content/by-slug.js'
import { resolveImage } from '../../lib/node/images.js'
import { pageData } from '../../lib/page-data.js'
import { serviceRoute } from '../../lib/routes.js'
import { breadcrumbList, serviceData } from '../../lib/structured-data.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const service = bySlug(content.services, pageContext.routeParams.slug)
  if (!service) throw new Error(`No service ${pageContext.routeParams.slug}`)
  const path = serviceRoute(service.slug)
  const index = content.textPages.services
  const { seo, image, cards, ...rest } = service
  const trail = breadcrumbList(content.site, content.ui.breadcrumb.home, [
    [index.breadcrumb ?? index.title, index.route],
    [service.name, path],
  ])
  return pageData(
    content,
    path,
    { title: seo.title, description: seo.description, jsonLd: [serviceData(service, content.site), trail] },
    {
      ...rest,
      image: resolveImage(image),
      cards: cards.map((card) => ({ ...card, image: card.image && resolveImage(card.image) })),
      index: { name: index.breadcrumb ?? index.title, url: index.route },
    },
  )
}
