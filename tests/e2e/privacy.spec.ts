// What the site does to a visitor's browser: no request leaves its own origin on load (fonts,
// icons and pictures are self-hosted), no cookie is set, and storage holds only the keys the
// privacy policy lists.
import { expect, openPage, test } from './fixtures.js'

test('every request of a page load goes to the site itself', async ({ page, baseURL }) => {
  const origins = new Set<string>()
  page.on('request', (request) => origins.add(new URL(request.url()).origin))
  for (const route of ['/', '/services/lavage-tapis', '/paris-8e', '/lyon', '/a-proximite', '/contact', '/politique-confidentialite']) {
    await openPage(page, route)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 800) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    })
    await page.waitForLoadState('networkidle')
  }
  expect([...origins]).toEqual([new URL(baseURL!).origin])
})

test('the cookie banner stores only its documented keys, and no cookie is set', async ({ page, context }) => {
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Fermer' }).click() // for this visit only
  await openPage(page, '/contact')
  await page.getByRole('button', { name: 'Ouvrir le calendrier' }).click()
  await page.keyboard.press('Escape')
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookie: document.cookie,
  }))
  expect(storage).toEqual({ local: [], session: ['cookie-banner-dismissed'], cookie: '' })
  await page.reload()
  await page.getByRole('button', { name: 'Refuser les cookies non essentiels' }).click()
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['cookie-consent'])
  expect(await context.cookies()).toEqual([])
})

test('the welcome announcement stores only its documented keys', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
  await page.clock.setFixedTime(new Date('2025-11-01T10:00:00'))
  await openPage(page, '/')
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([
    'art3f-popup-closed-announcement',
    'art3f-popup-closed-v4',
    'cookie-consent',
  ])
  expect(await context.cookies()).toEqual([])
})
