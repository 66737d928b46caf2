// `npm run dev` on a temporary copy of the content: an edited file shows in the open page
// without a manual reload, and an invalid file shows its errors in the browser while the
// server keeps running.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../support/ports.js'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { budget } from '../support/budget.js'

let PORT = 0
let server: ChildProcess | undefined
let dir = ''
let output = ''
const cityFile = () => path.join(dir, 'cities/lyon.json')
/**
 * Whether Vite's client in the page connected its websocket (it logs « [vite] connected. » once
 * the server greets it): an edit saved before that would reach no page. Called before the
 * page's goto, awaited before the edit.
 */
const viteConnected = (page: Page): Promise<boolean> =>
  page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: budget(20_000) }).then(
    () => true,
    () => false,
  )
const edit = (change: (city: Record<string, unknown>) => void) => {
  const city = JSON.parse(fs.readFileSync(cityFile(), 'utf8'))
  change(city)
  fs.writeFileSync(cityFile(), JSON.stringify(city, null, 2))
}

test.describe.configure({ mode: 'serial', timeout: budget(90_000) })

test.beforeAll(async () => {
  // A fresh clone's first `vike dev` pre-bundles its dependencies: allow it the time.
  test.setTimeout(budget(180_000))
  PORT = await freePort()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-content-'))
  fs.cpSync('content', dir, { recursive: true })
  server = spawn('node_modules/.bin/tsx', ['scripts/dev.ts'], {
    env: { ...process.env, CONTENT_DIR: dir, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout?.on('data', (chunk) => (output += chunk))
  server.stderr?.on('data', (chunk) => (output += chunk))
  for (let attempt = 0; attempt < 330; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/lyon`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`dev server did not start:\n${output}`)
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid)
  fs.rmSync(dir, { recursive: true, force: true })
})

test('content edits reach the open page; invalid content shows its errors', async ({ page, consoleLog }) => {
  consoleLog.allow(/./) // Vite's dev client logs its connection and the 500 of the invalid state.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
  const connected = viteConnected(page)
  await page.goto(`http://127.0.0.1:${PORT}/lyon`)
  await expect(page.locator('h1')).toContainText('Lyon')
  expect(await connected, "Vite's client connected").toBe(true)

  edit((city) => (city.title = 'Tapis à Lyon : texte modifié en direct'.replace(' :', '\u00a0:')))
  await expect(page.locator('h1')).toHaveText('Tapis à Lyon\u00a0: texte modifié en direct', { timeout: budget(20_000) })

  edit((city) => ((city.neighborhoods as unknown[])[2] = 3))
  await expect(page.locator('vite-error-overlay')).toBeAttached({ timeout: budget(20_000) })
  await expect(page.locator('vite-error-overlay')).toContainText('/neighborhoods/2: must be string')
  await expect.poll(() => output).toContain('cities/lyon.json: /neighborhoods/2: must be string')

  edit((city) => ((city.neighborhoods as unknown[])[2] = 'Croix-Rousse'))
  await expect(page.locator('vite-error-overlay')).not.toBeAttached({ timeout: budget(20_000) })
  await expect(page.locator('h1')).toHaveText('Tapis à Lyon\u00a0: texte modifié en direct')
})

test('broken JSON: the page shows the error list, then reloads itself once the file is fixed', async ({ page, consoleLog }) => {
  consoleLog.allow(/./) // the 500 of the invalid state
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
  const valid = fs.readFileSync(cityFile(), 'utf8')
  fs.writeFileSync(cityFile(), valid.replace(/("town": "Lyon",)/, '$1,,'))
  await expect.poll(() => output, { timeout: budget(20_000) }).toContain('cities/lyon.json: /: invalid JSON at line')
  let connected = Promise.resolve(false)
  for (const route of ['/', '/lyon']) {
    connected = viteConnected(page)
    const response = await page.goto(`http://127.0.0.1:${PORT}${route}`)
    expect(response?.status()).toBe(500)
    await expect(page.locator('#content-errors')).toContainText(
      /cities\/lyon\.json: \/: invalid JSON at line \d+, column \d+: two commas in a row/,
    )
  }
  expect(await connected, "Vite's client connected").toBe(true)
  fs.writeFileSync(cityFile(), valid)
  await expect(page.locator('h1')).toContainText('Lyon', { timeout: budget(20_000) })
  await expect(page.locator('#content-errors')).not.toBeAttached()
})

test('keeps answering while a file of hostile text is saved: too long, and « 1111… » for the patterns', async ({ consoleLog }) => {
  consoleLog.allow(/./)
  const valid = fs.readFileSync(cityFile(), 'utf8')
  // Nearly 1 MB in one field (the length bound refuses it before any pattern), and 9,000 « 1 » in
  // others: the digit patterns once read such a run again from every digit.
  edit((city) => {
    city.description = '1'.repeat(900_000)
    city.area = `${'1'.repeat(9_000)} h`
    city.title = `certificat ${'certificat '.repeat(80)}`
  })
  await expect.poll(() => output, { timeout: budget(30_000) }).toContain('cities/lyon.json: /description: too long: 900000 characters')
  // Meanwhile and after, pages answer (the 500 of the invalid state included) within the test's bound.
  for (const route of ['/', '/contact']) {
    const response = await fetch(`http://127.0.0.1:${PORT}${route}`, { signal: AbortSignal.timeout(budget(15_000)) })
    expect([200, 500]).toContain(response.status)
  }
  fs.writeFileSync(cityFile(), valid)
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${PORT}/lyon`)).status, { timeout: budget(30_000) }).toBe(200)
})

test('a city copied under another slug passes its own rules; the whole-site check reports the copy on every page until it is gone', async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/./) // the 500 of the invalid state
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
  // A copy of Lyon under another slug: its own file is valid…
  const copy = path.join(dir, 'cities/lyon-bis.json')
  fs.writeFileSync(copy, JSON.stringify({ ...JSON.parse(fs.readFileSync(cityFile(), 'utf8')), slug: 'lyon-bis' }, null, 2))
  await expect.poll(() => output, { timeout: budget(20_000) }).toContain('content: cities/lyon-bis.json checked')
  // …until the whole-site check (a worker thread) finds the repeated town, in the terminal and on every page.
  await expect.poll(() => output, { timeout: budget(60_000) }).toMatch(/cities\/lyon-bis\.json: \/town: repeats the town of /)
  const connected = viteConnected(page)
  const response = await page.goto(`http://127.0.0.1:${PORT}/lyon`)
  expect(response?.status()).toBe(500)
  await expect(page.locator('#content-errors')).toContainText('cities/lyon-bis.json: /town: repeats the town of')
  expect(await connected, "Vite's client connected").toBe(true)
  fs.rmSync(copy)
  // The whole-site check clears the errors, and the page reloads by itself.
  await expect(page.locator('h1')).toContainText('Lyon', { timeout: budget(60_000) })
  await expect(page.locator('#content-errors')).not.toBeAttached()
})

test('listens on this machine only unless --host is given', async () => {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '') // without the terminal's colours
  expect(plain).toMatch(new RegExp(`Local:\\s+http://127\\.0\\.0\\.1:${PORT}/`))
  expect(plain).not.toMatch(/Network:\s+http/)
  // Vike would listen on every interface in a container or on CI: this machine's network
  // address must be refused.
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((item) => item?.family === 'IPv4' && !item.internal)?.address
  if (address) await expect(fetch(`http://${address}:${PORT}/lyon`)).rejects.toThrow()
})
