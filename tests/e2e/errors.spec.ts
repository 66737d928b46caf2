import { expect, openPage, quietOverlays, test } from './fixtures.js'

test('the 404 page logs the missing path and offers the way home', async ({ page, consoleLog }) => {
  consoleLog.allow(/404/)
  const messages: string[] = []
  page.on('console', (message) => message.type() === 'error' && messages.push(message.text()))
  const response = await page.goto('/tapis-volant')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByText('La page demandée')).toBeVisible()
  expect(messages.some((text) => text.includes('/tapis-volant'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('an error while rendering shows the generic error screen with its message', async ({ page, consoleLog }) => {
  consoleLog.allow(/./)
  await quietOverlays(page)
  // Corrupt the page data the HTML carries so the page component throws in the browser.
  await page.route('**/services/lavage-tapis', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('"page":{', '"broken":{')
    await route.fulfill({ response, body: html })
  })
  await openPage(page, '/services/lavage-tapis')
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(/undefined|null|Cannot read/)
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
})
