// Nothing floating covers what a visitor taps, on the phones of most visitors (320 to 414 px
// wide): every link, button and form control of the first screen, and each control of the
// call-back form once scrolled to, is clear of the sticky header, the cookie card (shown, as
// on a first visit) and the floating call button. The check itself: tests/engines/covered.ts.
import { expect, openPage, test } from '../fixtures.js'
import { coveredControlsScript, PHONE_SCREENS, type Covered } from '../../engines/covered.js'

for (const screen of PHONE_SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen, isMobile: true, hasTouch: true })

    for (const route of ['/', '/contact', '/lyon']) {
      test(`${route}: no control of the first screen or of the form lies under the header, the cookie card or the call button`, async ({
        page,
      }) => {
        // The welcome announcement is a modal dialog: it covers everything on purpose until closed.
        await page.addInitScript(() => localStorage.setItem('art3f-popup-closed-v4', 'true'))
        await openPage(page, route)
        await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeVisible()
        expect(await page.evaluate<Covered[]>(coveredControlsScript('screen')), 'first screen').toEqual([])
        if (route !== '/lyon') expect(await page.evaluate<Covered[]>(coveredControlsScript('form')), 'the form, scrolled to').toEqual([])
      })
    }
  })
}
