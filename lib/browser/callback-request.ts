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
 * The longest value each field takes, the same with and without JavaScript (the form's
 * `maxlength` attributes, and callbackFormData before sending): a telephone number (15
 * digits at most in the international plan, with its « + », spaces and dots), an e-mail
 * address (254 characters, the limit of the SMTP path), the date and slot as their formats
 * write them, an option's value, and a message of a few thousand characters.
 */
export const FIELD_MAX_LENGTH: Record<CallbackField, number> = {
  telephone: 25,
  email: 254,
  date_rappel: 10,
  heure_rappel: 5,
  type_tapis: 40,
  probleme: 40,
  service: 40,
  message: 3000,
}

/**
 * Control characters (NUL, BEL, ESC…, and line breaks outside the message) and the invisible
 * direction controls (a right-to-left override would show the owner's mail reversed) are
 * removed; the message keeps its line breaks, written as LF. Then the field's maximum length.
 */
export function cleanValue(field: CallbackField, value: string): string {
  const lines = field === 'message' ? value.replace(/\r\n?/g, '\n') : value.replace(/[\r\n]+/g, ' ')
  const clean = lines.replace(
    field === 'message'
      ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
      : /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    '',
  )
  return [...clean].slice(0, FIELD_MAX_LENGTH[field]).join('')
}

/** The select fields and the values their lists offer; a value outside them comes from an edited page. */
export type ChoiceLists = Partial<Record<CallbackField, readonly { value: string }[]>>

/** The first select field whose value is neither empty nor one of its list, if any. */
export function unlistedChoice(values: CallbackValues, lists: ChoiceLists): CallbackField | undefined {
  return (Object.keys(lists) as CallbackField[]).find(
    (field) => values[field] !== '' && !lists[field]!.some((option) => option.value === values[field]),
  )
}

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
  for (const field of CALLBACK_FIELDS) data.append(field, cleanValue(field, values[field]))
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
  const lines = CALLBACK_FIELDS.filter((field) => cleanValue(field, values[field]).trim() !== '').map((field) => {
    const value = cleanValue(field, values[field]).trim()
    const shown =
      field === 'date_rappel' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? frenchLongDate(value)
        : (copy.options[field]?.find((option) => option.value === value)?.label ?? value)
    return copy.line.replace('{label}', () => copy.labels[field]).replace('{value}', () => shown)
  })
  const body = [copy.intro, '', ...lines].join('\r\n')
  return `mailto:${email}?subject=${encodeURIComponent(copy.subject)}&body=${encodeURIComponent(body)}`
}
