// https://vike.dev/error-page
export { Page }

import { useEffect } from 'react'
import { AppErrorScreen } from '../../components/layout/AppErrorScreen.js'
import { NotFound } from '../../components/layout/NotFound.js'
import { usePageContext, usePageData } from '../../renderer/usePageContext.js'
import type { ErrorData } from './+data.js'

function Page() {
  const pageContext = usePageContext()
  const { page } = usePageData<ErrorData>()
  useEffect(() => {
    if (pageContext.is404) console.error(`404: no page at ${window.location.pathname}`)
  }, [pageContext.is404])
  if (pageContext.is404) return <NotFound labels={page.notFound} />
  return <AppErrorScreen message={String((pageContext as { abortReason?: unknown }).abortReason ?? page.notFound.title)} />
}
