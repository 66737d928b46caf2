// `<Island name props>` for page templates, typed by the site's registry: the props a page
// gives must be the island's own. Deferred with the block it is placed in (a home-page
// section), it carries that block's attribute. Server side only.
import { RenderedIsland } from '../islands/RenderedIsland.js'
import type { IslandProps } from '../islands/define.js'
import { useDeferredAttribute } from '../components/common/deferred.js'
import type { IslandName, Islands } from './islands.js'

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<Islands, N> }) {
  return <RenderedIsland name={name} props={props as Record<string, unknown>} attributes={useDeferredAttribute()} />
}
