// https://vike.dev/data
export { data }
export type CoverageData = Awaited<ReturnType<typeof data>>['page']

import { loadContent } from '../../lib/content/load.js'
import { textPageData } from '../../lib/text-page.js'

function data() {
  const content = loadContent()
  return textPageData(content, 'a-proximite', { groups: content.coverage.groups })
}
