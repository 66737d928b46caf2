// https://vike.dev/data
export { data }
export type CoverageData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { textPageData } from '../../lib/text-page.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  return textPageData(content, 'a-proximite', { groups: content.coverage.groups })
}
