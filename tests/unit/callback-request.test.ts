// lib/browser/callback-request.ts: where the call-back request goes, what it carries, and how the
// relay's answer is judged. fetch is injected, so nothing leaves the machine.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FORM_LABELS } from '../spec-constants.js'
import {
  CALLBACK_FIELDS,
  EMPTY_VALUES,
  RELAY_TIMEOUT_MS,
  HONEYPOT_FIELD,
  callbackFormData,
  isRelaySuccess,
  relayEndpoints,
  sendCallbackRequest,
  callbackMailto,
  type CallbackValues,
  type MailtoCopy,
} from '../../lib/browser/callback-request.js'

const VALUES: CallbackValues = {
  telephone: '06 12 34 56 78',
  email: 'client@example.org',
  date_rappel: '2025-11-20',
  heure_rappel: '09:30',
  type_tapis: 'persan',
  probleme: 'franges',
  service: 'restauration',
  message: 'Franges abîmées & une tache.',
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })

afterEach(() => {
  vi.useRealTimers()
})

describe('relayEndpoints', () => {
  it('derives the form action and the script endpoint from one base, the e-mail in the path, @ unescaped', () => {
    expect(relayEndpoints('https://formsubmit.co', 'atelier@example.com')).toEqual({
      form: 'https://formsubmit.co/atelier@example.com',
      ajax: 'https://formsubmit.co/ajax/atelier@example.com',
    })
  })

  it('does not double the slash of a base ending with one', () => {
    expect(relayEndpoints('https://formsubmit.co/', 'atelier@example.com').form).toBe('https://formsubmit.co/atelier@example.com')
    expect(relayEndpoints('http://127.0.0.1:4000//', 'a@b.fr').ajax).toBe('http://127.0.0.1:4000/ajax/a@b.fr')
  })

  it('escapes characters that would change the path', () => {
    expect(relayEndpoints('https://relay.example', 'a/b?c@d.fr').form).toBe('https://relay.example/a%2Fb%3Fc@d.fr')
  })
})

describe('callbackFormData', () => {
  it('carries the 8 fields, the 3 relay fields and the empty honeypot, in that order', () => {
    const data = callbackFormData(VALUES, 'Maison Hérat', 'Nouvelle demande de rappel')
    expect([...data.entries()]).toEqual([
      ...CALLBACK_FIELDS.map((field) => [field, VALUES[field]]),
      ['_subject', 'Nouvelle demande de rappel - Maison Hérat'],
      ['_captcha', 'false'],
      ['_template', 'table'],
      ['_honey', ''],
    ])
    expect(CALLBACK_FIELDS).toEqual(['telephone', 'email', 'date_rappel', 'heure_rappel', 'type_tapis', 'probleme', 'service', 'message'])
  })

  it('sends the honeypot as the page had it, so the relay can discard a robot', () => {
    expect(callbackFormData(VALUES, 'Atelier', 'Nouvelle demande de rappel', 'spam').get(HONEYPOT_FIELD)).toBe('spam')
  })

  it('sends empty optional fields as empty strings', () => {
    const data = callbackFormData({ ...EMPTY_VALUES, telephone: '0102030405' }, 'Atelier', 'Nouvelle demande de rappel')
    expect(data.get('telephone')).toBe('0102030405')
    expect(data.get('email')).toBe('')
    expect(data.getAll('message')).toEqual([''])
  })
})

