// https://vike.dev/onRenderClient
export { onRenderClient }

import type { OnRenderClientAsync } from 'vike/types'
import type { ClientData } from '../lib/page-types.js'
import { hydrateIslands } from './hydrate-islands.js'
import './global.css'
import './page-styles.js'
import 'virtual:mantine-theme.css'

// The page is complete HTML from the build; the browser hydrates its islands only.
const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  if (pageContext.is404) console.error(`404: no page at ${window.location.pathname}`)
  const { islands, appError } = pageContext.data as ClientData
  await hydrateIslands(islands, appError)
}
