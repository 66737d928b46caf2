// The admin in production mode, through its screens: the built site and its sign-in functions
// on `wrangler pages dev`, Decap's GitHub backend in editorial workflow against the GitHub
// stand-in (tests/support/), whose `main` is protected as docs/ADMIN.md asks (changes only by a
// pull request whose check `passed` succeeded). Each task is done twice with the same input: in
// production and, in a second browser, in local mode (decap-server on a copy of content/, the
// path of `npm run cms`, admin.spec.ts); the stand-in's branch (the change's pull request, or
// main once merged) holds byte for byte the file local mode wrote. « Publier » is the one
// action (admin/publish.ts): the test plays CI (the lane's check runs) and the deploy (the live
// site's /version.json), and reads what the owner is told at each step, « En cours de
// publication… » to « En ligne depuis … », or the lane's failure, at 1280 and 390 px, with
// every control of the editor left tappable by the status. A deletion and a picture take the
// same path. A refusal sends the stand-in nothing; a GitHub user who may only read is told so
// in French; Decap's « Voir l'aperçu » opens the preview deployment CI reports as the
// `deploy/preview` status. It prints the admin's first load to its collections and a save
// (figures, not assertions).
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page, type Request } from '@playwright/test'
import { budget } from '../support/budget.js'
import { startCmsBackend } from '../../lib/node/cms-backend.js'
import {
  deploy as deployLive,
  headOf as headOfBranch,
  lane as runLane,
  startProductionAdmin,
  type ProductionAdmin,
} from '../support/production-admin.js'
import { expandList, field, notice, openAfresh, publish, replaceText } from '../support/admin-screens.js'
import { freePort } from '../support/ports.js'
import { englishWords } from '../support/english-words.js'

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
  // The requests the page started and never finished, named if the screen does not come: once
  // in eleven fresh-clone runs (and once in 500 loads of /admin/ repeated on its own), wrangler
  // pages dev logged « 200 OK » for /admin/'s script and the browser never received the end of
  // its body, so neither the load event nor the admin's screen came.
  const pending = new Map<Request, number>()
  const track = {
    request: (request: Request) => pending.set(request, performance.now()),
    done: (request: Request) => pending.delete(request),
  }
  page.on('request', track.request)
  page.on('requestfinished', track.done)
  page.on('requestfailed', track.done)
  try {
    // The admin's own screen is the condition, not the load event, which waits for Decap's
    // script and every picture too.
    await page.goto(`${admin.site.base}/admin/`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: /GitHub/ }).click()
    await expect(page.getByRole('link', { name: 'Villes' })).toBeVisible({ timeout: 30_000 })
  } catch (error) {
    const now = performance.now()
    const waiting = [...pending].map(([request, since]) => `${request.url()} (${Math.round((now - since) / 1000)} s)`)
    const log = admin.site.log?.().split('\n').slice(-20).join('\n')
    throw new Error(`${(error as Error).message}\nrequests never finished: ${waiting.join(', ') || 'none'}\nwrangler's last lines:\n${log}`)
  } finally {
    page.off('request', track.request)
    page.off('requestfinished', track.done)
    page.off('requestfailed', track.done)
  }
  return performance.now() - started
}

async function openPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  return context.newPage()
}

/** Replaces a field's text (emptied first: Decap's one-line fields keep what they hold), and
 *  checks it holds the value. */
async function set(target: Locator, value: string) {
  await replaceText(target, value)
  await expect(target).toHaveValue(value)
}

/** The stand-in's lane, head and the live site's deploy, on this test's admin. */
const lane = (sha: string, conclusion: 'success' | 'failure') => runLane(admin.github, sha, conclusion)
const headOf = (branch: string) => headOfBranch(admin.github, branch)
const deploy = (sha: string) => deployLive(admin, sha)

/** « Publier » in production: opens (or updates) the entry's pull request, marked ready, to be
 *  merged by GitHub once its lane passed. Resolves with the time to Decap's « Entrée enregistrée ». */
async function save(page: Page): Promise<number> {
  const started = performance.now()
  await page.getByRole('button', { name: 'Publier', exact: true }).click()
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
  return performance.now() - started
}

/** The owner's status after « Publier », at the bottom of the screen. */
const liveStatus = (page: Page) => page.locator('#live-status')

/**
 * Every control of the screen whose centre is on the screen can be tapped: the status box lies
 * on none of them (document.elementFromPoint at each centre), the form scrolled to its top and
 * to its bottom, so its last controls are reachable above the box.
 */
