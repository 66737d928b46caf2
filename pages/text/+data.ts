// https://vike.dev/data
export { data }
export type TextData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { textPageData, type TextPageName } from '../../lib/text-page.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const name = pageContext.routeParams.name as TextPageName
  const { site, ui } = content
  // The legal notice prints the company's identity from site.json, the single source.
  const identity =
    name === 'mentions-legales'
      ? {
          title: ui.legal.title,
          rows: [
            [ui.legal.name, site.name],
            [ui.legal.legalName, site.legalName],
            [ui.legal.legalForm, site.legalForm],
            [ui.legal.shareCapital, site.shareCapital],
            [ui.legal.manager, site.manager],
            [ui.legal.headOffice, site.headOffice],
            [ui.legal.address, `${site.address.street}, ${site.address.postalCode} ${site.address.city}`],
            [ui.legal.landline, site.phones.landline.display],
            [ui.legal.mobile, site.phones.mobile.display],
            [ui.legal.email, site.email],
            [ui.legal.website, site.url],
            [ui.legal.siret, site.siret],
            [ui.legal.registration, site.registration],
            [ui.legal.vatNumber, site.vatNumber],
          ] as [string, string][],
        }
      : null
  return textPageData(content, name, { identity })
}
