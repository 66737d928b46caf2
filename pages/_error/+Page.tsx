// https://vike.dev/error-page
export { Page }

import { AppErrorScreen } from '../../components/layout/AppErrorScreen.js'
import { NotFound } from '../../components/layout/NotFound.js'
import { appErrorData } from '../../lib/page-data.js'
import { usePageContext, usePageData } from '../../renderer/usePageContext.js'
import type { ErrorData } from './+data.js'

// The browser logs the missing path (renderer/hydrate-page.tsx).
function Page() {
  const pageContext = usePageContext()
  const { page, layout } = usePageData<ErrorData>()
  if (pageContext.is404) return <NotFound labels={page.notFound} />
  return (
    <AppErrorScreen
      message={String((pageContext as { abortReason?: unknown }).abortReason ?? page.notFound.title)}
      {...appErrorData(layout)}
    />
  )
}
