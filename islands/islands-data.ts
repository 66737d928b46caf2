// The kit's part of the one JSON script a page's HTML carries for the browser
// (`#islands-data`): the script's id and the record of each island (its props). The renderer
// adds the rest (renderer/client-data.ts), nothing of the static content.

/** The id of that JSON script. */
export const CLIENT_DATA_ID = 'islands-data'

/** One island of a page. `name` is a key of the registry; loadIsland rejects any other. */
export interface IslandRecord {
  name: string
  props: Record<string, unknown>
}