async function expectNothingCovered(page: Page) {
  await expect(liveStatus(page)).toBeVisible()
  for (const end of ['top', 'bottom'] as const) {
    const covered = await page.evaluate((end) => {
      const box = document.getElementById('live-status')!
      for (const element of document.querySelectorAll<HTMLElement>('*'))
        if (element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY))
          element.scrollTop = end === 'top' ? 0 : element.scrollHeight
      if (end === 'bottom') window.scrollTo(0, document.documentElement.scrollHeight)
      else window.scrollTo(0, 0)
      const controls = document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]',
      )
      const names: string[] = []
      let seen = 0
      for (const control of controls) {
        if (box.contains(control)) continue
        const rect = control.getBoundingClientRect()
        const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2]
        if (rect.width === 0 || rect.height === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
        // Scrolled out of its pane (clipped by an ancestor that scrolls or hides its overflow): not on the screen.
        let clipped = false
        for (let parent = control.parentElement; parent && !clipped; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowY === 'visible') continue
          const area = parent.getBoundingClientRect()
          clipped = y < area.top || y >= area.bottom || x < area.left || x >= area.right
        }
        if (clipped) continue
        const hit = document.elementFromPoint(x, y)
        if (!hit) continue
        seen++
        if (box.contains(hit)) names.push(control.id || control.getAttribute('aria-label') || control.textContent!.trim().slice(0, 40))
      }
      return { names, seen }
    }, end)
    expect(covered.seen, `controls on the screen (${end})`).toBeGreaterThan(3)
    expect(covered.names, `controls under the status box (${end})`).toEqual([])
  }
}

/** Saves in local mode (no workflow: « Publier maintenant » writes the file). */
async function saveLocal(page: Page) {
  await publish(page)
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 30_000 })
}

/** Both admins, same entry, same input; resolves with the production save's duration. */
async function both(hash: string, fill: (page: Page) => Promise<void>) {
  await openAfresh(local, `${admin.site.base}/admin/local/${hash}`)
  await fill(local)
  await saveLocal(local)
  await openAfresh(production, `${admin.site.base}/admin/${hash}`)
  await fill(production)
  return save(production)
}

