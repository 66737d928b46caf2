// The React tree of a page, rendered once at build: the page inside the site's shell, with
// the shell's islands (header, cookie banner). In the browser only its islands are hydrated
// (islands/).
import type { ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { IslandRecords, type LoadedIslands } from '../islands/RenderedIsland.js'
import type { IslandRecord } from '../islands/islands-data.js'
import { SiteShell } from '../components/layout/SiteShell.js'
import type { PageData } from '../lib/page-types.js'
import { Island } from './Island.js'
import { PageContextProvider } from './usePageContext.js'

export function Root({
  pageContext,
  islands,
  components,
  children,
}: {
  pageContext: PageContext
  islands: IslandRecord[]
  components: LoadedIslands
  children: ReactNode
}) {
  const { layout } = pageContext.data as PageData<unknown>
  const { ui, navigation, site, path } = layout
  return (
    <PageContextProvider pageContext={pageContext}>
      <IslandRecords records={islands} components={components}>
        <SiteShell
          layout={layout}
          deferFooter={pageContext.config.deferFooter ?? false}
          header={
            <Island
              name="header"
              props={{
                navigation: {
                  main: navigation.main,
                  callbackCta: navigation.callbackCta,
                  mobileCallbackLabel: navigation.mobileCallbackLabel,
                },
                path,
                labels: ui.header,
                site: { name: site.name, logoTagline: site.logoTagline, phones: site.phones },
              }}
            />
          }
          cookieBanner={<Island name="cookie-banner" props={{ labels: ui.cookieBanner }} />}
        >
          {children}
        </SiteShell>
      </IslandRecords>
    </PageContextProvider>
  )
}
