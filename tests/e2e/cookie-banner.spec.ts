// The cookie banner on a first visit leaves every call to action of the first screen
// clickable and takes at most a quarter of the screen, on a laptop and on a phone: the
// point a click lands on, the centre of each call to action, is the call to action itself
// (document.elementFromPoint, without scrolling), with the banner shown. The card sits in
// the flow under the header (docs/DECISIONS.md): it may push a call to action of the hero
// below the first screen, never cover it; the header's « Rappel Gratuit » stays in sight.
import type { Page } from '@playwright/test'
import { expect, openPage, siteContent, storePopupClosed, test } from './fixtures.js'

interface Phones {
  phones: { landline: { e164: string }; mobile: { e164: string } }
}
const { phones } = siteContent<Phones>('site.json')

/** What a visitor came to click, per page; each must be on the first screen. */
const CALLS_TO_ACTION: Record<string, { name: string; selector: string }[]> = {
  '/': [
    { name: 'Planifier un Rappel', selector: 'main a[href="#contact-form"]' },
    { name: 'the hero’s phone button', selector: `main a[href="tel:${phones.landline.e164}"] >> nth=0` },
    { name: 'Rappel Gratuit', selector: 'header a[href="/contact"]:has-text("Rappel Gratuit")' },
    { name: 'the floating call button', selector: `a[href="tel:${phones.mobile.e164}"][aria-label*="Appeler"]` },
  ],
  // The floating call button steps aside while the form is on screen (tests/e2e/engines/covered-controls.spec.ts).
  '/contact': [
    { name: 'Rappel Gratuit', selector: 'header a[href="/contact"]:has-text("Rappel Gratuit")' },
    { name: 'the telephone field', selector: '#contact-form [name="telephone"]' },
  ],
}

/** The element hit at the centre of the target, and whether it is the target or inside it. */
async function clickableAtCentre(page: Page, selector: string) {
  const target = page.locator(selector)
  await expect(target).toBeVisible()
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    const onScreen = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight
    const hit = document.elementFromPoint(x, y)
    return { onScreen, hitsTarget: !!hit && (hit === element || element.contains(hit)), hit: hit ? hit.outerHTML.slice(0, 120) : 'nothing' }
  })
}

/**
 * Every control of the call-back form whose centre is on the first screen, and whether the
 * banner is what that centre hits. (On a phone the fixed call button, bottom right, already
 * sits over the date field's calendar button: that is the call button's place, not the banner's.)
 */
async function formControlsOnFirstScreen(page: Page) {
  return page.locator('#contact-form').evaluate((form) =>
    [...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button')]
      .filter((control) => control.closest('[aria-hidden="true"]') === null)
      .map((control) => {
        const box = control.getBoundingClientRect()
        const x = box.left + box.width / 2
        const y = box.top + box.height / 2
        if (box.width === 0 || y >= window.innerHeight) return null
        const hit = document.elementFromPoint(x, y)
        const banner = document.querySelector('[aria-labelledby="cookie-banner-title"]')
        return {
          control: control.getAttribute('name') ?? control.getAttribute('aria-label') ?? '',
          underBanner: !!hit && !!banner && banner.contains(hit),
          hitsTarget: !!hit && (hit === control || control.contains(hit)),
        }
      })
      .filter((result) => result !== null),
  )
}

for (const size of [
  { label: 'laptop 1366×900', viewport: { width: 1366, height: 900 }, isMobile: false },
  { label: 'phone 390×844', viewport: { width: 390, height: 844 }, isMobile: true },
  { label: 'phone 360×640', viewport: { width: 360, height: 640 }, isMobile: true },
  { label: 'phone 320×568', viewport: { width: 320, height: 568 }, isMobile: true },
]) {
  test.describe(`cookie banner, ${size.label}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile })

    for (const [route, targets] of Object.entries(CALLS_TO_ACTION)) {
      test(`${route}: the banner takes at most a quarter of the screen and covers no call to action`, async ({ page }) => {
        // The welcome announcement is another overlay, with its own tests.
        await storePopupClosed(page)
        await openPage(page, route)
        const banner = page.getByRole('region', { name: 'Votre vie privée' })
        await expect(banner).toBeVisible()
        await expect(banner).toContainText(/aucun cookie de suivi/i)
        await expect(banner.getByRole('button', { name: 'Accepter tous les cookies' })).toBeVisible()
        await expect(banner.getByRole('button', { name: 'Refuser les cookies non essentiels' })).toBeVisible()
        await expect(banner.getByRole('button', { name: 'Fermer' })).toBeVisible()

        const box = await banner.boundingBox()
        expect(box, 'banner box').not.toBeNull()
        expect(box!.height, 'banner height').toBeLessThanOrEqual(size.viewport.height * 0.25)
        expect(box!.y + box!.height, 'banner inside the screen').toBeLessThanOrEqual(size.viewport.height)

        for (const { name, selector } of targets) {
          const result = await clickableAtCentre(page, selector)
          if (!result.onScreen && name !== 'Rappel Gratuit') {
            // Pushed down by the card, not under it.
            const bannerBottom = await banner.evaluate((element) => element.getBoundingClientRect().bottom)
            const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top)
            expect(top, `${name} below the card`).toBeGreaterThanOrEqual(bannerBottom)
            continue
          }
          expect(result.onScreen, `${name} on the first screen`).toBe(true)
          expect(result.hitsTarget, `${name}: its centre hits ${result.hit}`).toBe(true)
        }
        if (route === '/contact') {
          const controls = await formControlsOnFirstScreen(page)
          // A short phone's first screen holds the page's introduction, not yet the form.
          const formOnFirstScreen = size.viewport.height >= 800
          if (formOnFirstScreen) expect(controls.length, 'form controls on the first screen').toBeGreaterThan(0)
          expect(
            controls.filter((control) => control.underBanner).map((control) => control.control),
            'form controls under the banner',
          ).toEqual([])
          // On a phone the card pushes all but the first field below the first screen.
          if (formOnFirstScreen)
            expect(controls.filter((control) => control.hitsTarget).length, 'form controls that take a click').toBeGreaterThanOrEqual(1)
        }
      })
    }
  })
}
