import { expect, openPage, quietOverlays, test } from './fixtures.js'

test.beforeEach(async ({ page }) => quietOverlays(page))

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navigation principale' })

// The header as a visitor uses it from the home page, in one visit: what the bar shows, its
// submenu by hover and by keyboard, then a link to a new page, where the submenu opens on click.
test('the header of /: the five entries, Rappel Gratuit and the current page; the submenu by hover and by keyboard; a new page opens at its top, where the submenu opens on click', async ({
  page,
}) => {
  await openPage(page, '/')
  await test.step('the bar names the five entries and Rappel Gratuit, and marks the current page', async () => {
    for (const name of ['Accueil', 'Nos Services', "Zones d'intervention", 'À Propos', 'Contact'])
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: 'Rappel Gratuit' })).toHaveAttribute('href', '/contact')
  })

  await test.step('the services submenu opens on hover and closes on leaving', async () => {
    const submenu = nav(page).getByRole('link', { name: 'Lavage' })
    await expect(submenu).toBeHidden()
    await nav(page).getByRole('link', { name: 'Nos Services' }).hover()
    await expect(submenu).toBeVisible()
    await expect(nav(page).locator('ul ul a')).toHaveCount(5)
    await page.mouse.move(10, 600)
    await expect(submenu).toBeHidden()
  })

  await test.step('the submenu works by keyboard: Enter opens, Escape closes and returns focus', async () => {
    const toggle = nav(page).getByRole('button', { name: 'Afficher les services' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link', { name: 'Restauration' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press(' ')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  await test.step('a new page opens at its top', async () => {
    await page.mouse.wheel(0, 3000)
    await page.waitForFunction(() => window.scrollY > 1000)
    await page.getByRole('link', { name: 'Rappel Gratuit' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  await test.step('on /contact, the submenu opens on click, and choosing an entry goes to its page', async () => {
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const toggle = nav(page).getByRole('button', { name: 'Afficher les services' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await nav(page).getByRole('link', { name: 'Expertise' }).click()
    await expect(page).toHaveURL(/\/services\/expertise-tapis$/)
    await expect(nav(page).getByRole('link', { name: 'Expertise' })).toBeHidden()
  })
})

test('the bar marks the current page on a service page and on À Propos, and only it', async ({ page }) => {
  await openPage(page, '/services/lavage-tapis')
  await expect(nav(page).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', /.*/)
  await expect(nav(page).getByRole('link', { name: 'Nos Services' })).toHaveAttribute('aria-current', 'page')

  await openPage(page, '/a-propos')
  await expect(nav(page).getByRole('link', { name: 'À Propos' })).toHaveAttribute('aria-current', 'page')
  await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1)
})

test('the header stays at the top while the page scrolls', async ({ page }) => {
  await openPage(page, '/lyon')
  await page.mouse.wheel(0, 2500)
  await page.waitForFunction(() => window.scrollY > 1000)
  const box = await page.locator('header').first().boundingBox()
  expect(box?.y).toBe(0)
})

test('the floating button calls the mobile number, bottom right', async ({ page }) => {
  await openPage(page, '/paris-8e')
  const button = page.getByRole('link', { name: /Appeler/ })
  await expect(button).toHaveAttribute('href', 'tel:+33639982470')
  const box = await button.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x + box.width > viewport.width - 60 && box.y + box.height > viewport.height - 60).toBeTruthy()
})
