// https://vike.dev/route-function
// /services/{slug} for each file of content/services/, and nothing else.
import type { PageContext } from 'vike/types'
import { loadContent } from '../../lib/content/load.js'

export default function route(pageContext: PageContext) {
  const match = /^\/services\/([a-z0-9-]+)$/.exec(pageContext.urlPathname)
  if (!match || !loadContent().services.some((service) => service.slug === match[1])) return false
  return { routeParams: { slug: match[1] } }
}
