// The admin on a phone (390×844, local mode on a copy of content/): the owner adds a salon and
// changes the popup with every field and « Publier » within the screen's width, nothing to
// scroll sideways (Decap lays its editor out 800 px wide; admin/admin.css fixes it); a
// refusal is written under the field it names as well as in the notice; Decap's words are
// French (« Médias », no « Oops »); the home screen links the owner's guide.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { budget } from '../support/budget.js'
import { LOCAL_CMS_START_BUDGET, startLocalCms, type LocalCms } from '../support/local-cms.js'

const WIDTH = 390
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true })

test.describe('the admin at 390×844 (local mode)', () => {
  test.describe.configure({ mode: 'serial' })
  let cms: LocalCms

  test.beforeAll(async () => {
    test.setTimeout(LOCAL_CMS_START_BUDGET + budget(10_000))
    cms = await startLocalCms()
  })
  test.afterAll(() => cms?.stop())

  async function openAdmin(page: Page, hash = '') {
    await page.goto(`${cms.base}/admin/`)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
    if (hash) await page.goto(`${cms.base}/admin/${hash}`)
  }

  const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).last()
  const publishButton = (page: Page) => page.getByRole('button', { name: /^Publier$/ })

  async function publish(page: Page) {
    await publishButton(page).click()
    await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
  }

  /** Nothing wider than the screen, and every control of the form and « Publier » inside it. */
  async function expectWithinScreen(page: Page, atLeast: number) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    // A mobile browser widens its layout to what overflows: innerWidth must stay the screen's.
    expect(innerWidth).toBe(WIDTH)
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[class*="-ControlPaneContainer"] :is(input, textarea, select, label, button)')]
        .map((element) => {
          const box = element.getBoundingClientRect()
          return { name: element.id || element.textContent!.trim().slice(0, 40), left: box.left, right: box.right, width: box.width }
        })
        .filter((box) => box.width > 0),
    )
    expect(boxes.filter((box) => box.name.includes('-field-')).length).toBeGreaterThanOrEqual(atLeast)
    for (const box of boxes) {
      expect(box.left, box.name).toBeGreaterThanOrEqual(0)
      expect(box.right, box.name).toBeLessThanOrEqual(WIDTH)
    }
    const button = (await publishButton(page).boundingBox())!
    expect(button.x).toBeGreaterThanOrEqual(0)
    expect(button.x + button.width).toBeLessThanOrEqual(WIDTH)
  }

  test('the home screen fits, says « Médias » and links the owner’s guide', async ({ page }) => {
    await openAdmin(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
    await expect(page.getByText('Médias', { exact: true })).toBeVisible()
    await expect(page.getByText('Media', { exact: true })).toHaveCount(0)
    const guide = page.getByRole('link', { name: 'Guide d’utilisation' })
    await expect(guide).toBeVisible()
    await expect(guide).toHaveAttribute('href', /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/main\/docs\/GUIDE-PROPRIETAIRE\.md$/)
    await page.goto(`${cms.base}/admin/#/collections/salons/new`)
    await expect(field(page, 'city')).toBeVisible({ timeout: 30_000 })
    await expect(guide).toBeHidden()
  })

  test('adds a salon: every field and « Publier » on the screen; an empty required field is said in French', async ({ page }) => {
    test.setTimeout(budget(120_000))
    await openAdmin(page, '#/collections/salons/new')
    await expect(field(page, 'city')).toBeVisible({ timeout: 30_000 })
    await expectWithinScreen(page, 4)
    await publish(page)
    // The toast names the empty fields by their labels (admin/field-names.ts).
    await expect(
      page.getByText(
        'Des champs obligatoires sont vides\u00a0: «\u00a0Ville\u00a0», «\u00a0Date de début\u00a0», «\u00a0Date de fin\u00a0». Remplissez-les, puis publiez à nouveau.',
      ),
    ).toBeVisible()
    await expect(page.getByText(/oops/i)).toHaveCount(0)

    // No « Nom court » to type: the file is named after the dates and the city.
    await expect(page.locator('[id^="id-field-"]')).toHaveCount(0)
    await field(page, 'city').fill('NANTES')
    await field(page, 'venue').fill('Parc des expositions de la Beaujoire')
    await field(page, 'startDate').fill('2027-05-14')
    await field(page, 'endDate').fill('2027-05-16')
    await expectWithinScreen(page, 4)
    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
    expect(JSON.parse(fs.readFileSync(path.join(cms.content, 'salons/2027-05-nantes.json'), 'utf8'))).toMatchObject({
      id: '2027-05-nantes',
      city: 'NANTES',
      startDate: '2027-05-14',
      endDate: '2027-05-16',
    })
  })

  test('changes the popup: every field and « Publier » on the screen', async ({ page }) => {
    test.setTimeout(budget(120_000))
    await openAdmin(page, '#/collections/reglages/entries/announcement')
    await expect(field(page, 'text')).toBeVisible({ timeout: 30_000 })
    await field(page, 'text').fill('Nos artisans vous présenteront la restauration des tapis anciens : venez les rencontrer !')
    await expectWithinScreen(page, 5)
    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
    expect(JSON.parse(fs.readFileSync(path.join(cms.content, 'announcement.json'), 'utf8')).text).toBe(
      'Nos artisans vous présenteront la restauration des tapis anciens\u00a0: venez les rencontrer\u00a0!',
    )
  })

  test('a refusal stands under the field it names, and in the notice', async ({ page }) => {
    test.setTimeout(budget(120_000))
    const file = path.join(cms.content, 'salons/2026-04-lyon.json')
    const before = fs.readFileSync(file, 'utf8')
    await openAdmin(page, '#/collections/salons/entries/2026-04-lyon')
    await field(page, 'endDate').fill('2026-04-20')
    await publish(page)
    const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Fermer' }) })
    await expect(notice).toContainText('«\u00a0Date de fin\u00a0» tombe avant la date de début', { timeout: 30_000 })
    // Under « Date de fin », and under no other field.
    const endDate = page
      .locator('[class*="-ControlContainer"]')
      .filter({ has: page.locator('label[for^="endDate-field-"]') })
      .last()
    const message = endDate.locator('.owner-field-message')
    await expect(message).toContainText('«\u00a0Date de fin\u00a0» tombe avant la date de début')
    await expect(page.locator('.owner-field-message')).toHaveCount(1)
    await expect(field(page, 'endDate')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'endDate')).toHaveAttribute('aria-describedby', (await message.getAttribute('id'))!)
    // Below the field's control, across the field's width.
    const box = (await message.boundingBox())!
    const control = (await field(page, 'endDate').boundingBox())!
    expect(box.y).toBeGreaterThan(control.y + control.height)
    expect(box.x + box.width).toBeLessThanOrEqual(WIDTH)
    expect(fs.readFileSync(file, 'utf8')).toBe(before)

    // Once the box is closed (it covers the form on a phone), the message stays by the field
    // until the next save, which clears it when the entry is accepted.
    await notice.getByRole('button', { name: 'Fermer' }).click()
    await expect(message).toBeVisible()
    await field(page, 'endDate').fill('2026-04-26')
    await field(page, 'venue').fill('Eurexpo Lyon')
    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('.owner-field-message')).toHaveCount(0)
    await expect(field(page, 'endDate')).not.toHaveAttribute('aria-invalid', 'true')
  })
})
