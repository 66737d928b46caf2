// lib/browser/callback-request.ts: where the call-back request goes, what it carries, and how the
// relay's answer is judged. fetch is injected, so nothing leaves the machine.
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CALLBACK_FIELDS,
  EMPTY_VALUES,
  RELAY_TIMEOUT_MS,
  HONEYPOT_FIELD,
  callbackFormData,
  isRelaySuccess,
  relayEndpoints,
  sendCallbackRequest,
  type CallbackValues,
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
    ['200 with an empty body', () => new Response(null, { status: 200 }), true],
    ['500', () => new Response('error', { status: 500 }), false],
    ['429', () => new Response('slow down', { status: 429 }), false],
    ['500 with JSON success true', () => json({ success: 'true' }, 500), false],
    ['200 JSON success "false"', () => json({ success: 'false', message: 'This form needs Activation.' }), false],
    ['200 JSON success false', () => json({ success: false }), false],
    ['200 JSON success "true"', () => json({ success: 'true' }), true],
    ['200 JSON success true', () => json({ success: true }), true],
    ['200 JSON without success', () => json({ ok: 1 }), true],
    ['200 non-JSON', () => new Response('<html>merci</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), true],
    [
      '200 JSON type with a body that is not JSON',
      () => new Response('merci', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      true,
    ],
  ])('%s → %s', async (_name, make, expected) => {
    expect(await isRelaySuccess(make())).toBe(expected)
  })
})

describe('sendCallbackRequest', () => {
  const url = 'https://formsubmit.co/ajax/atelier@example.com'

  it('POSTs the form data asking for JSON, and resolves true on success', async () => {
    const fetcher = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ success: 'true' }))
    const data = callbackFormData(VALUES, 'Maison Hérat', 'Nouvelle demande de rappel')
    await expect(sendCallbackRequest(url, data, fetcher as typeof fetch)).resolves.toBe(true)
    expect(fetcher).toHaveBeenCalledTimes(1)
    const [input, init] = fetcher.mock.calls[0]
    expect(input).toBe(url)
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe(data)
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('resolves false when the relay refuses', async () => {
    const fetcher = async () => json({ success: 'false' })
    await expect(sendCallbackRequest(url, new FormData(), fetcher as typeof fetch)).resolves.toBe(false)
    await expect(sendCallbackRequest(url, new FormData(), (async () => new Response('', { status: 503 })) as typeof fetch)).resolves.toBe(
      false,
    )
  })

  it('resolves false, without throwing, when the network fails', async () => {
    const fetcher = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(sendCallbackRequest(url, new FormData(), fetcher as typeof fetch)).resolves.toBe(false)
  })

  /** A relay that never answers; like fetch, it rejects when its signal aborts. */
  const silentRelay = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      }),
  )

  it('gives up after a short timeout when the relay never answers', async () => {
    const started = Date.now()
    await expect(sendCallbackRequest(url, new FormData(), silentRelay as typeof fetch, 50)).resolves.toBe(false)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('waits RELAY_TIMEOUT_MS by default, then resolves false', async () => {
    vi.useFakeTimers()
    let settled: boolean | undefined
    const pending = sendCallbackRequest(url, new FormData(), silentRelay as typeof fetch).then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(RELAY_TIMEOUT_MS - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(settled).toBe(false)
    expect(RELAY_TIMEOUT_MS).toBe(15_000)
  })

  it('clears its timer once the relay has answered', async () => {
    vi.useFakeTimers()
    await expect(sendCallbackRequest(url, new FormData(), (async () => json({ success: true })) as typeof fetch)).resolves.toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})
