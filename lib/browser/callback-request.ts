// The call-back request as the relay receives it, and how its answer is judged.
import { frenchLongDate } from './date-window.js'

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

/**
 * A request that has not answered in this time is given up: the visitor is told it may have
 * arrived all the same (the relay may have received it and be slow to answer), and offered
 * the phone rather than a resend that could book the call twice.
 */
export const RELAY_TIMEOUT_MS = 15_000

/** What became of a request: the relay said it sent it, it said or showed anything else, or it did not answer in time. */
export type RelayOutcome = 'sent' | 'failed' | 'timeout'

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
 * The relay's answer, read rather than assumed: success is a 2xx answer whose body is JSON
 * with `success` true or "true" (FormSubmit's own answer), and nothing else. An HTML page
 * (a captive portal, an error page served with 200), an empty body, other JSON (`"false"`
 * while the business has not activated the form, `0` with an error) is a failure, so a
 * visitor is never told « Message envoyé » when nothing was sent.
 */
export async function isRelaySuccess(response: Response): Promise<boolean> {
  if (!response.ok || response.redirected) return false
  let body: unknown
  try {
    body = JSON.parse(await response.text())
  } catch {
    return false
  }
  const success = typeof body === 'object' && body !== null ? (body as { success?: unknown }).success : undefined
  return success === true || success === 'true'
}

/**
 * Sends the request once and says what became of it (never throws). A redirect is refused
 * by fetch itself (`redirect: 'error'`): the AJAX endpoint answers JSON, and a redirect leads
 * to a page that cannot say the request was sent.
 */
export async function sendCallbackRequest(
  url: string,
  data: FormData,
  fetcher: typeof fetch = fetch,
  timeoutMs = RELAY_TIMEOUT_MS,
): Promise<RelayOutcome> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    const response = await fetcher(url, {
      method: 'POST',
      body: data,
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: controller.signal,
    })
    return (await isRelaySuccess(response)) ? 'sent' : 'failed'
  } catch {
    return timedOut ? 'timeout' : 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/** What the « Envoyer par e-mail » link needs: the form's labels and option lists, and its own copy. */
export interface MailtoCopy {
  labels: Record<CallbackField, string>
  /** The option lists of the select fields: the e-mail says « Tapis Persan », not « persan ». */
  options: Partial<Record<CallbackField, readonly { value: string; label: string }[]>>
  subject: string
  /** First line of the body. */
  intro: string
  /** One line per value typed: « {label} : {value} ». */
  line: string
}

/**
 * A `mailto:` link to the workshop that carries every value typed, so that a visitor whose
 * request failed sends it from his own mail client in one tap: the relay's subject, then one
 * line per filled field with the form's French label, the date written out in French, the
 * chosen options by their labels. Encoded as RFC 6068 says (%20 for spaces, CRLF line breaks).
 */
export function callbackMailto(email: string, copy: MailtoCopy, values: CallbackValues): string {
  const lines = CALLBACK_FIELDS.filter((field) => values[field].trim() !== '').map((field) => {
    const value = values[field].trim()
    const shown =
      field === 'date_rappel' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? frenchLongDate(value)
        : (copy.options[field]?.find((option) => option.value === value)?.label ?? value)
    return copy.line.replace('{label}', () => copy.labels[field]).replace('{value}', () => shown)
  })
  const body = [copy.intro, '', ...lines].join('\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(copy.subject)}&body=${encodeURIComponent(body)}`
}
