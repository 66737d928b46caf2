// https://vike.dev/onBeforePrerenderStart
import { TEXT_TEMPLATE_PAGES } from '../../lib/content/kinds.js'

export default function onBeforePrerenderStart() {
  return TEXT_TEMPLATE_PAGES.map((name) => `/${name}`)
}
