// The admin in production mode, through its screens: the built site and its sign-in functions
// on `wrangler pages dev`, Decap's GitHub backend in editorial workflow against the GitHub
// stand-in (tests/support/). Each task is done twice with the same input: in production and,
// in a second browser, in local mode (decap-server on a copy of content/, the path of
// `npm run cms`, admin.spec.ts); after each step the stand-in's branch (the entry's pull
// request, or main once published) holds byte for byte the file local mode wrote. A refusal
// sends the stand-in nothing; a GitHub user who may only read is told so in French; Decap's
// « Voir l'aperçu » opens the preview deployment CI reports as the `deploy/preview` status.
// It prints the admin's first load to its collections and a save (figures, not assertions).
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { startCmsBackend } from '../../scripts/cms-backend.js'
import { startProductionAdmin, type ProductionAdmin } from '../support/production-admin.js'
import { field, notice, publish } from './admin-screens.js'
import { freePort } from '../support/ports.js'

let admin: ProductionAdmin
let backend: Server
let repo: string
let production: Page
let local: Page

const SALON = 'content/salons/2027-03-paris.json'
const PICTURE = 'salon-paris-2027.svg'

/** The file as local mode wrote it on disk. */
const written = (file: string) => fs.readFileSync(path.join(repo, file))

/** The stand-in's copy of `file` on `branch` equals, byte for byte, what local mode wrote. */
async function expectSameBytes(file: string, branch: string) {
  await expect
    .poll(() => admin.github.file(branch, file)?.toString('utf8'), {
      timeout: 30_000,
      message: `${file} on ${branch} (branches: ${admin.github
        .branches()
        .map(
          (name) =>
            `${name}: ${[...admin.github.git.filesOf(admin.github.git.commits.get(admin.github.refs.get(`heads/${name}`)!)!.tree).keys()].filter((f) => f.includes('2027')).join(' ')}`,
        )
        .join(', ')})`,
    })
    .toBe(written(file).toString('utf8'))
  expect(admin.github.file(branch, file)!.equals(written(file))).toBe(true)
}

async function signInProduction(page: Page): Promise<number> {
  const started = performance.now()
  await page.goto(`${admin.site.base}/admin/`)
  await page.getByRole('button', { name: /GitHub/ }).click()
  await expect(page.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
  return performance.now() - started
}

async function openPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  return context.newPage()
}

/** Replaces a field's text. Decap's one-line fields keep what they hold when Playwright's
 *  fill() types over it (the value doubles), so the field is emptied first. */
async function set(target: Locator, value: string) {
  await target.fill('')
  await target.fill(value)
  await expect(target).toHaveValue(value)
}

/** Saves in production: « Enregistrer » opens (or updates) the entry's pull request. */
async function save(page: Page): Promise<number> {
  const started = performance.now()
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
  return performance.now() - started
}

/** Saves in local mode (no workflow: « Publier maintenant » writes the file). */
async function saveLocal(page: Page) {
  await publish(page)
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
}

/** Opens a screen of the admin afresh: a goto that changes only the hash would leave Decap's
 *  editor on the entry it showed (seen after a save in the editorial workflow). */
async function open(page: Page, url: string) {
  await page.goto('about:blank')
  await page.goto(url)
}

/** Both admins, same entry, same input; resolves with the production save's duration. */
async function both(hash: string, fill: (page: Page) => Promise<void>) {
  await open(local, `${admin.site.base}/admin/local/${hash}`)
  await fill(local)
  await saveLocal(local)
  await open(production, `${admin.site.base}/admin/${hash}`)
  await fill(production)
  return save(production)
}

