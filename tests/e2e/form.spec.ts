import type { Page, Request } from '@playwright/test'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
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

/**
 * The stub relay: a local HTTP server answering each way the real relay (or what stands
 * between it and the visitor) can answer. The page's request to the relay is handed to it
 * (the CSP allows only the relay's origin), its answer given back as it is, redirects included.
 */
const STUB_ANSWERS: Record<string, (response: http.ServerResponse) => void> = {
  'html-200': (r) =>
    r.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><h1>Une erreur est survenue</h1>'),
  'json-success-0': (r) => r.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":0,"error":"Invalid email"}'),
  'json-without-success': (r) => r.writeHead(200, { 'Content-Type': 'application/json' }).end('{"message":"ok"}'),
  'json-success-false-string': (r) =>
    r.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":"false","message":"This form needs Activation."}'),
  'json-success-false': (r) => r.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":false}'),
  'empty-200': (r) => r.writeHead(200, { 'Content-Length': '0' }).end(),
  'redirect-302': (r) => r.writeHead(302, { Location: 'https://formsubmit.co/confirm' }).end(),
  'status-500': (r) => r.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error'),
  'status-429': (r) => r.writeHead(429, { 'Content-Type': 'text/plain' }).end('Too many requests'),
  'status-403-json-success': (r) => r.writeHead(403, { 'Content-Type': 'application/json' }).end('{"success":"true"}'),
  success: (r) =>
    r.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":"true","message":"The form was submitted successfully."}'),
}
let stub: http.Server
let stubBase = ''
test.beforeAll(async () => {
  stub = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => STUB_ANSWERS[request.url!.slice(1)](response))
  })
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise((resolve) => stub.close(resolve)))

