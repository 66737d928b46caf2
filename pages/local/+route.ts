// https://vike.dev/route-function
// One local landing page per file of content/cities/: /{slug} matches only slugs that
// exist, so any other path falls through to the 404 page.
import type { PageContext } from 'vike/types'
import { loadContent } from '../../lib/content/load.js'

export default function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.slice(1)
  if (!loadContent().cities.some((city) => city.slug === slug)) return false
  return { routeParams: { slug } }
}
