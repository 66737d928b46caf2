// https://vike.dev/data
export { data }
export type ServicesData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { resolveImage } from '../../lib/node/images.js'
import { textPageData } from '../../lib/text-page.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const services = content.services.map((service) => ({
    slug: service.slug,
    name: service.name,
    title: service.title,
    summary: service.summary,
    icon: service.icon,
    image: resolveImage(service.image),
  }))
  return textPageData(content, 'services', { services })
}
