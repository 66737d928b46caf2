// What a page's HTML carries for the browser, in one JSON script (`#islands-data`): the props
// of its islands, and whatever else the renderer adds (renderer/client-data.ts), nothing of
// the static content.

/** The id of that JSON script. */
export const CLIENT_DATA_ID = 'islands-data'

/** One island of a page. `name` is a key of the registry; loadIsland rejects any other. */
export interface IslandRecord {
  name: string
  props: Record<string, unknown>
}
