// Every kind of page, found by its route the way Vike's routing finds it (the folder names and
// the +route.ts files): its data hook, its template and its config. For the admin's preview
// (admin/preview/), which renders the entry being edited through the same hooks and templates
// as the build, inside the same shell (renderer/Root.tsx). A page kind added to pages/ without
// its line here has no preview: tests/unit/page-table.test.ts holds the two lists together.
import type { JSX } from 'react'
import type { PageContextServer } from 'vike/types'
import type { Content } from '../lib/content/engine-derive.js'
import type { PageData } from '../lib/page-types.js'
import { pageKindAt } from '../lib/routes.js'
import { data as cityData } from './city/+data.js'
import { Page as CityPage } from './city/+Page.js'
import { data as contactData } from './contact/+data.js'
import { Page as ContactPage } from './contact/+Page.js'
import { data as coverageData } from './coverage/+data.js'
import { Page as CoveragePage } from './coverage/+Page.js'
import homeConfig from './index/+config.js'
import { data as homeData } from './index/+data.js'
import { Page as HomePage } from './index/+Page.js'
import { data as serviceData } from './service/+data.js'
import { Page as ServicePage } from './service/+Page.js'
import { data as servicesData } from './services/+data.js'
import { Page as ServicesPage } from './services/+Page.js'
import { data as textData } from './text/+data.js'
import { Page as TextPage } from './text/+Page.js'

export interface PageKind {
  /** The folder of pages/ it comes from. */
  folder: string
  data: (pageContext: PageContextServer) => PageData<unknown>
  Page: () => JSX.Element
  routeParams: Record<string, string>
  /** The page's own config (pages/<folder>/+config.ts), as Vike gives it to the renderer. */
  config: { deferFooter?: boolean }
}

type PageEntry = Pick<PageKind, 'data' | 'Page'> & { config?: PageKind['config'] }

/** The previewed page kinds by folder; the confirmation and error pages are not content the admin edits. */
const KINDS: Record<string, PageEntry> = {
  index: { data: homeData, Page: HomePage, config: homeConfig },
  services: { data: servicesData, Page: ServicesPage },
  contact: { data: contactData, Page: ContactPage },
  coverage: { data: coverageData, Page: CoveragePage },
  text: { data: textData, Page: TextPage },
  service: { data: serviceData, Page: ServicePage },
  city: { data: cityData, Page: CityPage },
}

/** The page kind at `route` with the content given, or undefined (no such page, or one without a preview). */
export function pageAt(route: string, content: Content): PageKind | undefined {
  const found = pageKindAt(route, content)
  const entry = found && KINDS[found.kind]
  return entry && { folder: found.kind, data: entry.data, Page: entry.Page, routeParams: found.params, config: entry.config ?? {} }
}

/** The folders of pages/ the table covers; the others (merci, _error) are not content the admin edits. */
export const PREVIEWED_FOLDERS = Object.keys(KINDS)
