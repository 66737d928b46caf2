// https://vike.dev/route-function
// The plain text pages: about, legal notice, privacy policy.
import type { PageContext } from 'vike/types'
import { TEXT_TEMPLATE_PAGES } from '../../lib/content/kinds.js'

export default function route(pageContext: PageContext) {
  const name = TEXT_TEMPLATE_PAGES.find((candidate) => `/${candidate}` === pageContext.urlPathname)
  return name ? { routeParams: { name } } : false
}
