// A page of the site as the build renders it (renderer/+onRenderHtml.tsx): the page kind's
// data hook and template (pages/page-table.ts) inside the site's shell (renderer/Root.tsx),
// islands included, to the HTML that goes in <div id="root">. The popup, which a visitor
// sees only once its script opens it, is rendered open.
import { renderToString } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'
import { AnnouncementDialog } from '../../components/home/WelcomePopup.js'
import { loadIslands, type LoadedIslands } from '../../islands/RenderedIsland.js'
import type { Content } from '../../lib/content/engine-derive.js'
import { pageAt } from '../../pages/page-table.js'
import type { HomeData } from '../../pages/index/+data.js'
import { islands as registry } from '../../renderer/islands.js'
import { Root } from '../../renderer/Root.js'

let components: LoadedIslands | undefined

/** Loads the islands' components once (some are split into chunks of their own). */
export async function loadComponents(): Promise<void> {
  components ??= await loadIslands(registry)
}

/** The HTML of the page at `route`, or undefined when the content has no page there. */
export function renderPage(content: Content, route: string): string | undefined {
  if (!components) throw new Error('loadComponents() first')
  const kind = pageAt(route, content)
  if (!kind) return undefined
  const data = kind.data({ content, routeParams: kind.routeParams, urlPathname: route } as unknown as PageContextServer)
  const pageContext = { data, config: kind.config, is404: false, Page: kind.Page } as unknown as Parameters<typeof Root>[0]['pageContext']
  return renderToString(
    <Root pageContext={pageContext} islands={[]} components={components}>
      <kind.Page />
    </Root>,
  )
}

/** The home page's welcome popup, open, as a visitor sees it one second after load (nothing when switched off). */
export function renderPopup(content: Content): string {
  const kind = pageAt('/', content)!
  const { page } = kind.data({ content, routeParams: {}, urlPathname: '/' } as unknown as PageContextServer) as { page: HomeData }
  return page.announcement ? renderToString(<AnnouncementDialog announcement={page.announcement} open />) : ''
}