/** Hands the page's relay request to the stub's `answer`; counts the requests. */
async function relayAnswers(page: Page, answer: string): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(RELAY, async (route) => {
    requests.push(route.request())
    if (answer === 'network-error') return route.abort('internetdisconnected')
    const response = await route.fetch({ url: `${stubBase}/${answer}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  return requests
}

async function expectValuesKept(page: Page) {
  const f = fields(page)
  await expect(f.telephone).toHaveValue('06 12 34 56 78')
  await expect(f.email).toHaveValue('client@example.org')
  await expect(f.date).toHaveValue('2026-11-25')
  await expect(f.time).toHaveValue('14:30')
  await expect(f.rug).toHaveValue('persan')
  await expect(f.problem).toHaveValue('franges')
  await expect(f.service).toHaveValue('reparation_franges')
  await expect(f.message).toHaveValue('Tapis de 2 m × 3 m, franges arrachées.')
}

test('a success JSON from the stub relay shows « Message envoyé ! » after one request', async ({ page }) => {
  const requests = await relayAnswers(page, 'success')
  await openPage(page, '/contact')
  const f = await fillAll(page)
  await f.submit.click()
  await expect(page.getByRole('status')).toContainText('Message envoyé !')
  await expect(page.getByRole('status')).toContainText('Nous vous rappellerons dans les plus brefs délais.')
  await expect(f.telephone).toHaveValue('')
  expect(requests).toHaveLength(1)
})

const FAILING_ANSWERS = [
  'html-200',
  'json-success-0',
  'json-without-success',
  'json-success-false-string',
  'json-success-false',
  'empty-200',
  'redirect-302',
  'status-500',
  'status-429',
  'status-403-json-success',
  'network-error',
]

// One page sends the same filled form once per answer: each request is held until the previous
// notice is seen gone, so every notice checked is the one of that answer.
test(`each failing answer of the relay (${FAILING_ANSWERS.join(', ')}) shows the error notice, keeps every value and was one request`, async ({
  page,
  consoleLog,
}) => {
  consoleLog.allow(/Failed to load resource|net::ERR|redirect/i)
  let answer = ''
  let answered = Promise.resolve()
  const requests: Request[] = []
  await page.route(RELAY, async (route) => {
    requests.push(route.request())
    await answered
    if (answer === 'network-error') return route.abort('internetdisconnected')
    const response = await route.fetch({ url: `${stubBase}/${answer}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  await openPage(page, '/contact')
  const f = await fillAll(page)
  const alert = page.getByRole('alert')
  for (const next of FAILING_ANSWERS) {
    await test.step(next, async () => {
      answer = next
      let release = () => {}
      answered = new Promise<void>((resolve) => (release = resolve))
      const before = requests.length
      await f.submit.click()
      await expect(f.form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
      await expect(page.getByText('Une erreur est survenue. Veuillez réessayer.'), 'the previous notice is gone while sending').toHaveCount(
        0,
      )
      release()
      await expect(alert.getByText('Erreur', { exact: true })).toBeVisible()
      await expect(alert.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeVisible()
      await expect(page.getByText('Message envoyé !')).toHaveCount(0)
      await expectValuesKept(page)
      await expect(f.submit).toBeEnabled()
      await expect(f.submit).toHaveText('Être rappelé gratuitement')
      expect(requests.length - before, 'requests').toBe(1)
    })
    if (next === 'json-success-false-string')
      await test.step('the error notice offers both phones and an email carrying every value, in French', async () => {
        await expect(alert.getByRole('link', { name: '01 99 00 12 50' })).toHaveAttribute('href', 'tel:+33199001250')
        await expect(alert.getByRole('link', { name: '06 39 98 24 70' })).toHaveAttribute('href', 'tel:+33639982470')
        const href = (await alert.getByRole('link', { name: 'Envoyer par email' }).getAttribute('href'))!
        const mail = new URL(href)
        expect(mail.protocol).toBe('mailto:')
        expect(mail.pathname).toBe('atelier@example.com')
        expect(mail.searchParams.get('subject')).toBe('Nouvelle demande de rappel - Maison Hérat')
        const body = mail.searchParams.get('body')!.split('\r\n')
        for (const line of [
          'Téléphone\u00a0: 06 12 34 56 78',
          'Email\u00a0: client@example.org',
          'Date de rappel\u00a0: mercredi 25 novembre 2026',
          'Heure de rappel\u00a0: 14h30',
          'Type de tapis\u00a0: Tapis Persan',
          'Problème constaté\u00a0: Franges abîmées',
          'Service souhaité\u00a0: Réparation des franges',
          'Message\u00a0: Tapis de 2 m × 3 m, franges arrachées.',
        ])
          expect(body).toContain(line)
      })
  }
})

test('a relay silent for 15 seconds: the request may have arrived, call instead of sending twice', async ({ page }) => {
  await page.clock.install({ time: NOW })
  let count = 0
  await page.route(RELAY, () => {
    count++ // Never answered.
  })
  await openPage(page, '/contact')
  const f = await fillAll(page)
  // Time stands still from here but for runFor: the machine's own slowness must not count.
  await page.clock.pauseAt(new Date(NOW.getTime() + 60_000))
  await f.submit.click()
  await expect(f.form.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled()
  // The 15 s start when the request leaves (lib/browser/callback-request.ts sets its timer just
  // before fetch), one task after « Envoi en cours... » paints: the clock runs once it has left,
  // or its first 14 s would pass before the timer exists.
  await expect.poll(() => count).toBe(1)
  await page.clock.runFor(14_000)
  await expect(page.getByText('Envoi non confirmé')).toBeHidden()
  await page.clock.runFor(1_500)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Envoi non confirmé')
  await expect(alert).toContainText('votre demande est peut-être bien arrivée')
  await expect(alert).not.toContainText('Veuillez réessayer')
  await expect(alert.getByRole('link', { name: '06 39 98 24 70' })).toHaveAttribute('href', 'tel:+33639982470')
  await expectValuesKept(page)
  expect(count).toBe(1)
})

test('a missing telephone, date or time marks the field and sends nothing; each field has its maximum length', async ({ page }) => {
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

  await test.step('each field has its maximum length, the same before and after the script', async () => {
    const html = await (await page.request.get('/contact')).text()
    const form = html.slice(html.indexOf('id="contact-form"'))
    expect(form).toMatch(/<input[^>]*name="telephone"[^>]*maxLength="25"|<input[^>]*maxLength="25"[^>]*name="telephone"/i)
    expect(form).toMatch(/<input[^>]*name="email"[^>]*maxLength="254"|<input[^>]*maxLength="254"[^>]*name="email"/i)
    expect(form).toMatch(/<textarea[^>]*maxLength="3000"/i)
    await f.telephone.fill('0'.repeat(40))
    await expect(f.telephone).toHaveValue('0'.repeat(25))
    expect(await f.message.getAttribute('maxlength')).toBe('3000')
  })
})

test('the closed calendar, rendered ahead at idle, is out of sight, of the tab order and of screen readers; open, it is French and picks a date inside the window', async ({
  page,
}) => {
  await openPage(page, '/contact')
  const button = page.getByRole('button', { name: 'Ouvrir le calendrier' })
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
  await test.step('closed: rendered ahead, out of sight, of the tab order and of screen readers', async () => {
    // Its days are there (rendered at idle) but not shown.
    await expect(panel.getByText('27', { exact: true }).first()).toBeAttached()
    await expect(panel).toBeHidden()
    await expect(page.getByRole('group', { name: 'Calendrier' })).toHaveCount(0)
    await button.focus()
    await page.keyboard.press('Tab')
    await expect(fields(page).time).toBeFocused()
  })
  await test.step('opened: French, the day before the window refused; a day picked, it closes and focus is back on its button', async () => {
    await button.click()
    const calendar = page.getByRole('group', { name: 'Calendrier' })
    await expect(calendar).toBeVisible()
    await expect(calendar.getByText('novembre 2026')).toBeVisible()
    await expect(calendar.getByRole('button', { name: '21 novembre 2026' })).toBeDisabled()
    await calendar.getByRole('button', { name: '27 novembre 2026' }).click()
    await expect(fields(page).date).toHaveValue('2026-11-27')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()
  })
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

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('gets Paris’s today, read again at submit: past slots not offered, then refused in French', async ({ page }) => {
    // 18:30 on 24 November in New York is 00:30 on the 25th in Paris.
    await page.clock.install({ time: new Date('2026-11-24T23:30:00Z') })
    const requests = await relayAnswers(page, 'success')
    await openPage(page, '/contact')
    const f = fields(page)
    await expect(f.date).toHaveAttribute('min', '2026-11-25')
    await expect(f.date).toHaveAttribute('max', '2026-12-25')
    await f.telephone.fill('06 12 34 56 78')
    await f.date.fill('2026-11-25')
    await f.time.selectOption('14:30')

    // 14:31 in Paris: today's 14:30 is past; the earlier slots are no longer offered.
    await page.clock.fastForward('14:01:00')
    await f.time.focus()
    await expect(f.time.locator('option[value="09:00"]')).toBeDisabled()
    await expect(f.time.locator('option[value="15:00"]')).toBeEnabled()
    await f.submit.click()
    await expect(f.time).toHaveAttribute('aria-invalid', 'true')
    expect(await f.time.evaluate((select: HTMLSelectElement) => select.validationMessage)).toBe(
      'Ce créneau est déjà passé\u00a0: choisissez une heure plus tardive ou un autre jour.',
    )

    // The page stays open past midnight in Paris (18:31 in New York): the 25th is yesterday.
    await page.clock.fastForward('10:00:00')
    await f.time.selectOption('16:00')
    await f.submit.click()
    await expect(f.date).toHaveAttribute('aria-invalid', 'true')
    expect(await f.date.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'Cette date est passée\u00a0: choisissez aujourd’hui ou un jour suivant.',
    )
    await expect(f.date).toHaveAttribute('min', '2026-11-26')
    expect(requests).toHaveLength(0)

    await f.date.fill('2026-11-27')
    await f.submit.click()
    await expect(page.getByRole('status')).toContainText('Message envoyé !')
    expect(requests).toHaveLength(1)
    expect(multipart(requests[0])).toMatchObject({ date_rappel: '2026-11-27', heure_rappel: '16:00' })
  })
})

test('a time slot edited in the page is refused and nothing is sent; control characters never leave', async ({ page }) => {
  const posted: Record<string, string>[] = []
  await page.route(RELAY, async (route) => {
    posted.push(multipart(route.request()))
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
  })
  await openPage(page, '/contact')
  const f = await fillAll(page)
  // The page's tools: an option's value changed, then chosen.
  await f.time.evaluate((select: HTMLSelectElement) => {
    const option = [...select.options].find((item) => item.value === '15:00')!
    option.value = '03:00'
  })
  await f.time.selectOption('03:00')
  await f.submit.click()
  await expect(f.time).toHaveAttribute('aria-invalid', 'true')
  expect(await f.time.evaluate((select: HTMLSelectElement) => select.validationMessage)).toBe("Choisir l'heure")
  expect(posted).toEqual([])
  // Every value kept; a listed slot again, and a message holding a bell, a NUL and a direction override.
  await expect(f.telephone).toHaveValue('06 12 34 56 78')
  await f.time.selectOption('14:30')
  await f.message.fill('Bonjour\u0007 \u202eenilgnE\u202c\nMerci')
  await f.submit.click()
  await expect(page.getByText('Message envoyé !')).toBeVisible()
  expect(posted).toHaveLength(1)
  expect(posted[0].heure_rappel).toBe('14:30')
  // multipart/form-data writes a line break as CRLF (the browser's encoding, not a character typed).
  expect(posted[0].message.replace(/\r\n/g, '\n')).toBe('Bonjour enilgnE\nMerci')
})