test.describe('production admin (GitHub backend, editorial workflow) on wrangler pages dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(budget(180_000))
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-github-'))
    fs.cpSync('content', path.join(repo, 'content'), { recursive: true })
    // decap-server answers only the admin's own origin: the site's port is chosen first.
    const sitePort = await freePort()
    backend = await startCmsBackend({ repoDir: repo, port: 0, adminPort: sitePort, logLevel: 'error' })
    const localBackend = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/api/v1`
    admin = await startProductionAdmin({ localBackend, port: sitePort })
    // The live site was built from the stand-in's main as seeded (not from this checkout's HEAD).
    deploy(admin.github.refs.get('heads/main')!)
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

  test('the screens the owner’s guide covers show no English word', async () => {
    test.setTimeout(budget(300_000))
    const screens = [
      '#/collections/salons',
      '#/collections/salons/entries/2026-04-lyon',
      '#/collections/salons/new',
      '#/collections/reglages/entries/announcement',
      '#/collections/reglages/entries/site',
      '#/collections/cities/new',
      '#/workflow',
    ]
    const english: string[] = []
    const read = async (where: string) => {
      // The screen's text, and what screen readers hear of its buttons and links.
      const text = await production.evaluate(() =>
        [
          document.body.innerText,
          ...[...document.querySelectorAll('[aria-label], [title]')].map(
            (element) => element.getAttribute('aria-label') ?? element.getAttribute('title'),
          ),
        ].join('\n'),
      )
      for (const word of englishWords(text)) english.push(`${where}: « ${word} »`)
    }
    for (const screen of screens) {
      await openAfresh(production, `${admin.site.base}/admin/${screen}`)
      await expect(
        production
          .getByRole('link', { name: /Guide d’utilisation/ })
          .or(production.locator('form, [class*="-ControlPaneContainer"], [class*="-WorkflowContainer"]'))
          .first(),
      ).toBeVisible({ timeout: 30_000 })
      // Decap fills a screen in several renders after its frame shows: read it once its text
      // has stopped changing (the same in two reads in a row).
      let last: string | undefined
      await expect
        .poll(
          async () => {
            const text = await production.evaluate(() => document.body.innerText)
            const settled = text === last
            last = text
            return settled
          },
          { timeout: budget(30_000), intervals: [250], message: `${screen} kept changing` },
        )
        .toBe(true)
      await read(screen)
    }
    await openAfresh(production, `${admin.site.base}/admin/`)
    await production.getByRole('button', { name: /^M[ée]dias?$/ }).click()
    await expect(production.getByRole('button', { name: 'Envoyer une image' })).toBeVisible({ timeout: 30_000 })
    await read('Médias')
    expect(english).toEqual([])
  })

  test('a salon ending before it starts is refused in French and nothing is sent to GitHub', async () => {
    await openAfresh(production, `${admin.site.base}/admin/#/collections/salons/new`)
    // No « Nom court » to type: the admin names a new salon after its dates and city.
    await expect(production.locator('[id^="id-field-"]')).toHaveCount(0)
    await set(field(production, 'city'), 'PARIS')
    await set(field(production, 'venue'), 'Carrousel du Louvre')
    await set(field(production, 'startDate'), '2027-03-12')
    await set(field(production, 'endDate'), '2027-03-10')
    const writes = admin.github.writes().length
    await production.getByRole('button', { name: 'Publier', exact: true }).click()
    await expect(notice(production)).toContainText('«\u00a0Date de fin\u00a0» tombe avant la date de début', { timeout: 30_000 })
    expect(admin.github.writes().slice(writes)).toEqual([])
    expect(admin.github.branches()).toEqual(['main'])
  })

  test('adds a salon with « Publier »: its pull request, merged once its lane passed, then « En ligne » (1280 px)', async () => {
    const salon = async (page: Page) => {
      await set(field(page, 'city'), 'PARIS')
      await set(field(page, 'venue'), 'Carrousel du Louvre')
      await set(field(page, 'startDate'), '2027-03-12')
      await set(field(page, 'endDate'), '2027-03-14')
    }
    await openAfresh(local, `${admin.site.base}/admin/local/#/collections/salons/new`)
    await salon(local)
    await saveLocal(local)
    // Production: the refused form is still open; the owner corrects the end date and saves.
    // (Decap writes the keys in the order they were first typed: same steps, same bytes.)
    await set(field(production, 'endDate'), '2027-03-14')
    const took = await save(production)
    console.log(`save of a new salon (production mode, « Publier » to « Entrée enregistrée »): ${Math.round(took)} ms`)
    await expectSameBytes(SALON, 'cms/salons/2027-03-paris')
    expect(JSON.parse(written(SALON).toString()).id).toBe('2027-03-paris')
    expect(admin.github.file('main', SALON)).toBeUndefined()
    // The branch is main plus this one file.
    expect(admin.github.file('cms/salons/2027-03-paris', 'content/site.json')!.equals(fs.readFileSync('content/site.json'))).toBe(true)
    // Marked ready, and GitHub asked to merge it once the required check passes.
    const pull = admin.github.pulls.find((candidate) => candidate.head === 'cms/salons/2027-03-paris')!
    expect([pull.base, pull.state, pull.labels, pull.autoMerge]).toEqual(['main', 'open', ['decap-cms/pending_publish'], 'MERGE'])
    await expect(liveStatus(production)).toContainText('En cours de publication…', { timeout: 30_000 })
    await expectNothingCovered(production)
    // CI's lane passes: GitHub merges, main holds local mode's bytes; the site is not yet rebuilt.
    lane(headOf('cms/salons/2027-03-paris'), 'success')
    expect([pull.state, pull.merged]).toEqual(['closed', true])
    // The admin reads the live site's version after the merge and finds the old build there:
    // still « En cours » until the deploy.
    await production.waitForResponse((response) => new URL(response.url()).pathname === '/version.json', { timeout: budget(30_000) })
    await expectSameBytes(SALON, 'main')
    await expect(liveStatus(production)).toContainText('En cours de publication…')
    // The deploy: the live site now names the merge commit.
    deploy(pull.mergeCommit!)
    await expect(liveStatus(production)).toContainText(/En ligne depuis \d{2}h\d{2}\u00a0: votre modification est visible sur le site\./, {
      timeout: 30_000,
    })
    await expect(liveStatus(production)).toHaveAttribute('data-state', 'live')
    await expectNothingCovered(production)
    await liveStatus(production)
      .getByRole('button', { name: /Fermer/ })
      .click()
    await expect(liveStatus(production)).toBeHidden()
  })

  test('changes the popup’s text and dates; its lane fails: told in French, main unchanged (390 px)', async () => {
    await production.setViewportSize({ width: 390, height: 844 })
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
    await expect(liveStatus(production)).toContainText('En cours de publication…', { timeout: 30_000 })
    await expectNothingCovered(production)
    lane(headOf('cms/reglages/announcement'), 'failure')
    await expect(liveStatus(production)).toContainText(
      'Publication arrêtée\u00a0: une vérification automatique a échoué (la vérification du contenu et du site construit avec votre modification). ' +
        'Le site en ligne n’a pas changé. Votre modification est gardée dans l’onglet «\u00a0Flux\u00a0».',
      { timeout: 30_000 },
    )
    await expect(liveStatus(production)).toHaveAttribute('data-state', 'failed')
    await expectNothingCovered(production)
    // Nothing reached main; the pull request waits with the change.
    expect(admin.github.file('main', 'content/announcement.json')!.equals(fs.readFileSync('content/announcement.json'))).toBe(true)
    expect(admin.github.pulls.find((pull) => pull.head === 'cms/reglages/announcement')!.state).toBe('open')
    await liveStatus(production)
      .getByRole('button', { name: /Fermer/ })
      .click()
    await expect(liveStatus(production)).toBeHidden()
    await production.setViewportSize({ width: 1280, height: 900 })
  })

  test('changes the opening hours', async () => {
    await both('#/collections/reglages/entries/site', async (page) => {
      const closes = page.locator('[id^="closes-field-"]').first()
      await expect(closes).toHaveValue('18:00', { timeout: 30_000 })
      await expandList(page, closes, 'Horaires')
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
      await openAfresh(page, `${admin.site.base}${prefix}`)
      // « Media » in the top bar (« Médias » once Decap's French label is fixed).
      await page.getByRole('button', { name: /^M[ée]dias?$/ }).click()
      await page.locator('input[type="file"]').setInputFiles(upload)
      await expect(page.getByText(PICTURE, { exact: true })).toBeVisible({ timeout: 30_000 })
    }
    // A picture of « Médias » takes the protected path too: a pull request of its own, merged
    // once its lane passed (never a commit straight to main).
    const pull = admin.github.pulls.find((candidate) => candidate.head.startsWith('publication/image-'))!
    expect(pull.autoMerge).toBe('MERGE')
    await expectSameBytes(`content/images/${PICTURE}`, pull.head)
    expect(admin.github.file('main', `content/images/${PICTURE}`)).toBeUndefined()
    await expect(liveStatus(production)).toContainText('En cours de publication…', { timeout: 30_000 })
    lane(headOf(pull.head), 'success')
    await expectSameBytes(`content/images/${PICTURE}`, 'main')
    deploy(pull.mergeCommit!)
    await expect(liveStatus(production)).toContainText('En ligne depuis', { timeout: 30_000 })
  })

  test('deletes a salon through the same path: a pull request, merged once its lane passed', async () => {
    const file = 'content/salons/2025-11-bruxelles.json'
    await openAfresh(production, `${admin.site.base}/admin/#/collections/salons/entries/2025-11-bruxelles`)
    await expect(field(production, 'city')).toHaveValue('BRUXELLES', { timeout: 30_000 })
    production.once('dialog', (dialog) => dialog.accept())
    await production.getByRole('button', { name: 'Supprimer l’entrée publiée' }).click()
    await expect(liveStatus(production)).toContainText('En cours de publication…', { timeout: 30_000 })
    const pull = admin.github.pulls.find((candidate) => candidate.head.startsWith('publication/suppression-2025-11-bruxelles'))!
    expect(pull.autoMerge).toBe('MERGE')
    expect(admin.github.file(pull.head, file)).toBeUndefined()
    expect(admin.github.file('main', file)).toBeDefined()
    lane(headOf(pull.head), 'success')
    expect(admin.github.file('main', file)).toBeUndefined()
    deploy(pull.mergeCommit!)
    await expect(liveStatus(production)).toContainText('En ligne depuis', { timeout: 30_000 })
    // No English, no GitHub refusal on the screen at any step.
    await expect(production.getByText(/Required status check|Protected branch|API_ERROR/)).toHaveCount(0)
  })

  test('« Voir l’aperçu » opens the preview deployment CI reports on the pull request', async () => {
    // The popup's change, whose lane failed, waits in its pull request with its preview.
    const pull = admin.github.pulls.find((candidate) => candidate.head === 'cms/reglages/announcement')!
    const head = admin.github.refs.get(`heads/${pull.head}`)!
    const preview = 'https://cms-reglages-announcement.maison-herat.pages.dev/'
    admin.github.addStatus(head, { state: 'success', context: 'deploy/preview', target_url: preview, description: 'Aperçu déployé' })
    await openAfresh(production, `${admin.site.base}/admin/#/collections/reglages/entries/announcement`)
    await expect(production.getByRole('link', { name: /Voir l.aperçu/ })).toHaveAttribute('href', preview, { timeout: 30_000 })
  })

  test('nothing reached main but through a merged pull request whose lane passed', async () => {
    // The popup's change (lane failed) and the hours' (lane not run) wait in their pull requests.
    expect(admin.github.file('main', 'content/announcement.json')!.equals(fs.readFileSync('content/announcement.json'))).toBe(true)
    expect(admin.github.file('main', 'content/site.json')!.equals(fs.readFileSync('content/site.json'))).toBe(true)
    const main = admin.github.git.history(admin.github.refs.get('heads/main')!)
    const merges = main.filter((sha) => admin.github.git.commits.get(sha)!.parents.length === 2)
    // Three merges (the salon, the picture, the deletion), on top of the seeded commit only.
    expect(merges).toHaveLength(3)
    expect(main).toHaveLength(1 + 3 * 2)
  })
})

test('a GitHub user who may only read the repository is told so in French', async ({ browser }) => {
  test.setTimeout(budget(120_000))
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
