// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../lib/content/load.js'
import { serviceRoute } from '../../lib/routes.js'

export default function onBeforePrerenderStart() {
  return loadContent().services.map((service) => serviceRoute(service.slug))
}
