// https://vike.dev/data
export { data }
export type ErrorData = Awaited<ReturnType<typeof data>>['page']

import { loadContent } from '../../lib/content/load.js'
import { pageData } from '../../lib/page-data.js'
import { NOT_FOUND_ROUTE } from '../../lib/routes.js'

function data() {
  const content = loadContent()
  const { notFound } = content.ui
  return pageData(content, NOT_FOUND_ROUTE, { title: notFound.title, description: notFound.seoDescription, noindex: true }, { notFound })
}
