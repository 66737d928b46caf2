import type { Page, Request, Route } from '@playwright/test'
import { expect, openPage, quietOverlays, test } from './fixtures.js'
import { CALLBACK_SLOTS } from '../spec-constants.js'

const RELAY = 'https://formsubmit.co/ajax/atelier@example.com'
const NOW = new Date('2026-11-22T10:00:00')

test.beforeEach(async ({ page }) => {
  await quietOverlays(page)
  await page.clock.setFixedTime(NOW)
})

function fields(page: Page) {
  const form = page.locator('form#contact-form')
  return {
    form,
    telephone: form.getByLabel('Téléphone'),
    email: form.getByLabel('Email'),
    date: form.getByLabel('Date de rappel'),
    time: form.getByLabel('Heure de rappel'),
    rug: form.getByLabel('Type de tapis'),
    problem: form.getByLabel('Problème constaté'),
    service: form.getByLabel('Service souhaité'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: /rappelé|Envoi en cours/ }),
  }
}

async function fillAll(page: Page) {
  const f = fields(page)
  await f.telephone.fill('06 12 34 56 78')
  await f.email.fill('client@example.org')
  await f.date.fill('2026-11-25')
  await f.time.selectOption('14:30')
  await f.rug.selectOption('persan')
  await f.problem.selectOption('franges')
  await f.service.selectOption('reparation_franges')
  await f.message.fill('Tapis de 2 m × 3 m, franges arrachées.')
  return f
}

/** Multipart body as a field → value map. */
function multipart(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? ''
  const boundary = /boundary=(.+)$/.exec(type)?.[1]
  expect(boundary, 'multipart boundary').toBeTruthy()
  const body = request.postDataBuffer()!.toString('utf8')
  const result: Record<string, string> = {}
  for (const part of body.split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1]
    if (name) result[name] = part.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/\r\n$/, '')
  }
  return result
}

for (const route of ['/', '/contact']) {
  test(`${route}: labelled controls, option lists and the date window`, async ({ page }) => {
    await openPage(page, route)
    const f = fields(page)
    for (const [control, name] of [
      [f.telephone, 'telephone'],
      [f.email, 'email'],
      [f.date, 'date_rappel'],
      [f.time, 'heure_rappel'],
      [f.rug, 'type_tapis'],
      [f.problem, 'probleme'],
      [f.service, 'service'],
      [f.message, 'message'],
    ] as const) {
      await expect(control).toHaveAttribute('name', name)
    }
    await expect(f.telephone).toHaveAttribute('type', 'tel')
    await expect(f.telephone).toHaveAttribute('required', '')
    await expect(f.email).toHaveAttribute('type', 'email')
    await expect(f.email).not.toHaveAttribute('required', '')
    await expect(f.date).toHaveAttribute('required', '')
    await expect(f.date).toHaveAttribute('min', '2026-11-22')
    await expect(f.date).toHaveAttribute('max', '2026-12-22')
    await expect(f.message).toHaveAttribute('rows', '4')
    const slots = await f.time
      .locator('option')
      .evaluateAll((options) => options.map((option) => [(option as HTMLOptionElement).value, option.textContent]))
    expect(slots[0]).toEqual(['', "Choisir l'heure"])
    expect(slots.slice(1).map(([value]) => value)).toEqual(CALLBACK_SLOTS)
    expect(slots[1][1]).toBe('09h00')
    expect(await f.rug.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '',
      'persan',
      'oriental',
      'kilim',
      'moderne',
      'ancien',
      'autre',
    ])
    expect(await f.problem.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '',
      'trous',
      'franges',
      'usure',
      'taches',
      'decoloration',
      'odeurs',
      'autre',
    ])
    expect(await f.service.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '',
      'restauration',
      'lavage',
      'conservation',
      'reparation_franges',
      'retissage',
      'expertise',
      'achat_vente',
      'autre',
    ])
  })
}

