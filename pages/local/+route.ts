// https://vike.dev/route-function
// One local landing page per file of content/cities/ (lib/routes.ts: /{slug}): only slugs
// that exist match, so any other path falls through to the 404 page.
import type { PageContextServer } from 'vike/types'
import { localRoute, slugAt } from '../../lib/routes.js'

export default function route(pageContext: PageContextServer) {
  const slug = slugAt(pageContext.urlPathname, pageContext.content.cities, localRoute)
  return slug ? { routeParams: { slug } } : false
}