test.describe('production admin (GitHub backend, editorial workflow) on wrangler pages dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000)
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-github-'))
    fs.cpSync('content', path.join(repo, 'content'), { recursive: true })
    // decap-server answers only the admin's own origin: the site's port is chosen first.
    const sitePort = await freePort()
    backend = await startCmsBackend({ repoDir: repo, port: 0, adminPort: sitePort, logLevel: 'error' })
    const localBackend = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/api/v1`
    admin = await startProductionAdmin({ localBackend, port: sitePort })
    production = await openPage(browser)
    local = await openPage(browser)
    await local.goto(`${admin.site.base}/admin/local/`)
    await local.getByRole('button', { name: 'Se connecter' }).click()
    await expect(local.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
  })

  test.afterAll(async () => {
    await production?.context().close()
    await local?.context().close()
    await admin?.stop()
    backend?.close()
    if (repo) fs.rmSync(repo, { recursive: true, force: true })
  })

  test.afterEach(() => {
    // A call the stand-in does not know would be a GitHub endpoint Decap needs and the test missed.
    expect(admin.github.unknown).toEqual([])
  })

  test('signs in with GitHub through the site’s own functions', async () => {
    const problems: string[] = []
    production.on('pageerror', (error) => problems.push(error.message))
    const firstLoad = await signInProduction(production)
    console.log(`admin first load to its collections (production mode, sign-in click included): ${Math.round(firstLoad)} ms`)
    expect(admin.github.calls.some((call) => call.path === '/login/oauth/access_token')).toBe(true)
    expect(problems).toEqual([])
  })

  test('a salon ending before it starts is refused in French and nothing is sent to GitHub', async () => {
    await production.goto(`${admin.site.base}/admin/#/collections/salons/new`)
    await set(field(production, 'id'), '2027-03-paris')
    await set(field(production, 'city'), 'PARIS')
    await set(field(production, 'venue'), 'Carrousel du Louvre')
    await set(field(production, 'startDate'), '2027-03-12')
    await set(field(production, 'endDate'), '2027-03-10')
    const writes = admin.github.writes().length
    await production.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(notice(production)).toContainText('«\u00a0Date de fin\u00a0» tombe avant la date de début', { timeout: 30_000 })
    expect(admin.github.writes().slice(writes)).toEqual([])
    expect(admin.github.branches()).toEqual(['main'])
  })

  test('adds a salon: its pull request holds the file local mode writes', async () => {
    const salon = async (page: Page) => {
      await set(field(page, 'id'), '2027-03-paris')
      await set(field(page, 'city'), 'PARIS')
      await set(field(page, 'venue'), 'Carrousel du Louvre')
      await set(field(page, 'startDate'), '2027-03-12')
      await set(field(page, 'endDate'), '2027-03-14')
    }
    await open(local, `${admin.site.base}/admin/local/#/collections/salons/new`)
    await salon(local)
    await saveLocal(local)
    // Production: the refused form is still open; the owner corrects the end date and saves.
    // (Decap writes the keys in the order they were first typed: same steps, same bytes.)
    await set(field(production, 'endDate'), '2027-03-14')
    const took = await save(production)
    console.log(`save of a new salon (production mode, « Enregistrer » to « Entrée enregistrée »): ${Math.round(took)} ms`)
    await expectSameBytes(SALON, 'cms/salons/2027-03-paris')
    expect(admin.github.file('main', SALON)).toBeUndefined()
    // The branch is main plus this one file.
    expect(admin.github.file('cms/salons/2027-03-paris', 'content/site.json')!.equals(fs.readFileSync('content/site.json'))).toBe(true)
    expect(admin.github.pulls.map((pull) => [pull.head, pull.base, pull.state])).toEqual([['cms/salons/2027-03-paris', 'main', 'open']])
  })

  test('changes the popup’s text and dates', async () => {
    await both('#/collections/reglages/entries/announcement', async (page) => {
      // The entry's stored text is in the form before anything is typed over it.
      await expect(field(page, 'title')).toHaveValue(/Mulhouse/, { timeout: 30_000 })
      await set(field(page, 'title'), 'Retrouvez-nous au salon du Carrousel du Louvre')
      await set(field(page, 'text'), "Nos artisans présenteront l'entretien des tapis anciens : venez nous voir !")
      await set(field(page, 'dates'), 'Du 12 au 14 mars 2027')
      await set(field(page, 'venue'), 'Carrousel du Louvre, Paris')
      await set(field(page, 'showUntil'), '2027-03-14')
    })
    await expectSameBytes('content/announcement.json', 'cms/reglages/announcement')
    expect(JSON.parse(admin.github.file('cms/reglages/announcement', 'content/announcement.json')!.toString())).toMatchObject({
      showUntil: '2027-03-14',
      text: 'Nos artisans présenteront l’entretien des tapis anciens\u00a0: venez nous voir\u00a0!',
    })
  })

  test('changes the opening hours', async () => {
    await both('#/collections/reglages/entries/site', async (page) => {
      const closes = page.locator('[id^="closes-field-"]').first()
      await expect(closes).toHaveValue('18:00', { timeout: 30_000 })
      // The list's items are closed; the chevron beside the list's name « Horaires » opens them.
      if (!(await closes.isVisible()))
        await page
          .locator('xpath=//*[@data-testid="expand-button"]/..')
          .filter({ hasText: 'Horaires' })
          .first()
          .getByTestId('expand-button')
          .click()
      await expect(closes).toBeVisible()
      await set(closes, '18:30')
      await set(page.locator('[id^="text-field-"]').first(), '09h00 – 18h30')
    })
    await expectSameBytes('content/site.json', 'cms/reglages/site')
    expect(admin.github.file('cms/reglages/site', 'content/site.json')!.toString()).toContain('"closes": "18:30"')
  })

  test('uploads a picture through « Media »', async () => {
    const upload = path.join(repo, PICTURE)
    fs.writeFileSync(
      upload,
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 4 3"><rect width="4" height="3" fill="#1d3557"/></svg>\n',
    )
    for (const [page, prefix] of [
      [local, '/admin/local/'],
      [production, '/admin/'],
    ] as const) {
      await open(page, `${admin.site.base}${prefix}`)
      // « Media » in the top bar (« Médias » once Decap's French label is fixed).
      await page.getByRole('button', { name: /^M[ée]dias?$/ }).click()
      await page.locator('input[type="file"]').setInputFiles(upload)
      await expect(page.getByText(PICTURE, { exact: true })).toBeVisible({ timeout: 30_000 })
    }
    // Pictures of the media library are not entries: GitHub gets them on main at once.
    await expectSameBytes(`content/images/${PICTURE}`, 'main')
  })

  test('« Voir l’aperçu » opens the preview deployment CI reports on the pull request', async () => {
    const pull = admin.github.pulls.find((candidate) => candidate.head === 'cms/salons/2027-03-paris')!
    const head = admin.github.refs.get(`heads/${pull.head}`)!
    const preview = 'https://cms-salons-2027-03-paris.maison-herat.pages.dev/'
    admin.github.addStatus(head, { state: 'success', context: 'deploy/preview', target_url: preview, description: 'Aperçu déployé' })
    await open(production, `${admin.site.base}/admin/#/collections/salons/entries/2027-03-paris`)
    await expect(production.getByRole('link', { name: /Voir l.aperçu/ })).toHaveAttribute('href', preview, { timeout: 30_000 })
  })

  test('publishes: « Publier » merges the pull request and main holds the file local mode wrote', async () => {
    await open(production, `${admin.site.base}/admin/#/collections/salons/entries/2027-03-paris`)
    await production.getByRole('button', { name: /^Statut/ }).click()
    await production.getByRole('menuitem', { name: 'Prêt' }).click()
    await expect(production.getByText(/mis à jour|Statut de l.entrée/i).first()).toBeVisible({ timeout: 30_000 })
    production.once('dialog', (dialog) => dialog.accept())
    await publish(production)
    await expectSameBytes(SALON, 'main')
    const pull = admin.github.pulls.find((candidate) => candidate.head === 'cms/salons/2027-03-paris')!
    expect([pull.state, pull.merged]).toEqual(['closed', true])
    // The other changes wait in their own pull requests, untouched on main.
    expect(admin.github.file('main', 'content/announcement.json')!.equals(fs.readFileSync('content/announcement.json'))).toBe(true)
  })
})

test('a GitHub user who may only read the repository is told so in French', async ({ browser }) => {
  test.setTimeout(120_000)
  const reader = await startProductionAdmin()
  reader.github.canPush = false
  const page = await openPage(browser)
  try {
    await page.goto(`${reader.site.base}/admin/`)
    await page.getByRole('button', { name: /GitHub/ }).click()
    await expect(page.getByText(/Ce compte GitHub ne peut pas modifier le site/)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('link', { name: 'Villes' })).toBeHidden()
    expect(reader.github.writes()).toEqual([])
  } finally {
    await page.context().close()
    await reader.stop()
  }
})
