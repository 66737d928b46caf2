// https://vike.dev/route-string
// The coverage page (content/coverage.json) keeps its address, /a-proximite: the folder is
// named after the concept, the route after the French word visitors read.
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'

export default TEXT_PAGE_ROUTES['a-proximite']
