// The one layout of the four text pages (/a-proximite, /services, /contact and the pages of
// pages/text): their header with the breadcrumb, what is the page's own (children), then
// the body every text page shares (highlights, sections, picture, call to action).
import type { ReactNode } from 'react'
import type { LayoutData } from '../../lib/page-types.js'
import type { TextPageData } from '../../lib/text-page.js'
import { PageHeader } from './PageHeader.js'
import { TextPageBody } from './TextPageBody.js'

export function TextPageLayout({
  text,
  layout,
  children,
}: {
  text: TextPageData
  layout: Pick<LayoutData, 'ui' | 'site'>
  children?: ReactNode
}) {
  return (
    <>
      <PageHeader
        eyebrow={text.eyebrow}
        title={text.title}
        intro={text.intro}
        breadcrumb={{ labels: layout.ui.breadcrumb, trail: [{ name: text.crumb, url: text.route }] }}
      />
      {children}
      <TextPageBody text={text} phone={layout.site.phones.landline} />
    </>
  )
}
