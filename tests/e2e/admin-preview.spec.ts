// The editor's preview is the site's page (local mode, `npm run cms`, on a copy of content/):
// a town's page beside its form, updated as a field is typed; a phone and a computer width;
// the site settings shown on the page that holds them, in French (days included); the popup
// open, as a visitor sees it. CMS_SCREENSHOTS=1 writes the preview's pictures to test-results/.
import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { field } from '../support/admin-screens.js'
import { LOCAL_CMS_START_BUDGET, startLocalCms, type LocalCms } from '../support/local-cms.js'
import { budget } from '../support/budget.js'

const SCREENSHOTS = process.env.CMS_SCREENSHOTS === '1'

let cms: LocalCms

test.describe('the preview beside the form (local mode)', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ viewport: { width: 1366, height: 900 } })

  test.beforeAll(async () => {
    test.setTimeout(LOCAL_CMS_START_BUDGET + budget(10_000))
    cms = await startLocalCms()
  })
  test.afterAll(() => cms?.stop())

  async function openEntry(page: Page, hash: string): Promise<FrameLocator> {
    await page.goto(`${cms.base}/admin/`)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
    await page.goto(`${cms.base}/admin/${hash}`)
    // Decap's preview pane, then the site's page inside it (admin/preview-frame.ts).
    return page.frameLocator('#preview-pane').frameLocator('iframe[title="Aperçu de la page"]')
  }

  test('a town: its page, updated as « Titre » is typed, at a computer’s and a phone’s width', async ({ page }) => {
    test.setTimeout(budget(120_000))
    const site = await openEntry(page, '#/collections/cities/entries/lyon')
    const heading = site.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(/Lyon/, { timeout: 60_000 })
    // The site's own shell and stylesheet: its header's links, and its fonts and colours applied.
    await expect(site.getByRole('link', { name: /^Zones d.intervention/ }).first()).toBeAttached()
    const links = await site.locator('link[rel="stylesheet"]').evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect(links.length, links.join(' ')).toBeGreaterThan(0)
    await expect
      .poll(() => heading.evaluate((element) => getComputedStyle(element).fontFamily), { timeout: 30_000, message: links.join(' ') })
      .toMatch(/Playfair/)

    // « Titre », the page's heading (« Référencement » has a « Titre » of its own).
    const titles = page.locator('[id^="title-field-"]')
    const shown = (await heading.textContent())!.trim()
    const index = await titles.evaluateAll((all, text) => all.findIndex((input) => (input as HTMLInputElement).value === text), shown)
    expect(index).toBeGreaterThanOrEqual(0)
    const title = titles.nth(index)
    await title.fill('')
    await title.pressSequentially('Tapis à Lyon, tout juste écrit', { delay: 20 })
    await expect(heading).toHaveText('Tapis à Lyon, tout juste écrit')

    const frame = page.frameLocator('#preview-pane').locator('iframe[title="Aperçu de la page"]')
    const pane = page.frameLocator('#preview-pane')
    await expect(pane.getByRole('button', { name: 'Ordinateur' })).toHaveAttribute('aria-pressed', 'true')
    expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(1280)
    if (SCREENSHOTS) await page.screenshot({ path: 'test-results/admin-preview-1366-desktop.png' })
    await pane.getByRole('button', { name: 'Téléphone' }).click()
    await expect(pane.getByRole('button', { name: 'Téléphone' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => frame.evaluate((element) => (element as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(390)
    // At a phone's width the site shows its menu button, as on a phone.
    await expect(site.getByRole('button', { name: /menu/i })).toBeVisible()
    if (SCREENSHOTS) await page.screenshot({ path: 'test-results/admin-preview-1366-phone.png' })
    await pane.getByRole('button', { name: 'Ordinateur' }).click()
  })

  test('site settings: the page that shows them, days in French', async ({ page }) => {
    const site = await openEntry(page, '#/collections/reglages/entries/site')
    await expect(site.getByText('Lundi – Vendredi').first()).toBeVisible({ timeout: 60_000 })
    await expect(site.locator('body')).not.toContainText(/Monday|Tuesday|Saturday|Sunday/)
    if (SCREENSHOTS) await page.screenshot({ path: 'test-results/admin-preview-1366-settings.png' })
  })

  test('the popup, open as a visitor sees it', async ({ page }) => {
    const site = await openEntry(page, '#/collections/reglages/entries/announcement')
    const dialog = site.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 60_000 })
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible()
    await field(page, 'venue').fill('Parc des expositions de Colmar')
    await expect(dialog).toContainText('Parc des expositions de Colmar')
    if (SCREENSHOTS) await page.screenshot({ path: 'test-results/admin-preview-1366-popup.png' })
  })
})
