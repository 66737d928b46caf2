// https://vike.dev/onBeforePrerenderStart
import { citiesToPrerender } from '../../lib/content/load.js'
import { localRoute } from '../../lib/routes.js'

export default function onBeforePrerenderStart() {
  return citiesToPrerender().map((city) => localRoute(city.slug))
}
