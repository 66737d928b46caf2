// https://vike.dev/route-function
// The plain text pages: about, legal notice, privacy policy (TEXT_TEMPLATE_PAGES of lib/routes.ts).
import type { PageContext } from 'vike/types'
import { textPageAt } from '../../lib/routes.js'

export default function route(pageContext: PageContext) {
  const name = textPageAt(pageContext.urlPathname)
  return name ? { routeParams: { name } } : false
}
