// The admin (Decap CMS) driven for real in local mode (`npm run cms`: decap-server + the dev
// server, one for the whole group) on a temporary copy of content/, as a new owner would:
// typed punctuation is repaired, not refused; a salon ending before it starts and <script>
// in « Lieu » are refused in French naming the field, the file unchanged; a city is refused
// while a field its layout needs is empty, then saved in one edit leaving the whole site
// valid, its artworks marked as placeholders; a salon and a city are deleted, a gallery card
// is not (the gallery has 6), with the reason. After every accepted save, validate is green.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { validateContent } from '../../lib/node/validate.js'
import { budget } from '../support/budget.js'
import { LOCAL_CMS_START_BUDGET, startLocalCms, type LocalCms } from '../support/local-cms.js'
import { field, notice, publish } from '../support/admin-screens.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** CMS_SCREENSHOTS=1 refreshes the pictures of docs/ from this run. */
const SCREENSHOTS = process.env.CMS_SCREENSHOTS === '1'

const CITY_FIELDS: { name: string; label: string }[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'admin/config.json'), 'utf8'),
).collections.find((collection: { name: string }) => collection.name === 'cities').fields

let repo: string
let content: string
let cms: LocalCms | undefined
let base: string

test.describe('local mode (npm run cms) on a copy of content/', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(LOCAL_CMS_START_BUDGET + budget(10_000))
    cms = await startLocalCms()
    ;({ dir: repo, content, base } = cms)
  })

  test.afterAll(() => cms?.stop())

  async function openAdmin(page: Page, hash = '') {
    await page.goto(`${base}/admin/`)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
    if (hash) await page.goto(`${base}/admin/${hash}`)
  }

  /** Decap's « Ajouter … » button of a list field, named after the field's generated label. */
  const addButton = (page: Page, list: string) => {
    const label = CITY_FIELDS.find((candidate) => candidate.name === list)!.label
    return page.getByRole('button', { name: `Ajouter ${label.toLowerCase()}`, exact: true })
  }

  async function addItems(page: Page, list: string, values: string[]) {
    for (const value of values) {
      await addButton(page, list).click()
      await field(page, 'item').fill(value)
    }
  }

  /** Runs a command in the project and resolves with its exit status and output. */
  function run(command: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('close', (status) => resolve({ status, output }))
    })
  }

  const cityFile = () => path.join(content, 'cities/chantilly.json')
  /** `npm run validate`'s verdict on the edited folder: the lines it would print. */
  const validate = () => validateContent(content).errors.map((error) => `${error.file}: ${error.pointer}: ${error.message}`)

  test('repairs the typography typed in the popup’s « Texte » instead of refusing it', async ({ page }) => {
    test.setTimeout(budget(90_000))
    await openAdmin(page, '#/collections/reglages/entries/announcement')
    await field(page, 'text').fill(
      "Nos artisans vous présenteront l'entretien des tapis anciens : lavage, restauration et conseils ! « Venez »",
    )
    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
    expect(JSON.parse(fs.readFileSync(path.join(content, 'announcement.json'), 'utf8')).text).toBe(
      'Nos artisans vous présenteront l’entretien des tapis anciens\u00a0: lavage, restauration et conseils\u00a0! «\u00a0Venez\u00a0»',
    )
    expect(validate()).toEqual([])
  })

  test('refuses a salon ending before it starts and <script> in « Lieu », in French, next to nothing written', async ({ page }) => {
    test.setTimeout(budget(90_000))
    const file = path.join(content, 'salons/2026-04-lyon.json')
    const before = fs.readFileSync(file, 'utf8')
    await openAdmin(page, '#/collections/salons/entries/2026-04-lyon')
    await field(page, 'endDate').fill('2026-04-20')
    await publish(page)
    await expect(notice(page)).toContainText('«\u00a0Date de fin\u00a0» tombe avant la date de début (24/04/2026)', { timeout: 30_000 })
    expect(fs.readFileSync(file, 'utf8')).toBe(before)

    await notice(page).getByRole('button', { name: 'Fermer' }).click()
    await field(page, 'endDate').fill('2026-04-26')
    await field(page, 'venue').fill('Eurexpo <script>alert(1)</script>')
    await publish(page)
    await expect(notice(page)).toContainText('«\u00a0Lieu (facultatif)\u00a0» est un texte simple', { timeout: 30_000 })
    // Decap's own toasts go by themselves after a few seconds; the notice stays until it is closed.
    const toasts = page.locator('.Toastify__toast')
    await expect(toasts.first()).toBeVisible()
    await expect(toasts).toHaveCount(0, { timeout: budget(30_000) })
    await expect(notice(page)).toBeVisible()
    await expect(notice(page)).not.toContainText(/\/venue|Error:|sch[ée]ma|content\/|must/)
    expect(fs.readFileSync(file, 'utf8')).toBe(before)
  })

  test('a new city: refused while a field its layout needs is empty, then saved in one edit; its artworks are placeholders', async ({
    page,
  }) => {
    test.setTimeout(budget(300_000))
    // The media list reaches the editor 3 s after sign-in and the new entry opens before that:
    // it must still offer the existing pictures (Decap's bug fixed by lib/build/decap-new-entry-fix.ts).
    await page.route('**/api/v1', async (route) => {
      if (route.request().postDataJSON()?.action === 'getMedia') await new Promise((resolve) => setTimeout(resolve, 3_000))
      await route.continue()
    })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    await openAdmin(page)
    // The console stays clean while the admin loads (no 404 of the dev server's virtual CSS).
    expect(problems).toEqual([])
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ROOT, 'docs/admin-collections.png') })
    await page.goto(`${base}/admin/#/collections/cities/new`)

    await field(page, 'slug').fill('chantilly')
    await field(page, 'town').fill('Chantilly')
    await field(page, 'postcode').fill('60500')
    // region and layout are closed lists (selects): type, then Enter picks the match.
    await field(page, 'region').fill('Hauts-de-France')
    await page.keyboard.press('Enter')
    await field(page, 'layout').fill('Ville')
    await page.keyboard.press('Enter')
    await page.locator('[id^="title-field-"]').first().fill('Nettoyage de tapis à Chantilly')
    await page
      .locator('[id^="description-field-"]')
      .first()
      .fill('Lavage, restauration et expertise de vos tapis à Chantilly, enlèvement sur rendez-vous par notre atelier parisien.')
    await page.locator('[id^="title-field-"]').nth(1).fill('Nettoyage et restauration de tapis à Chantilly')
    await field(page, 'subtitle').fill('Chantilly, au sud de l’Oise')
    await page
      .locator('[id^="description-field-"]')
      .nth(1)
      .fill("<p>Au sud de l'Oise, Chantilly vit autour de son château et de son hippodrome, entre Gouvieux et Lamorlaye.</p>")
    await field(page, 'area').fill("Chantilly et les communes du sud de l'Oise, enlèvement sur rendez-vous.")
    await addItems(page, 'neighborhoods', ['Quartier du Château', 'Les Bourgognes', 'Le Coq Chantant', 'Les Fontaines'])
    await addItems(page, 'landmarks', ['Château de Chantilly', 'Grandes Écuries', 'Hippodrome de Chantilly', 'Forêt de Chantilly'])

    // Portfolio: one picture uploaded through the media library (a photo), two artworks chosen from it.
    const upload = path.join(repo, 'chantilly-atelier.svg')
    fs.writeFileSync(
      upload,
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 4 3"><rect width="4" height="3" fill="#7a2e2a"/><rect x="1" y="1" width="2" height="1" fill="#e8d9b5"/></svg>\n',
    )
    const portfolio: [string, string, string][] = [
      ['', 'Tapis persan dans une demeure de Chantilly', 'Restauration d’un tapis persan'],
      ['portfolio-02.svg', 'Tapis d’Orient après lavage traditionnel', 'Lavage traditionnel'],
      ['portfolio-03.svg', 'Franges d’un kilim refaites à la main', 'Franges refaites'],
    ]
    for (const [existing, alt, title] of portfolio) {
      await addButton(page, 'portfolio').click()
      const library = page.getByRole('button', { name: 'Choisir les éléments sélectionnés' })
      if (!existing) {
        // Uploaded, then chosen like any picture: the library selects « the first file » after
        // an upload, which is not always the new one.
        await page.getByRole('button', { name: 'Choisir une image' }).last().click()
        await page.locator('input[type="file"]').setInputFiles(upload)
        await expect(page.getByText('chantilly-atelier.svg', { exact: true })).toBeVisible({ timeout: 30_000 })
        // The library selects a file once the upload has settled (a render later than the new
        // card): closing before that, the late selection could land after the reopening and
        // turn the click below into a deselection.
        await expect(library).toBeEnabled()
        await page.keyboard.press('Escape')
        await expect(library).toBeHidden()
      }
      await page.getByRole('button', { name: 'Choisir une image' }).last().click()
      // A click on a card has, about once in six full parallel runs, left nothing selected
      // (insert button still disabled; never reproduced alone, cause not found). A card click
      // toggles its selection, so it is repeated only while nothing is selected: whatever ends
      // selected is this card, and the saved paths are checked below.
      const card = page.getByText(existing || 'chantilly-atelier.svg', { exact: true })
      await expect(async () => {
        if (await library.isDisabled()) await card.click()
        await expect(library).toBeEnabled({ timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await library.click()
      await field(page, 'alt').fill(alt)
      await field(page, 'title').fill(title)
    }

    // Saved with only what the form marks as required: the layout's own fields are missing.
    await publish(page)
    await expect(notice(page)).toContainText(
      '«\u00a0Intérieurs et patrimoine (obligatoire pour la mise en page «\u00a0Ville\u00a0»)\u00a0» est obligatoire',
      {
        timeout: 60_000,
      },
    )
    await expect(notice(page)).not.toContainText(/specialties|cities|Error:|sch[ée]ma/)
    expect(fs.existsSync(cityFile())).toBe(false)
    if (SCREENSHOTS) await page.screenshot({ path: path.join(ROOT, 'docs/admin-refusal.png') })
    await notice(page).getByRole('button', { name: 'Fermer' }).click()

    await addItems(page, 'specialties', [
      '<strong>Tapis anciens</strong> des demeures du Valois',
      'Tapis de chevaux et de sellerie',
      '<strong>Kilims</strong> et tapis de château',
    ])
    // What the workshop does comes from site.json's claims, by reference (the town convention).
    await addItems(page, 'services', [
      '{claim:serviceWashing}',
      '{claim:serviceFringes}',
      '{claim:serviceExpertise}',
      '{claim:serviceMoths}',
    ])
    for (const [title, description] of [
      ['{claim:byAppointment}', '{claim:franceByAppointment}'],
      ['{claim:masterCraftsmen}', '{claim:generations}'],
      ['{claim:quote}', '{claim:freeExpertise}'],
    ]) {
      await addButton(page, 'advantages').click()
      await field(page, 'title').fill(title)
      await field(page, 'description').fill(description)
    }
    await field(page, 'ctaTitle').fill('<strong>Un tapis à confier</strong> à Chantilly')
    await field(page, 'ctaDescription').fill('Laissez-nous votre numéro, nous vous rappelons.')
    await addItems(page, 'nearbyAreas', ['Gouvieux', 'Lamorlaye', 'Senlis', 'Coye-la-Forêt', 'Vineuil-Saint-Firmin'])
    if (SCREENSHOTS) {
      await page.locator('[id^="title-field-"]').nth(1).scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(ROOT, 'docs/admin-city-editor.png') })
    }

    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 60_000 })

    const saved = JSON.parse(fs.readFileSync(cityFile(), 'utf8'))
    expect(saved).toMatchObject({
      $schema: '../../schemas/city.schema.json',
      slug: 'chantilly',
      town: 'Chantilly',
      layout: 'common',
      area: 'Chantilly et les communes du sud de l’Oise, enlèvement sur rendez-vous.',
      neighborhoods: ['Quartier du Château', 'Les Bourgognes', 'Le Coq Chantant', 'Les Fontaines'],
    })
    // The uploaded photo is a real picture; the two artworks are placeholders.
    expect(saved.portfolio.map((image: { src: string; placeholder?: boolean }) => [image.src, image.placeholder])).toEqual([
      ['images/chantilly-atelier.svg', undefined],
      ['images/portfolio-02.svg', true],
      ['images/portfolio-03.svg', true],
    ])
    expect(fs.readFileSync(path.join(content, 'images/chantilly-atelier.svg'), 'utf8')).toContain('<svg')
    // The whole site is valid after this one edit: no second edit in « Zones d’intervention ».
    const check = await run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], { CONTENT_DIR: content })
    expect(check.status, check.output).toBe(0)
  })

  test('deletes a salon and the new city; refuses to delete a gallery card, saying why', async ({ page }) => {
    test.setTimeout(budget(120_000))
    page.on('dialog', (dialog) => dialog.accept())
    const remove = async (hash: string) => {
      await page.goto(`${base}/admin/${hash}`)
      await page.getByRole('button', { name: /^Supprimer l.entrée$/ }).click()
    }
    await openAdmin(page)

    const card = path.join(content, 'gallery/kachan-trous.json')
    await remove('#/collections/gallery/entries/kachan-trous')
    await expect(notice(page)).toContainText('La galerie de l’accueil compte toujours exactement 6 éléments', { timeout: 30_000 })
    expect(fs.existsSync(card)).toBe(true)

    await remove('#/collections/salons/entries/2026-04-lyon')
    await expect.poll(() => fs.existsSync(path.join(content, 'salons/2026-04-lyon.json')), { timeout: 30_000 }).toBe(false)
    expect(validate()).toEqual([])

    await remove('#/collections/cities/entries/chantilly')
    await expect.poll(() => fs.existsSync(cityFile()), { timeout: 30_000 }).toBe(false)
    expect(validate()).toEqual([])
  })

  test('edits a salon’s dates: the file changes and the home page lists them', async ({ page }) => {
    test.setTimeout(budget(90_000))
    const file = path.join(content, 'salons/2025-11-mulhouse.json')
    await openAdmin(page, '#/collections/salons/entries/2025-11-mulhouse')
    await field(page, 'startDate').fill('2027-03-12')
    await field(page, 'endDate').fill('2027-03-14')
    await publish(page)
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({
      $schema: '../../schemas/salon.schema.json',
      id: '2025-11-mulhouse',
      startDate: '2027-03-12',
      endDate: '2027-03-14',
    })
    expect(validate()).toEqual([])

    // The salons filter runs in the browser against today: fixed at 1 March 2027.
    await page.clock.setFixedTime(new Date('2027-03-01T10:00:00'))
    await page.goto(`${base}/`)
    const salons = page.locator('[data-island="salons"]')
    await expect(salons).toContainText('MULHOUSE', { timeout: 30_000 })
    // The dev server reloads the page once it has re-validated the saved file, possibly while
    // this runs: each check waits long enough to see the page after that reload.
    await expect(salons).toContainText('12–14\u00a0mars\u00a02027', { timeout: 30_000 })
  })
})

test('the built admin starts under its own CSP and offers the GitHub sign-in', async ({ page, baseURL }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const response = await page.goto(`${baseURL}/admin/`)
  expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'")
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible({ timeout: 30_000 })
  expect(problems).toEqual([])
})
