// `npm run guide:pictures` (after `npm run build`): the pictures of the owner's guide
// (docs/GUIDE-PROPRIETAIRE.md), made from the running admin with the current content, so that
// they cannot drift from it. The admin runs as in production (tests/support/production-admin.ts:
// the built site on wrangler, GitHub answered by the stand-in), since the guide walks through
// « Publier », its status bar and the « Flux » tab, which only the editorial workflow shows.
// Each step is taken at 390 px (a phone) and at desktop width, in Debian's Chromium, and
// written as docs/guide-<step>-<telephone|ordinateur>.png, compressed (palette PNG, sharp).
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM, CHROMIUM_SWITCHES } from '../tests/support/chromium.js'
import { expandList, field, openAfresh, replaceText } from '../tests/support/admin-screens.js'
import { deploy, headOf, lane, startProductionAdmin } from '../tests/support/production-admin.js'
import { ROOT_DIR } from '../lib/node/root.js'

const DOCS = path.join(ROOT_DIR, 'docs')
const WAIT = 60_000
const WIDTHS = [
  ['telephone', 390, 844],
  ['ordinateur', 1366, 900],
] as const
const SALON = '2026-04-lyon'

if (!fs.existsSync(path.join(ROOT_DIR, 'dist/client/index.html')))
  throw new Error('Run `npm run build` first: the admin is served from dist/client.')

const admin = await startProductionAdmin({ root: ROOT_DIR })
// French in the browser itself, not only in the page: Chromium draws a date field in the
// format of its own language (« 24/04/2026 », not « 04/24/2026 »).
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [...CHROMIUM_SWITCHES, '--lang=fr-FR'],
  env: { ...process.env, LANG: 'fr_FR.UTF-8', LANGUAGE: 'fr' },
})
const written: string[] = []

/** A screen of the admin, opened afresh. */
const open = (page: Page, hash: string) => openAfresh(page, `${admin.site.base}/admin/${hash}`)

/** The editor's preview (a page of the site in an iframe, admin/preview-frame.ts) has drawn the entry. */
async function previewDrawn(page: Page) {
  if (!(await page.locator('#preview-pane').isVisible())) return
  await page
    .frameLocator('#preview-pane')
    .frameLocator('iframe[title="Aperçu de la page"]')
    .locator('#root > *')
    .first()
    .waitFor({ timeout: WAIT })
    .catch(() => console.warn(`${page.url()}: the preview shows nothing`))
}

async function shoot(page: Page, step: string, width: string) {
  await previewDrawn(page)
  // Decap's toasts (« Entrée enregistrée ») go by themselves; they would cover the top bar.
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined)
  await page.waitForTimeout(1_500) // Decap's transitions, the preview's fonts and pictures
  const name = `guide-${step}-${width}.png`
  const png = await sharp(await page.screenshot())
    .png({ palette: true, colours: 48, quality: 60, compressionLevel: 9, effort: 10 })
    .toBuffer()
  fs.writeFileSync(path.join(DOCS, name), png)
  written.push(name)
  console.log(`docs/${name}  ${Math.round(png.length / 1024)} KB`)
}

