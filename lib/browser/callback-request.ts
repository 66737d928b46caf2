// The call-back request as the relay receives it, and how its answer is judged.

export const CALLBACK_FIELDS = [
  'telephone',
  'email',
  'date_rappel',
  'heure_rappel',
  'type_tapis',
  'probleme',
  'service',
  'message',
] as const
export type CallbackField = (typeof CALLBACK_FIELDS)[number]
export type CallbackValues = Record<CallbackField, string>

export const EMPTY_VALUES: CallbackValues = Object.fromEntries(CALLBACK_FIELDS.map((field) => [field, ''])) as CallbackValues

/** A request that has not answered in this time is treated as failed, so the visitor can retry. */
export const RELAY_TIMEOUT_MS = 15_000

/**
 * The relay's two endpoints, both from one base (FormSubmit: https://formsubmit.co), with
 * the recipient in the path: the form's own `action` ({base}/{email}, which answers a
 * native post by redirecting to `_next`) and the script's ({base}/ajax/{email}, JSON).
 */
export function relayEndpoints(relayBase: string, email: string): { form: string; ajax: string } {
  const base = relayBase.replace(/\/+$/, '')
  const recipient = encodeURIComponent(email).replace(/%40/g, '@')
  return { form: `${base}/${recipient}`, ajax: `${base}/ajax/${recipient}` }
}

/** The honeypot of the relay's convention: people never fill it, a robot filling it is discarded. */
export const HONEYPOT_FIELD = '_honey'

/** The relay's own fields, sent by both paths: the form's hidden inputs and the script's request. */
export function relayFields(businessName: string, subjectPrefix: string): [string, string][] {
  return [
    ['_subject', `${subjectPrefix} - ${businessName}`],
    ['_captcha', 'false'],
    ['_template', 'table'],
  ]
}

export function callbackFormData(values: CallbackValues, businessName: string, subjectPrefix: string, honeypot = ''): FormData {
  const data = new FormData()
  for (const field of CALLBACK_FIELDS) data.append(field, values[field])
  for (const [name, value] of relayFields(businessName, subjectPrefix)) data.append(name, value)
  data.append(HONEYPOT_FIELD, honeypot)
  return data
}

/**
 * Success needs an ok status, and a JSON body must not say `success: false` (string or
 * boolean): the relay answers 200 with that while the business has not activated the form.
 */
export async function isRelaySuccess(response: Response): Promise<boolean> {
  if (!response.ok) return false
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) return true
  try {
    const body = (await response.json()) as { success?: unknown }
    return !(body && (body.success === false || body.success === 'false'))
  } catch {
    return true
  }
}

/** Sends the request; resolves true on success, false on any failure (never throws). */
export async function sendCallbackRequest(
  url: string,
  data: FormData,
  fetcher: typeof fetch = fetch,
  timeoutMs = RELAY_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetcher(url, { method: 'POST', body: data, headers: { Accept: 'application/json' }, signal: controller.signal })
    return await isRelaySuccess(response)
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
