// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../lib/content/load.js'

export default function onBeforePrerenderStart() {
  return loadContent().cities.map((city) => `/${city.slug}`)
}
