// https://vike.dev/route-function
// /services/{slug} for each file of content/services/ (lib/routes.ts), and nothing else.
import type { PageContext } from 'vike/types'
import { loadContent } from '../../lib/content/load.js'
import { serviceRoute, slugAt } from '../../lib/routes.js'

export default function route(pageContext: PageContext) {
  const slug = slugAt(pageContext.urlPathname, loadContent().services, serviceRoute)
  return slug ? { routeParams: { slug } } : false
}
