// https://vike.dev/data
export { data }
export type ConfirmationData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { pageData } from '../../lib/page-data.js'
import { CONFIRMATION_ROUTE } from '../../lib/routes.js'

// The relay's redirect target after a native post: the success notice's words, as a page.
// `noindex`, and the build leaves noindex pages out of the sitemap; no menu links here.
function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const { seo, ...copy } = content.callbackForm.confirmationPage
  return pageData(content, CONFIRMATION_ROUTE, { ...seo, noindex: true }, { ...copy, success: content.callbackForm.success })
}
