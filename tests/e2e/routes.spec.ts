import { PAGE_TYPES } from '../support/page-types.js'
import { builtRoutes, expect, openPage, quietOverlays, test } from './fixtures.js'

const routes = builtRoutes()

test('the sitemap lists every route of the specification', () => {
  expect(routes.length).toBe(99)
  // Every page type but the thank-you page (noindex, out of the sitemap), and more towns.
  for (const route of [...PAGE_TYPES.filter((route) => route !== '/merci'), '/paris-1er', '/neuilly', '/geneve', '/royan']) {
    expect(routes).toContain(route)
  }
})

// Batches of pages per test: one browser page reused, so 99 pages load in a minute.
const BATCH = 10
for (let start = 0; start < routes.length; start += BATCH) {
  const batch = routes.slice(start, start + BATCH)
  test(`${batch[0]} … ${batch[batch.length - 1]} load: 200, French, one h1, hydrated without console error`, async ({ page }) => {
    await quietOverlays(page)
    for (const route of batch) {
      const response = await openPage(page, route)
      expect(response?.status(), route).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1'), route).toHaveCount(1)
      await expect(page.locator('header nav').first()).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${route === '/' ? '/' : route}$`))
    }
  })
}

// One page for the five: each unknown path is its own load and its own check.
test('unknown paths answer 404 with the 404 page: /nope, /paris-9e, /services/nope, /contact/extra, /LYON', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/404/)
  for (const route of ['/nope', '/paris-9e', '/services/nope', '/contact/extra', '/LYON']) {
    await test.step(route, async () => {
      const response = await page.goto(route)
      expect(response?.status(), route).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText('Oops! Page not found')
      await expect(page.getByRole('link', { name: 'Return to Home' }), route).toHaveAttribute('href', '/')
    })
  }
})
