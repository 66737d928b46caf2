// https://vike.dev/route-function
// One local landing page per file of content/cities/ (lib/routes.ts: /{slug}): only slugs
// that exist match, so any other path falls through to the 404 page.
import type { PageContext } from 'vike/types'
import { loadContent } from '../../lib/content/load.js'
import { localRoute, slugAt } from '../../lib/routes.js'

export default function route(pageContext: PageContext) {
  const slug = slugAt(pageContext.urlPathname, loadContent().cities, localRoute)
  return slug ? { routeParams: { slug } } : false
}
