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
  // Corrupt the props the HTML carries for the form island, so the form throws in the browser.
  await page.route('**/contact', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('"callback":{', '"broken":{')
    await route.fulfill({ response, body: html })
  })
  await openPage(page, '/contact')
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(/undefined|null|Cannot read/)
  // The screen takes the place of the page's content; the header still leads elsewhere.
  await expect(page.locator('main')).not.toContainText('Nous joindre')
  await expect(page.locator('form')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' }).click()
  await expect(page).toHaveURL(/\/$/)
})
