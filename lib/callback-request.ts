// The call-back request as the relay receives it, and how its answer is judged.

export const CALLBACK_FIELDS = ['telephone', 'email', 'date_rappel', 'heure_rappel', 'type_tapis', 'probleme', 'service', 'message'] as const
export type CallbackField = (typeof CALLBACK_FIELDS)[number]
export type CallbackValues = Record<CallbackField, string>

export const EMPTY_VALUES: CallbackValues = Object.fromEntries(CALLBACK_FIELDS.map((field) => [field, ''])) as CallbackValues

/** A request that has not answered in this time is treated as failed, so the visitor can retry. */
export const RELAY_TIMEOUT_MS = 15_000

/** POST {relayBase}/{email}: the relay puts the recipient in the path. */
export function relayUrl(relayBase: string, email: string): string {
  return `${relayBase.replace(/\/+$/, '')}/${encodeURIComponent(email).replace(/%40/g, '@')}`
}

export function callbackFormData(values: CallbackValues, businessName: string, subjectPrefix: string): FormData {
  const data = new FormData()
  for (const field of CALLBACK_FIELDS) data.append(field, values[field])
  data.append('_subject', `${subjectPrefix} - ${businessName}`)
  data.append('_captcha', 'false')
  data.append('_template', 'table')
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
export async function sendCallbackRequest(url: string, data: FormData, fetcher: typeof fetch = fetch, timeoutMs = RELAY_TIMEOUT_MS): Promise<boolean> {
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
