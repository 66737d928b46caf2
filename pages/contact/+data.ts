// https://vike.dev/data
export { data }
export type ContactData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { resolveImage } from '../../lib/node/images.js'
import { callbackData } from '../../lib/page-data.js'
import { localBusiness } from '../../lib/structured-data.js'
import { textPageData } from '../../lib/text-page.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const { site, ui } = content
  const hero = resolveImage(content.home.hero.image)
  return textPageData(
    content,
    'contact',
    { callback: callbackData(content), details: { title: ui.footer.contactTitle, hoursTitle: ui.footer.hoursTitle } },
    [localBusiness(site, `${site.url}${hero.src}`)],
  )
}
