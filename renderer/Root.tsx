// The React tree of a page, rendered once at build. In the browser only its islands are
// hydrated (components/islands/).
import type { ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { IslandRecords } from '../components/islands/Island.js'
import type { IslandRecord } from '../components/islands/client-data.js'
import { SiteShell } from '../components/layout/SiteShell.js'
import { PageContextProvider } from './usePageContext.js'

export function Root({ pageContext, islands, children }: { pageContext: PageContext; islands: IslandRecord[]; children: ReactNode }) {
  return (
    <PageContextProvider pageContext={pageContext}>
      <IslandRecords records={islands}>
        <SiteShell>{children}</SiteShell>
      </IslandRecords>
    </PageContextProvider>
  )
}
