// https://vike.dev/route-function
// /services/{slug} for each file of content/services/ (lib/routes.ts), and nothing else.
import type { PageContextServer } from 'vike/types'
import { serviceRoute, slugAt } from '../../lib/routes.js'

// The build renders each page from what its kind reads (pages/<kind>/build.ts): a page that
// reads no service has none in its view, and none can match.
export default function route(pageContext: PageContextServer) {
  const slug = slugAt(pageContext.urlPathname, pageContext.content.services ?? [], serviceRoute)
  return slug ? { routeParams: { slug } } : false
}
