// `<Island name props>` for page templates, typed by the site's registry: the props a page
// gives must be the island's own. Deferred with the block it is placed in (a home-page
// section), it carries that block's attribute. Server side only.
import { Island as KitIsland } from '../components/islands/Island.js'
import type { IslandProps } from '../components/islands/define.js'
import { useDeferredAttribute } from '../components/common/deferred.js'
import type { IslandName, Islands } from './islands.js'

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<Islands, N> }) {
  return <KitIsland name={name} props={props as Record<string, unknown>} attributes={useDeferredAttribute()} />
}
