// https://vike.dev/route-function
// /services/{slug} for each file of content/services/ (lib/routes.ts), and nothing else.
import type { PageContextServer } from 'vike/types'
import { serviceRoute, slugAt } from '../../lib/routes.js'

export default function route(pageContext: PageContextServer) {
  const slug = slugAt(pageContext.urlPathname, pageContext.content.services, serviceRoute)
  return slug ? { routeParams: { slug } } : false
}