test('hydration keeps the ids the build gave the fields and their labels', async ({ page }) => {
  const ids = () =>
    page
      .locator('form#contact-form')
      .evaluate((form) =>
        [...form.querySelectorAll(':is(input, select, textarea)[id]')].map(
          (field) => `${field.id} ${form.querySelector(`label[for="${field.id}"]`) ? 'labelled' : 'unlabelled'}`,
        ),
      )
  const response = await page.goto('/')
  const built = [...(await response!.text()).matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => `${m[1]} labelled`)
  expect(built).toHaveLength(8)
  // Watched from before the scripts load: Mantine used to give every field a random id once
  // hydrated, rendering the whole form a second time.
  await page.evaluate(() => {
    const w = window as unknown as { idChanges: string[] }
    w.idChanges = []
    new MutationObserver((records) => {
      for (const r of records) w.idChanges.push(`${(r.target as Element).tagName} ${r.attributeName}`)
    }).observe(document.querySelector('form#contact-form')!, {
      attributes: true,
      subtree: true,
      attributeFilter: ['id', 'for', 'aria-describedby', 'aria-labelledby'],
    })
  })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  expect(await ids()).toEqual(built)
  expect(await page.evaluate(() => (window as unknown as { idChanges: string[] }).idChanges)).toEqual([])
})

test('a successful request posts every field as multipart, shows the notice and clears the form', async ({ page }) => {
  const requests: Request[] = []
  await page.route(RELAY, async (route) => {
    requests.push(route.request())
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"success":"true","message":"The form was submitted successfully."}',
    })
  })
  await openPage(page, '/contact')
  const f = await fillAll(page)
  await f.submit.click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  await expect(page.getByText('Nous vous rappellerons dans les plus brefs délais.')).toBeVisible()
  expect(requests).toHaveLength(1)
  const request = requests[0]
  expect(request.method()).toBe('POST')
  expect(request.headers().accept).toBe('application/json')
  expect(multipart(request)).toEqual({
    telephone: '06 12 34 56 78',
    email: 'client@example.org',
    date_rappel: '2026-11-25',
    heure_rappel: '14:30',
    type_tapis: 'persan',
    probleme: 'franges',
    service: 'reparation_franges',
    message: 'Tapis de 2 m × 3 m, franges arrachées.',
    _subject: 'Nouvelle demande de rappel - Maison Hérat',
    _captcha: 'false',
    _template: 'table',
    _honey: '',
  })
  for (const control of [f.telephone, f.email, f.date, f.message]) await expect(control).toHaveValue('')
  await expect(f.time).toHaveValue('')
})

test('while sending, the button is disabled and says so; a double click sends once', async ({ page }) => {
  let count = 0
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(RELAY, async (route) => {
    count++
    await held
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
  })
  await openPage(page, '/')
  const f = await fillAll(page)
  await f.submit.dblclick()
  await expect(f.form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
  release()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  await expect(f.form.getByRole('button', { name: 'Être rappelé gratuitement' })).toBeEnabled()
  expect(count).toBe(1)
})

const failures: [string, (route: Route) => Promise<void>][] = [
  ['a 500 answer', (route) => route.fulfill({ status: 500, body: 'Server error' })],
  ['a 429 answer', (route) => route.fulfill({ status: 429, body: 'Too many requests' })],
  ['a 403 answer', (route) => route.fulfill({ status: 403, body: 'Forbidden' })],
  [
    'a 200 whose JSON says success is "false"',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"false","message":"This form needs Activation."}' }),
  ],
  [
    'a 200 whose JSON says success is false',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
  ],
  ['a dropped network', (route) => route.abort('internetdisconnected')],
]

