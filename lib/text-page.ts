// Data of a text page (content/pages/*.json) as its template needs it, and its head tags
// with the breadcrumb trail. Shared by every page built on a text page.
import type { Content } from './content/engine-derive.js'
import { resolveImage } from './node/images.js'
import { pageData, PAGE_DATA_READS } from './page-data.js'
import type { Reading } from './page-reads.js'
import { breadcrumbList } from './structured-data.js'
import type { TextPageName } from './routes.js'

export type { TextPageName }

export function textPage(content: Content, name: TextPageName) {
  const { seo, route, image, breadcrumb, ...rest } = content.textPages[name]
  return { ...rest, route, crumb: breadcrumb ?? rest.title, image: image && resolveImage(image) }
}

export type TextPageData = ReturnType<typeof textPage>

/** pageData() for a page whose head and breadcrumb come from content/pages/{name}.json. */
export function textPageData<P>(content: Content, name: TextPageName, extra: P, jsonLd: Record<string, unknown>[] = []) {
  const source = content.textPages[name]
  const text = textPage(content, name)
  const trail = breadcrumbList(content.site, content.ui.breadcrumb.home, [[text.crumb, source.route]])
  return pageData(
    content,
    source.route,
    { title: source.seo.title, description: source.seo.description, jsonLd: [...jsonLd, trail] },
    { text, ...extra },
  )
}

/** What textPageData() reads: its text page's file, and what pageData() reads. */
export function textPageReads(name: TextPageName) {
  return { ...PAGE_DATA_READS, textPages: [name] } satisfies Reading
}
