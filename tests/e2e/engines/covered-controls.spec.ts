// Nothing floating covers what a visitor taps, on the phones of most visitors (320 to 414 px
// wide): every link, button and form control of the first screen, and each control of the
// call-back form once scrolled to, is clear of the sticky header, the cookie card (shown, as
// on a first visit) and the floating call button. Seen as the visitor sees it from the first
// paint: without JavaScript, then with it before hydration (the page's script held back), then
// once hydrated. The check itself: tests/engines/covered.ts.
import { expect, test } from '../fixtures.js'
import { coveredControlsScript, PHONE_SCREENS, type Covered } from '../../engines/covered.js'

const ROUTES = [
  { route: '/', form: true },
  { route: '/contact', form: true },
  { route: '/lyon', form: false },
]

for (const screen of PHONE_SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen, isMobile: true, hasTouch: true })

    // The three pages in one test per screen: one page without JavaScript and one with it,
    // each going from page to page (a first visit each time: no consent is stored).
    test(`${ROUTES.map(({ route, form }) => `${route}${form ? ' (and its form)' : ''}`).join(', ')}: no control of the first screen lies under the header, the cookie card or the call button, without JavaScript, before hydration and after`, async ({
      page,
      browser,
    }) => {
      const covered = (scope: 'screen' | 'form') => page.evaluate<Covered[]>(coveredControlsScript(scope))

      const noScript = await browser.newContext({ viewport: screen, isMobile: true, hasTouch: true, javaScriptEnabled: false })
      const plain = await noScript.newPage()

      // The welcome announcement is a modal dialog: it covers everything on purpose until closed.
      await page.addInitScript(() => localStorage.setItem('art3f-popup-closed-v4', 'true'))
      // The page's script waits until the first screen is checked: the first paint as a slow phone shows it.
      let held = Promise.resolve()
      await page.route('**/assets/entries/**', async (request) => {
        await held
        await request.continue()
      })

      try {
        for (const { route, form } of ROUTES) {
          await test.step(route, async () => {
            await plain.goto(route)
            expect(await plain.evaluate<Covered[]>(coveredControlsScript('screen')), `${route}: first screen, without JavaScript`).toEqual(
              [],
            )
            if (form)
              expect(await plain.evaluate<Covered[]>(coveredControlsScript('form')), `${route}: the form, without JavaScript`).toEqual([])

            let release = () => {}
            held = new Promise<void>((resolve) => (release = resolve))
            await page.goto(route)
            await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
            expect(await covered('screen'), `${route}: first screen, before hydration`).toEqual([])
            release()
            await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
            await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
            expect(await covered('screen'), `${route}: first screen, hydrated`).toEqual([])
            if (form) expect(await covered('form'), `${route}: the form, scrolled to`).toEqual([])
          })
        }
      } finally {
        await noScript.close()
      }
    })
  })
}
