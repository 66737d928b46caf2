// https://vike.dev/onBeforePrerenderStart: the towns' URLs for Vike's own pre-render. The
// build renders pages with renderPage() (scripts/build/render.ts) and does not call it;
// tests/build/render.test.ts runs Vike's pre-render, with this hook, as its reference.
import { loadContent } from '../../lib/content/load.js'
import { localRoute } from '../../lib/routes.js'

export default function onBeforePrerenderStart() {
  return loadContent().cities.map((city) => localRoute(city.slug))
}