/** The screens as they are: sign-in, the collections, the entries the guide walks through, a refusal. */
async function browse(page: Page, width: string) {
  await open(page, '')
  await page.getByRole('button', { name: /GitHub/ }).waitFor({ timeout: WAIT })
  await shoot(page, 'connexion', width)
  await page.getByRole('button', { name: /GitHub/ }).click()
  await page.getByRole('link', { name: 'Villes' }).waitFor({ timeout: WAIT })
  await shoot(page, 'collections', width)

  await open(page, `#/collections/salons/entries/${SALON}`)
  await field(page, 'city').waitFor({ timeout: WAIT })
  await shoot(page, 'salon', width)

  await open(page, '#/collections/reglages/entries/announcement')
  await field(page, 'title').waitFor({ timeout: WAIT })
  await shoot(page, 'fenetre', width)

  await open(page, '#/collections/reglages/entries/site')
  const closes = page.locator('[id^="closes-field-"]').first()
  await closes.waitFor({ state: 'attached', timeout: WAIT })
  await expandList(page, closes, 'Horaires')
  // The first row from its « Libellé » down, as the guide describes it.
  const { hours } = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'content/site.json'), 'utf8')) as { hours: { label: string }[] }
  await page.locator('[id^="label-field-"]').evaluateAll((inputs, label) => {
    const first = inputs.find((input) => (input as HTMLInputElement).value === label)
    first?.scrollIntoView({ block: 'start' })
    // Below the editor's top bar, with the list's name « Horaires » above the row.
    for (let parent = first?.parentElement; parent; parent = parent.parentElement)
      if (parent.scrollHeight > parent.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(parent).overflowY)) parent.scrollTop -= 200
    window.scrollBy(0, -200)
  }, hours[0].label)
  await shoot(page, 'horaires', width)
  await page
    .locator('[id^="e164-field-"]')
    .last()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await shoot(page, 'telephones', width)

  await open(page, '#/collections/cities/new')
  await page.locator('form, [class*="-ControlPaneContainer"]').first().waitFor({ timeout: WAIT })
  await shoot(page, 'ville', width)

  await open(page, '')
  await page.getByRole('button', { name: /^M[ée]dias?$/ }).click()
  await page.getByRole('button', { name: 'Envoyer une image' }).waitFor({ timeout: WAIT })
  await shoot(page, 'image', width)

  // A refusal that names its field: a salon ending before it starts.
  await open(page, '#/collections/salons/new')
  await field(page, 'city').waitFor({ timeout: WAIT })
  await replaceText(field(page, 'city'), 'MULHOUSE')
  await replaceText(field(page, 'startDate'), '2027-03-12')
  await replaceText(field(page, 'endDate'), '2027-03-10')
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  const notice = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Fermer' }) })
  await notice.waitFor({ timeout: WAIT })
  await shoot(page, 'refus', width)
  await notice.getByRole('button', { name: 'Fermer' }).click()
  await field(page, 'endDate').scrollIntoViewIfNeeded()
  await shoot(page, 'refus-champ', width)
}

/** What « Publier » shows, taken after every width has seen the content as it is. */
async function publishing(page: Page, width: string, endDate: string) {
  // « Publier » on a salon whose dates changed: in progress, then live once CI and the deploy ran.
  await open(page, `#/collections/salons/entries/${SALON}`)
  await field(page, 'endDate').waitFor({ timeout: WAIT })
  await replaceText(field(page, 'endDate'), endDate)
  await shoot(page, 'publier', width)
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  const status = page.locator('#live-status')
  await status.getByText('En cours de publication…').waitFor({ timeout: WAIT })
  await shoot(page, 'publication', width)
  lane(admin.github, headOf(admin.github, `cms/salons/${SALON}`), 'success')
  const pull = admin.github.pulls.findLast((candidate) => candidate.head === `cms/salons/${SALON}`)!
  deploy(admin, pull.mergeCommit!)
  await status.getByText(/En ligne depuis/).waitFor({ timeout: WAIT })
  await shoot(page, 'en-ligne', width)
}

/** « Flux »: the popup's change, published from the first page, waits there while its lane has not run. */
async function workflow(pages: [string, Page][]) {
  const [, first] = pages[0]
  await open(first, '#/collections/reglages/entries/announcement')
  await field(first, 'venue').waitFor({ timeout: WAIT })
  await replaceText(field(first, 'venue'), `${await field(first, 'venue').inputValue()}, hall 2`)
  await first.getByRole('button', { name: 'Publier', exact: true }).click()
  await first.locator('#live-status').getByText('En cours de publication…').waitFor({ timeout: WAIT })
  for (const [width, page] of pages) {
    await open(page, '#/workflow')
    await page.locator('[class*="-WorkflowContainer"]').first().waitFor({ timeout: WAIT })
    await shoot(page, 'flux', width)
  }
}

try {
  deploy(admin, admin.github.refs.get('heads/main')!)
  const pages: [string, Page][] = []
  for (const [width, w, h] of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
    pages.push([width, await context.newPage()])
  }
  for (const [width, page] of pages) await browse(page, width)
  for (const [width, page] of pages) await publishing(page, width, width === 'telephone' ? '2026-04-27' : '2026-04-28')
  await workflow(pages)
  const total = written.reduce((sum, name) => sum + fs.statSync(path.join(DOCS, name)).size, 0)
  console.log(`${written.length} pictures, ${Math.round(total / 1024)} KB in all`)
} finally {
  await browser.close()
  await admin.stop()
}
