// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../lib/content/load.js'

export default function onBeforePrerenderStart() {
  return loadContent().services.map((service) => `/services/${service.slug}`)
}