for (const [situation, answer] of failures) {
  test(`${situation} shows the error notice and keeps every value`, async ({ page, consoleLog }) => {
    consoleLog.allow(/Failed to load resource|net::ERR/)
    await page.route(RELAY, answer)
    await openPage(page, '/contact')
    const f = await fillAll(page)
    await f.submit.click()
    await expect(page.getByText('Erreur', { exact: true })).toBeVisible()
    await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible()
    await expect(f.telephone).toHaveValue('06 12 34 56 78')
    await expect(f.email).toHaveValue('client@example.org')
    await expect(f.date).toHaveValue('2026-11-25')
    await expect(f.time).toHaveValue('14:30')
    await expect(f.rug).toHaveValue('persan')
    await expect(f.problem).toHaveValue('franges')
    await expect(f.service).toHaveValue('reparation_franges')
    await expect(f.message).toHaveValue('Tapis de 2 m × 3 m, franges arrachées.')
    await expect(f.submit).toBeEnabled()
    await expect(f.submit).toHaveText('Être rappelé gratuitement')
  })
}

test('a relay that never answers gives up after 15 seconds with the error notice', async ({ page }) => {
  await page.clock.install({ time: NOW })
  await page.route(RELAY, () => {
    // Never answered.
  })
  await openPage(page, '/contact')
  const f = await fillAll(page)
  await f.submit.click()
  await expect(f.form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
  await page.clock.runFor(14_000)
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeHidden()
  await page.clock.runFor(1_500)
  await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible()
  await expect(f.telephone).toHaveValue('06 12 34 56 78')
  await expect(f.submit).toBeEnabled()
})

test('a missing telephone, date or time marks the field and sends nothing', async ({ page }) => {
  let count = 0
  await page.route(RELAY, async (route) => {
    count++
    await route.fulfill({ status: 200, body: '{}' })
  })
  await openPage(page, '/contact')
  const f = fields(page)
  await f.submit.click()
  await expect(f.telephone).toHaveAttribute('aria-invalid', 'true')
  await f.telephone.fill('0612345678')
  await expect(f.telephone).not.toHaveAttribute('aria-invalid', 'true')
  await f.submit.click()
  await expect(f.date).toHaveAttribute('aria-invalid', 'true')
  await f.date.fill('2026-11-24')
  await f.submit.click()
  await expect(f.time).toHaveAttribute('aria-invalid', 'true')
  await f.email.fill('pas-une-adresse')
  await f.time.selectOption('09:00')
  await f.submit.click()
  await expect(f.email).toHaveAttribute('aria-invalid', 'true')
  expect(await f.date.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
  await f.date.fill('2027-01-15')
  expect(await f.date.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true)
  expect(count).toBe(0)
})

test('the French calendar picks a date inside the window', async ({ page }) => {
  await openPage(page, '/contact')
  await page.getByRole('button', { name: 'Ouvrir le calendrier' }).click()
  const dialog = page.getByRole('group', { name: 'Calendrier' })
  await expect(dialog.getByText('novembre 2026')).toBeVisible()
  await expect(dialog.getByRole('button', { name: '21 novembre 2026' })).toBeDisabled()
  await dialog.getByRole('button', { name: '27 novembre 2026' }).click()
  await expect(fields(page).date).toHaveValue('2026-11-27')
})

test('what was typed before the scripts ran is what the script sends, and a success clears it', async ({ page }) => {
  // The site's scripts are held until the form is filled: the visitor typed at first paint.
  let release: () => void = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld
    await route.fallback()
  })
  const requests: Request[] = []
  await page.route(RELAY, async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
  })
  await page.goto('/contact')
  const f = await fillAll(page)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await f.submit.click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  expect(requests).toHaveLength(1)
  expect(multipart(requests[0])).toMatchObject({
    telephone: '06 12 34 56 78',
    email: 'client@example.org',
    date_rappel: '2026-11-25',
    heure_rappel: '14:30',
    type_tapis: 'persan',
    message: 'Tapis de 2 m × 3 m, franges arrachées.',
  })
  for (const control of [f.telephone, f.email, f.date, f.message]) await expect(control).toHaveValue('')
})
