// What every page's `#islands-data` script holds (islands/islands-data.ts): the
// props of its islands, the error screen's copy, and whether it is the 404 page.
import type { IslandRecord } from '../islands/islands-data.js'
import type { AppErrorData } from '../lib/page-types.js'

export interface ClientData {
  islands: IslandRecord[]
  appError: AppErrorData
  /** The 404 page: the browser logs the missing path. */
  notFound: boolean
}
