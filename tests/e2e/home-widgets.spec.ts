import { announcementId, type AnnouncementIdentity } from '../../lib/browser/announcement.js'
import { expect, openPage, popupClosedValue, siteContent, storePopupClosed, test } from './fixtures.js'

const consent = (page: import('@playwright/test').Page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
const popupClosed = storePopupClosed
/** The specification's flag and, beside it, which announcement was closed. */
const storedFlag = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [localStorage.getItem('art3f-popup-closed-v4'), localStorage.getItem('art3f-popup-closed-announcement')])

/** A fake clock that only moves when the test says so (a busy machine cannot skew it). */
/** Whether the element is rendered (not skipped by content-visibility: auto). */
const rendered = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))

async function stoppedClock(page: import('@playwright/test').Page, iso: string) {
  const time = new Date(iso)
  await page.clock.install({ time })
  // Some real time passes between the two calls: pause a few seconds ahead (same day).
  await page.clock.pauseAt(new Date(time.getTime() + 5000))
}

test.describe('salons', () => {
  test.beforeEach(async ({ page }) => {
    await consent(page)
    await popupClosed(page)
  })

  // One page per day: the list as the visitor meets it that day (the clock fixed anew before each load).
  test('the list follows the day: on 20 November 2025 it starts with Bruxelles, an event ending today is still listed, then an honest empty state', async ({
    page,
  }) => {
    await test.step('20 November 2025: Bruxelles first, flagged PROCHAIN, in French dates', async () => {
      await page.clock.setFixedTime(new Date('2025-11-20T09:00:00'))
      await openPage(page, '/')
      const events = page.locator('#salons li')
      await expect(events).toHaveCount(9)
      await expect(events.first()).toContainText('BRUXELLES')
      await expect(events.first()).toContainText('21–23\u00a0nov.\u00a02025')
      await expect(events.first()).toContainText('PROCHAIN')
      await expect(page.locator('#salons').getByText('PROCHAIN')).toHaveCount(1)
      await expect(page.locator('#salons')).not.toContainText('MULHOUSE')
      await expect(events.nth(3)).toContainText('PARIS')
      await expect(events.nth(3)).toContainText('31\u00a0janv. – 2\u00a0févr.\u00a02026')
    })

    await test.step('26 April 2026 in the evening: the event ending today is still listed', async () => {
      await page.clock.setFixedTime(new Date('2026-04-26T20:00:00'))
      await openPage(page, '/')
      await expect(page.locator('#salons li')).toHaveCount(1)
      await expect(page.locator('#salons li').first()).toContainText('LYON')
      await expect(page.locator('#salons li').first()).toContainText('24–26\u00a0avr.\u00a02026')
    })

    await test.step('22 November 2026, every date past: an honest empty state and no stale date', async () => {
      await page.clock.setFixedTime(new Date('2026-11-22T09:00:00'))
      await openPage(page, '/')
      await expect(page.locator('#salons li')).toHaveCount(0)
      await expect(page.locator('#salons')).toContainText('Prochaines dates bientôt annoncées')
    })
  })

  // The home page in one state (consent given, popup closed, today's date): one load for what
  // each part of it does, in the order a visitor meets them, top to bottom.
  test('the home page: every section rendered once hydrated; the hero’s call-back and phone; the poster dialog by keyboard and by mouse; « Plus d’infos »', async ({
    page,
  }) => {
    await openPage(page, '/')

    await test.step('every section is rendered and none is left deferred once the page is hydrated', async () => {
      expect(await page.locator('[data-deferred]').count()).toBe(0)
      const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
      expect(ids).toContain('zones')
      for (const id of ids) expect(await rendered(page, `#${id} > *`), id).toBe(true)
      // The other deferred blocks of the home page.
      for (const selector of ['[data-island="salons"] > :first-child', 'footer > :first-child'])
        expect(await rendered(page, selector), selector).toBe(true)
    })

    await test.step('the salon link opens the salon site in a new tab', async () => {
      const link = page.getByRole('link', { name: "Plus d'infos" })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    })

    const poster = page.getByRole('button', { name: 'Agrandir l’affiche' })
    const dialog = page.getByRole('dialog', { name: 'Retrouvez-nous dans les salons' })
    await test.step('the poster opens enlarged in a modal dialog that keeps focus and gives it back on Escape', async () => {
      await poster.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      await expect(dialog.locator('img')).toBeVisible()
      const close = dialog.getByRole('button', { name: 'Fermer l’affiche' })
      await expect(close).toBeFocused()
      // Its backdrop covers the page: the header's corner is the dialog's.
      expect(await page.evaluate(() => document.elementFromPoint(5, 5)?.tagName)).toBe('DIALOG')
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.keyboard.press(key)
        await expect(close).toBeFocused()
      }
      // A click on the poster itself keeps the dialog open, and Escape still closes it.
      await dialog.locator('img').click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(poster).toBeFocused()
    })

    await test.step('the poster dialog closes on a click beside the poster and on its close button', async () => {
      await poster.click()
      await expect(dialog).toBeVisible()
      await page.mouse.click(5, 5)
      await expect(dialog).toBeHidden()
      await poster.click()
      await dialog.getByRole('button', { name: 'Fermer l’affiche' }).click()
      await expect(dialog).toBeHidden()
      await expect(poster).toBeFocused()
    })

    await test.step('« Planifier un Rappel » scrolls to the call-back form; the phone button calls the landline', async () => {
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page.locator('#contact-form')).not.toBeInViewport()
      await page.getByRole('button', { name: 'Planifier un Rappel' }).click()
      await expect(page.locator('#contact-form')).toBeInViewport()
      await expect(page.locator('section[aria-labelledby="hero-title"] a[href^="tel:"]')).toHaveAttribute('href', 'tel:+33199001250')
      await expect(page.getByText('1000+')).toBeVisible()
    })
  })
})

