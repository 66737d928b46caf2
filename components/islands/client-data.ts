// What a page's HTML carries for the browser, in one JSON script: the props of its islands
// and the error screen's copy, nothing of the static content.
import type { AppErrorData } from '../../lib/page-types.js'

/** The id of that JSON script. */
export const CLIENT_DATA_ID = 'islands-data'

/** One island of a page. `name` is a key of the registry (registry.ts); loadIsland rejects any other. */
export interface IslandRecord {
  name: string
  props: Record<string, unknown>
}

export interface ClientData {
  islands: IslandRecord[]
  appError: AppErrorData
  /** The 404 page: the browser logs the missing path. */
  notFound: boolean
}

/** Each island is its own React root: a distinct prefix keeps useId values unique on the page. */
export const islandIdPrefix = (index: number) => `i${index}-`
