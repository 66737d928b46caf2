// https://vike.dev/Page
// The one template of every local landing page; the layout variant comes from the data.
export { Page }

import { CommonLayout } from '../../components/local/CommonLayout.js'
import { DistrictLayout } from '../../components/local/DistrictLayout.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { LocalData } from '../../lib/local-page.js'

function Page() {
  const { page } = usePageData<LocalData>()
  return page.city.layout === 'district' ? <DistrictLayout data={page} /> : <CommonLayout data={page} />
}
