// https://vike.dev/data
export { data }
export type ErrorData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { pageData } from '../../lib/page-data.js'
import { NOT_FOUND_ROUTE } from '../../lib/routes.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const { notFound } = content.ui
  return pageData(content, NOT_FOUND_ROUTE, { title: notFound.title, description: notFound.seoDescription, noindex: true }, { notFound })
}
