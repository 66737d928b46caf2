// https://vike.dev/data
export { data }
export type ErrorData = Awaited<ReturnType<typeof data>>['page']

import { loadContent } from '../../lib/content/load.js'
import { pageData } from '../../lib/page-data.js'

function data() {
  const content = loadContent()
  const { notFound } = content.ui
  return pageData(content, '/404', { title: notFound.title, description: notFound.seoDescription, noindex: true }, { notFound })
}
