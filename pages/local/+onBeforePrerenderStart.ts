// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../lib/content/load.js'
import { localRoute } from '../../lib/routes.js'

export default function onBeforePrerenderStart() {
  return loadContent().cities.map((city) => localRoute(city.slug))
}
