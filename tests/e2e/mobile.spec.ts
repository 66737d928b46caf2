import { expect, openPage, quietOverlays, test } from './fixtures.js'

test.beforeEach(async ({ page }) => quietOverlays(page))

test('the mobile menu shows every entry, indented submenu, call-back link and call button', async ({ page }) => {
  await openPage(page, '/lyon')
  const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
  await expect(toggle).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
  await toggle.click()
  const panel = page.getByRole('navigation', { name: 'Navigation mobile' })
  await expect(panel).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true')
  for (const name of [
    'Accueil',
    'Nos Services',
    "Zones d'intervention",
    'À Propos',
    'Contact',
    'Restauration',
    'Lavage',
    'Conservation',
    'Expertise',
    'Achat et vente',
  ]) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible()
  }
  const parent = await panel.getByRole('link', { name: 'Nos Services' }).boundingBox()
  const child = await panel.getByRole('link', { name: 'Lavage' }).boundingBox()
  expect(child!.x).toBeGreaterThan(parent!.x)
  await expect(panel.getByRole('link', { name: 'Demander un Rappel' })).toHaveAttribute('href', '/contact')
  await expect(panel.getByRole('link', { name: /Appeler/ })).toHaveAttribute('href', 'tel:+33639982470')
  await panel.getByRole('link', { name: "Zones d'intervention" }).click()
  await expect(page).toHaveURL(/\/a-proximite$/)
  await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden()
})

test('choosing a link closes the menu even when it stays on the page', async ({ page }) => {
  await openPage(page, '/contact')
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
  await page.getByRole('navigation', { name: 'Navigation mobile' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden()
})

test('pages fit a 390 px screen without horizontal scrolling; on /, the floating call button is shown', async ({ page }) => {
  for (const route of ['/', '/services/lavage-tapis', '/paris-8e', '/lyon', '/a-proximite', '/contact', '/mentions-legales']) {
    await openPage(page, route)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, route).toBeLessThanOrEqual(0)
    if (route === '/')
      await test.step('the floating call button stays reachable at the bottom right', async () => {
        const button = page.getByRole('link', { name: /Appeler l’atelier sur mobile/ })
        await expect(button).toBeVisible()
        await expect(button).toHaveAttribute('href', 'tel:+33639982470')
      })
  }
})
