// One route of each page type the site has, for the tests that visit every kind of page
// once rather than every page: axe (tests/e2e/a11y.spec.ts), the route list of the
// specification (tests/e2e/routes.spec.ts) and the engine smoke (tests/engines/smoke.test.ts).
// A new kind of page is added here, and all three visit it.

/** One route per page type that answers 200: home, services and a service, about, the area,
 *  contact, the legal pages, a Paris district, a town, a place abroad, the thank-you page. */
export const PAGE_TYPES = [
  '/',
  '/services',
  '/services/lavage-tapis',
  '/a-propos',
  '/a-proximite',
  '/contact',
  '/mentions-legales',
  '/politique-confidentialite',
  '/paris-8e',
  '/lyon',
  '/monaco',
  '/merci',
] as const

/** A path no page has: the 404 page (it logs the path as a console error, on purpose). */
export const NOT_FOUND = '/page-absente'
