// https://vike.dev/data
export { data }

import type { PageContextServer } from 'vike/types'
import { loadContent } from '../../lib/content/load.js'
import { localPageData } from '../../lib/local-page.js'

function data(pageContext: PageContextServer) {
  return localPageData(loadContent(), pageContext.routeParams.slug)
}
