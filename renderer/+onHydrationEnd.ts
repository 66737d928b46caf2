// https://vike.dev/onHydrationEnd
export { onHydrationEnd }

import type { OnHydrationEndSync } from 'vike/types'

// Browser tests wait for this: a click made before hydration would be lost.
const onHydrationEnd: OnHydrationEndSync = () => {
  document.documentElement.dataset.hydrated = 'true'
}
