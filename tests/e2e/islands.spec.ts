// The islands' schedule and chunks, seen from the browser (islands/README.md):
// each island hydrates at the moment the registry gives it, and a page fetches only the code
// of the islands it holds.
import { expect, openPage, quietOverlays, test } from './fixtures.js'
import type { Page } from '@playwright/test'

/** Records, from the first script on, the order in which island elements report themselves hydrated. */
async function recordHydrationOrder(page: Page) {
  await page.addInitScript(() => {
    const order: string[] = []
    ;(window as unknown as { hydrationOrder: string[] }).hydrationOrder = order
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const element = mutation.target as HTMLElement
        if (mutation.attributeName === 'data-island-hydrated' && element.dataset.island) order.push(element.dataset.island)
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-island-hydrated'] })
  })
}

/** The welcome popup's code (an idle island) arrives late: the islands queued after it wait. */
async function delayPopupCode(page: Page) {
  await page.route('**/assets/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('showUntil')) await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({ response, body })
    } catch (error) {
      // A chunk still in flight when the test ends: its page is gone, and so is the response.
      if (!page.isClosed()) throw error
    }
  })
}

const hydrationOrder = (page: Page) => page.evaluate(() => (window as unknown as { hydrationOrder: string[] }).hydrationOrder)

test.describe('islands', () => {
  // The delayed chunks' handlers may outlive a test that has its answer: they stop with it.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

  test('on the home page, seen from the top: load islands first, then idle ones, then those far below', async ({ page }) => {
    await recordHydrationOrder(page)
    await openPage(page, '/')
    const order = await hydrationOrder(page)
    expect([...order].sort()).toEqual(['callback-form', 'cookie-banner', 'form-scroll-button', 'header', 'salons', 'welcome-popup'])
    expect(order.slice(0, 2).sort()).toEqual(['form-scroll-button', 'header'])
    // Idle islands in page order: the cookie card sits under the header, before the content.
    expect(order.slice(2, 4)).toEqual(['cookie-banner', 'welcome-popup'])
    expect(order.slice(4).sort()).toEqual(['callback-form', 'salons'])
    // Every island is live once the page says it is hydrated.
    await expect(page.locator('[data-island]:not([data-island-hydrated])')).toHaveCount(0)
  })

  test('a visible island in view does not wait for the idle ones', async ({ page }) => {
    await quietOverlays(page)
    await recordHydrationOrder(page)
    await delayPopupCode(page)
    // Opened on the form, far below the first screen: the form is in view from the start.
    await openPage(page, '/#contact-form')
    const order = await hydrationOrder(page)
    expect(order.indexOf('callback-form')).toBeGreaterThanOrEqual(0)
    expect(order.indexOf('callback-form')).toBeLessThan(order.indexOf('welcome-popup'))
  })

  test('seen from the top, the same late popup holds back the islands far below', async ({ page }) => {
    await quietOverlays(page)
    await recordHydrationOrder(page)
    await delayPopupCode(page)
    await openPage(page, '/')
    const order = await hydrationOrder(page)
    expect(order.indexOf('callback-form')).toBeGreaterThan(order.indexOf('welcome-popup'))
  })

  test('a page fetches only the code of its own islands', async ({ page }) => {
    // Bodies as promises, read once the page is hydrated: a response may still be arriving.
    const scripts = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      // A script still arriving when the test ends (the calendar's code, preloaded at idle) has no body to read: not an error.
      if (response.request().resourceType() === 'script')
        scripts.set(
          new URL(response.url()).pathname,
          response.text().catch(() => ''),
        )
    })
    const mantine = async () => {
      const found: string[] = []
      for (const [name, body] of scripts) if ((await body).includes('mantine-')) found.push(name)
      return found
    }

    await openPage(page, '/lyon')
    // The entry, React with the islands every page has, and Rolldown's interop helper.
    expect(scripts.size).toBeLessThanOrEqual(3)
    expect(await mantine()).toEqual([])

    scripts.clear()
    await openPage(page, '/contact')
    expect((await mantine()).length).toBeGreaterThan(0)
  })
})