describe('isRelaySuccess', () => {
  it.each([
    ['200 JSON success "true"', () => json({ success: 'true' }), true],
    ['200 JSON success true', () => json({ success: true }), true],
    ['201 JSON success true', () => json({ success: true }, 201), true],
    ['200 with an empty body', () => new Response(null, { status: 200 }), false],
    [
      '200 HTML error page',
      () => new Response('<html><h1>Erreur</h1></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      false,
    ],
    ['200 JSON success 0 with an error', () => json({ success: 0, error: 'Invalid email' }), false],
    ['200 JSON without success', () => json({ ok: 1 }), false],
    ['200 JSON success "false"', () => json({ success: 'false', message: 'This form needs Activation.' }), false],
    ['200 JSON success false', () => json({ success: false }), false],
    ['200 JSON success "1"', () => json({ success: '1' }), false],
    ['200 JSON null', () => json(null), false],
    ['200 JSON array', () => json([{ success: true }]), false],
    [
      '200 JSON type with a body that is not JSON',
      () => new Response('merci', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      false,
    ],
    ['500 with JSON success true', () => json({ success: 'true' }, 500), false],
    ['500', () => new Response('error', { status: 500 }), false],
    ['429', () => new Response('slow down', { status: 429 }), false],
    ['404', () => new Response('not found', { status: 404 }), false],
  ])('%s → %s', async (_name, make, expected) => {
    expect(await isRelaySuccess(make())).toBe(expected)
  })

  it('fails an answer reached through a redirect, whatever its body', async () => {
    const response = json({ success: true })
    Object.defineProperty(response, 'redirected', { value: true })
    expect(await isRelaySuccess(response)).toBe(false)
  })
})

describe('sendCallbackRequest', () => {
  const url = 'https://formsubmit.co/ajax/atelier@example.com'

  it('POSTs the form data once, asking for JSON and refusing redirects, and says "sent" on success', async () => {
    const fetcher = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ success: 'true' }))
    const data = callbackFormData(VALUES, 'Maison Hérat', 'Nouvelle demande de rappel')
    await expect(sendCallbackRequest(url, data, fetcher as typeof fetch)).resolves.toBe('sent')
    expect(fetcher).toHaveBeenCalledTimes(1)
    const [input, init] = fetcher.mock.calls[0]
    expect(input).toBe(url)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(data)
    expect(init?.redirect).toBe('error')
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('says "failed" when the relay refuses', async () => {
    const fetcher = async () => json({ success: 'false' })
    await expect(sendCallbackRequest(url, new FormData(), fetcher as typeof fetch)).resolves.toBe('failed')
    await expect(sendCallbackRequest(url, new FormData(), (async () => new Response('', { status: 503 })) as typeof fetch)).resolves.toBe(
      'failed',
    )
  })

  it('says "failed", without throwing, when the network fails or a redirect is refused', async () => {
    const fetcher = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(sendCallbackRequest(url, new FormData(), fetcher as typeof fetch)).resolves.toBe('failed')
  })

  /** A relay that never answers; like fetch, it rejects when its signal aborts. */
  const silentRelay = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      }),
  )

  it('says "timeout" (the request may have arrived) when the relay does not answer in time', async () => {
    await expect(sendCallbackRequest(url, new FormData(), silentRelay as typeof fetch, 50)).resolves.toBe('timeout')
  })

  it('waits RELAY_TIMEOUT_MS by default', async () => {
    vi.useFakeTimers()
    let settled: string | undefined
    const pending = sendCallbackRequest(url, new FormData(), silentRelay as typeof fetch).then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(settled).toBe('timeout')
    expect(RELAY_TIMEOUT_MS).toBe(15_000)
  })

  it('clears its timer once the relay has answered', async () => {
    vi.useFakeTimers()
    await expect(sendCallbackRequest(url, new FormData(), (async () => json({ success: true })) as typeof fetch)).resolves.toBe('sent')
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('callbackMailto', () => {
  const copy: MailtoCopy = {
    labels: FORM_LABELS,
    options: {
      heure_rappel: [{ value: '09:30', label: '09h30' }],
      type_tapis: [{ value: 'persan', label: 'Tapis Persan' }],
      probleme: [{ value: 'franges', label: 'Franges abîmées' }],
      service: [{ value: 'restauration', label: 'Restauration' }],
    },
    subject: 'Nouvelle demande de rappel - Maison Hérat',
    intro: 'Bonjour, je souhaite être rappelé(e)\u00a0:',
    line: '{label}\u00a0: {value}',
  }
  const parse = (link: string) => {
    const url = new URL(link)
    return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body'), raw: url.search }
  }

  it('writes to the workshop with the subject and one line per value, French labels, the date in French', () => {
    const mail = parse(callbackMailto('atelier@example.com', copy, VALUES))
    expect(mail.to).toBe('atelier@example.com')
    expect(mail.subject).toBe('Nouvelle demande de rappel - Maison Hérat')
    expect(mail.body?.split('\r\n')).toEqual([
      'Bonjour, je souhaite être rappelé(e)\u00a0:',
      '',
      'Téléphone\u00a0: 06 12 34 56 78',
      'Email\u00a0: client@example.org',
      'Date de rappel\u00a0: jeudi 20 novembre 2025',
      'Heure de rappel\u00a0: 09h30',
      'Type de tapis\u00a0: Tapis Persan',
      'Problème constaté\u00a0: Franges abîmées',
      'Service souhaité\u00a0: Restauration',
      'Message\u00a0: Franges abîmées & une tache.',
    ])
    // RFC 6068: spaces as %20 (a "+" would stay a plus sign in mail clients), & escaped.
    expect(mail.raw).not.toContain('+')
    expect(mail.raw).toContain('%20%26%20une%20tache.')
  })

  it('leaves out what was not typed and writes the first of a month « 1er »', () => {
    const mail = parse(callbackMailto('atelier@example.com', copy, { ...EMPTY_VALUES, telephone: '0102030405', date_rappel: '2026-12-01' }))
    expect(mail.body?.split('\r\n').slice(2)).toEqual(['Téléphone\u00a0: 0102030405', 'Date de rappel\u00a0: mardi 1er décembre 2026'])
  })

  it('keeps a value with $ patterns as typed', () => {
    const mail = parse(callbackMailto('a@b.fr', copy, { ...EMPTY_VALUES, message: "$& $' 50 $" }))
    expect(mail.body).toContain("Message\u00a0: $& $' 50 $")
  })
})

describe('what the form accepts', () => {
  it('removes control characters and direction overrides, keeps the message’s line breaks, and bounds every field', async () => {
    const { FIELD_MAX_LENGTH, callbackFormData, cleanValue } = await import('../../lib/browser/callback-request.js')
    const values = {
      telephone: `06 39 98 00 00\r\n${'9'.repeat(10_000)}`,
      email: 'nom@example.com\u0000',
      date_rappel: '2026-12-01',
      heure_rappel: '10:00',
      type_tapis: 'persan',
      probleme: '',
      service: '',
      message: `Bonjour,\r\nmon tapis\u0007 est troué.\u0000\u202eesuoméllA\u202c\rMerci ${'x'.repeat(10_000)}`,
    }
    const sent = callbackFormData(values, 'Atelier', 'Nouvelle demande de rappel')
    expect(sent.get('telephone')).toBe('06 39 98 00 00 9999999999')
    expect(String(sent.get('telephone')).length).toBe(FIELD_MAX_LENGTH.telephone)
    expect(sent.get('email')).toBe('nom@example.com')
    const message = String(sent.get('message'))
    expect(message.startsWith('Bonjour,\nmon tapis est troué.esuoméllA\nMerci xxx')).toBe(true)
    expect(message).toHaveLength(FIELD_MAX_LENGTH.message)
    expect(message).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    expect(FIELD_MAX_LENGTH.message).toBeGreaterThanOrEqual(2000)
    expect(FIELD_MAX_LENGTH.telephone).toBeLessThanOrEqual(30)
    // A character outside the basic plane is one character, never half of one.
    expect(cleanValue('telephone', '😀'.repeat(30))).toBe('😀'.repeat(FIELD_MAX_LENGTH.telephone))
  })

  it('names a choice that no option of its list offers (a value edited in the page)', async () => {
    const { EMPTY_VALUES, unlistedChoice } = await import('../../lib/browser/callback-request.js')
    const lists = { heure_rappel: [{ value: '09:00' }, { value: '09:30' }], service: [{ value: 'lavage' }] }
    expect(unlistedChoice({ ...EMPTY_VALUES, heure_rappel: '09:30', service: 'lavage' }, lists)).toBeUndefined()
    expect(unlistedChoice({ ...EMPTY_VALUES }, lists)).toBeUndefined()
    expect(unlistedChoice({ ...EMPTY_VALUES, heure_rappel: '03:00' }, lists)).toBe('heure_rappel')
    expect(unlistedChoice({ ...EMPTY_VALUES, heure_rappel: '09:00', service: '<script>' }, lists)).toBe('service')
  })
})