test.describe('welcome popup', () => {
  test.beforeEach(async ({ page }) => consent(page))

  test('opens one second after load while the announcement runs, and Fermer remembers it', async ({ page }) => {
    await stoppedClock(page, '2025-11-01T10:00:00')
    await openPage(page, '/')
    await page.clock.runFor(900)
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.clock.runFor(200)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Art3F')
    await expect(dialog).toContainText('Mulhouse')
    await expect(dialog).toContainText('novembre 2025')
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await page.clock.runFor(500)
    await expect(dialog).toBeHidden()
    // The key of the specification holds `true`; the next one, which announcement was closed.
    expect(await storedFlag(page)).toEqual(['true', popupClosedValue()])
    // Hydrated again before the clock moves: the popup has had its chance to open.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.clock.runFor(2000)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  for (const [way, close] of [
    ['Escape', async (page: import('@playwright/test').Page) => page.keyboard.press('Escape')],
    ['the backdrop', async (page: import('@playwright/test').Page) => page.mouse.click(10, 10)],
  ] as const) {
    test(`closing with ${way} also remembers it`, async ({ page }) => {
      await stoppedClock(page, '2025-11-05T10:00:00')
      await openPage(page, '/')
      await page.clock.runFor(1100)
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.clock.runFor(500)
      await close(page)
      await page.clock.runFor(500)
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(await storedFlag(page)).toEqual(['true', popupClosedValue()])
    })
  }

  test('the specification’s flag alone keeps it closed', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('art3f-popup-closed-v4', 'true'))
    await stoppedClock(page, '2025-11-01T10:00:00')
    await openPage(page, '/')
    await page.clock.runFor(3000)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  // The owner's next announcement: a visitor who closed an earlier one sees it.
  const current = siteContent<AnnouncementIdentity>('announcement.json')
  for (const [earlier, stored] of [
    ['one with other dates', announcementId({ ...current, dates: 'Du 1er au 3 mars 2025', showUntil: '2025-03-03' })],
    ['one with another text', announcementId({ ...current, text: `${current.text} Entrée libre.` })],
  ] as const) {
    test(`opens again for a visitor who closed ${earlier}, and then remembers this one`, async ({ page }) => {
      // Stored once, before the first load: run again on the reload below, it would put the
      // earlier announcement back in place of the one the visitor has just closed.
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('test-seeded')) return
        sessionStorage.setItem('test-seeded', 'true')
        localStorage.setItem('art3f-popup-closed-v4', 'true')
        localStorage.setItem('art3f-popup-closed-announcement', value)
      }, stored)
      await stoppedClock(page, '2025-11-01T10:00:00')
      await openPage(page, '/')
      await page.clock.runFor(1100)
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Fermer' }).click()
      await expect(dialog).toBeHidden()
      expect(await storedFlag(page)).toEqual(['true', popupClosedValue()])
      // Hydrated again before the clock moves: the popup has had its chance to open.
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await page.clock.runFor(3000)
      await expect(page.getByRole('dialog')).toBeHidden()
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    // The popup is script-only: while the announcement runs, nothing covers the page.
    test('no popup covers the page while the announcement runs', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2025-11-01T10:00:00'))
      await page.goto('/')
      const callToAction = page.getByRole('button', { name: 'Planifier un Rappel' })
      await expect(callToAction).toBeVisible()
      // No script runs, so no timer can open it later: the page as loaded is the page for good.
      await expect(page.locator('dialog')).toHaveCount(0)
      await callToAction.click()
      await expect(page).toHaveURL(/#contact-form$/)
    })
  })

  test('never opens after the announcement ends', async ({ page }) => {
    await stoppedClock(page, '2025-11-12T10:00:00')
    await openPage(page, '/')
    await page.clock.runFor(3000)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('never opens once the flag is stored', async ({ page }) => {
    await popupClosed(page)
    await stoppedClock(page, '2025-11-01T10:00:00')
    await openPage(page, '/')
    await page.clock.runFor(3000)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('cookie banner', () => {
  test.beforeEach(async ({ page }) => popupClosed(page))

  test('accepting stores "accepted" and hides it for good', async ({ page }) => {
    await openPage(page, '/lyon')
    await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
    await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted')
    await openPage(page, '/contact')
    await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeHidden()
  })

  test('declining stores "declined"', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click()
    await expect(page.getByRole('button', { name: 'Refuser les cookies non essentiels' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined')
  })

  test('the close button hides it for this visit only and stores nothing', async ({ page, context }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Fermer' }).click()
    await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull()
    await openPage(page, '/lyon')
    await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeVisible()
    const next = await context.newPage()
    await openPage(next, '/')
    await expect(next.getByRole('button', { name: 'Accepter tous les cookies' })).toBeVisible()
  })
})

test.describe('hero', () => {
  test.beforeEach(async ({ page }) => {
    await consent(page)
    await popupClosed(page)
  })

  test('no animation and instant scrolling under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, '/')
    const duration = await page.locator('h1').evaluate((element) => getComputedStyle(element.parentElement!).animationDuration)
    expect(parseFloat(duration)).toBeLessThan(0.01)
  })
})

test.describe('deferred sections', () => {
  test('without JavaScript a section far below is skipped until scrolled to, then rendered and usable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('#zones')).toHaveAttribute('data-deferred', '')
    expect(await rendered(page, '#zones ul')).toBe(false)
    const lyon = page.locator('#zones').getByRole('link', { name: 'Lyon', exact: true })
    await lyon.scrollIntoViewIfNeeded()
    await expect.poll(() => rendered(page, '#zones ul')).toBe(true)
    await lyon.click()
    await expect(page).toHaveURL(/\/lyon$/)
    await context.close()
  })
})
