// https://vike.dev/route-function
// One city page per file of content/cities/ (lib/routes.ts: /{slug}): only slugs
// that exist match, so any other path falls through to the 404 page.
import type { PageContextServer } from 'vike/types'
import { cityRoute, slugAt } from '../../lib/routes.js'

// The build renders each page from what its kind reads (pages/<kind>/build.ts): a page that
// reads no city has none in its view, and none can match.
export default function route(pageContext: PageContextServer) {
  const slug = slugAt(pageContext.urlPathname, pageContext.content.cities ?? [], cityRoute)
  return slug ? { routeParams: { slug } } : false
}
