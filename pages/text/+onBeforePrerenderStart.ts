// https://vike.dev/onBeforePrerenderStart
import { PAGE_ROUTES, TEXT_TEMPLATE_PAGES } from '../../lib/routes.js'

export default function onBeforePrerenderStart() {
  return TEXT_TEMPLATE_PAGES.map((name) => PAGE_ROUTES[name])
}
