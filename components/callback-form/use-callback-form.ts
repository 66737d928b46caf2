// The call-back form's state and submission, apart from its view (CallbackForm.tsx): the
// fields' values (taken over from what was typed before hydration) and refusals, the slots
// still open today, and the request with its outcome.
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react'
import {
  CALLBACK_FIELDS,
  callbackFormData,
  callbackMailto,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  relayFields,
  sendCallbackRequest,
  unlistedChoice,
  type CallbackField,
  type CallbackValues,
  type RelayOutcome,
} from '../../lib/browser/callback-request.js'
import { callbackTimeProblem, callbackWindow, pastSlots } from '../../lib/browser/date-window.js'
import { yieldToMain } from '../../lib/browser/yield-to-main.js'
import type { CallbackData } from '../../lib/page-types.js'
import { useCallButtonClearOf } from '../layout/call-button-clear.js'

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
type FormContent = CallbackData['form']

const options = (list: { value: string; label: string; disabled?: boolean }[], placeholder: string) => [
  { value: '', label: placeholder },
  ...list,
]

export function useCallbackForm(callback: CallbackData) {
  const formRef = useRef<HTMLFormElement>(null)
  useCallButtonClearOf(formRef)
  const fields = useFields(formRef)
  const slots = useSlots(callback.form, fields.values.date_rappel)
  const submission = useSubmission(callback, formRef, fields, slots.refresh)
  const onPickDate = useCallback((value: string) => fields.set('date_rappel', value), [fields.set])
  const onSlotFocus = useCallback(() => slots.refresh(), [slots.refresh])
  return {
    formRef,
    values: fields.values,
    bind: fields.bind,
    slotData: slots.slotData,
    choices: slots.choices,
    onPickDate,
    onSlotFocus,
    ...submission,
  }
}

/** The eight fields' values and refusals, with stable handlers (each field renders again only when its own props change). */
function useFields(formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<CallbackValues>(EMPTY_VALUES)
  const [invalid, setInvalid] = useState<Partial<Record<CallbackField, boolean>>>({})
  // Each field gets its id from here. Without one, Mantine gives every field a random id
  // once hydrated (a layout effect in its useId), so the whole form rendered again at once
  // and rewrote every id, for and aria attribute: the longest task of the home page.
  const idBase = useId()
  const control = useCallback(
    (field: CallbackField) => formRef.current?.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null,
    [formRef],
  )

  // The form works before its script: what a visitor typed or chose before hydration is in
  // the fields, not in the state (hydration leaves the fields as they are). Taken over once,
  // or the request would send empty fields and a success would not clear them.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed = Object.fromEntries(
      CALLBACK_FIELDS.map((field) => [field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '']),
    ) as CallbackValues
    if (CALLBACK_FIELDS.some((field) => typed[field] !== '')) setValues(typed)
  }, [formRef])

  const set = useCallback(
    (field: CallbackField, value: string) => {
      // A refusal of the date or slot (useSubmission) lasts until the visitor changes either.
      if (field === 'date_rappel' || field === 'heure_rappel')
        for (const name of ['date_rappel', 'heure_rappel'] as const) control(name)?.setCustomValidity('')
      else control(field)?.setCustomValidity('')
      setValues((current) => ({ ...current, [field]: value }))
      setInvalid((current) => (current[field] ? { ...current, [field]: false } : current))
    },
    [control],
  )
  const onChange = useCallback(
    (event: ChangeEvent<FieldElement>) => set(event.currentTarget.name as CallbackField, event.currentTarget.value),
    [set],
  )
  const onInvalid = useCallback((event: FormEvent<FieldElement>) => {
    const field = event.currentTarget.name as CallbackField
    setInvalid((current) => (current[field] ? current : { ...current, [field]: true }))
  }, [])
  const refuse = useCallback(
    (field: CallbackField, message: string) => {
      control(field)?.setCustomValidity(message)
      setInvalid((current) => ({ ...current, [field]: true }))
    },
    [control],
  )
  const bind = (field: CallbackField) => ({
    id: `${idBase}${field}`,
    name: field,
    value: values[field],
    onChange,
    onInvalid,
    error: invalid[field] || undefined,
  })
  return { values, setValues, set, refuse, control, bind }
}

/** The options of the four lists; today's slots already past in Paris are not offered. */
function useSlots(form: FormContent, date: string) {
  // Empty until hydrated (as the build wrote it).
  const [past, setPast] = useState<string[]>([])
  // The date as last rendered, for the stable handler below.
  const dateRef = useRef(date)
  dateRef.current = date
  const refresh = useCallback(
    (day = dateRef.current) => {
      const now = pastSlots(
        day,
        form.timeSlots.map((slot) => slot.value),
        new Date(),
      )
      setPast((current) => (current.join() === now.join() ? current : now))
    },
    [form],
  )
  useEffect(() => refresh(date), [date, refresh])
  const slotData = useMemo(
    () =>
      options(
        form.timeSlots.map((slot) => ({ ...slot, disabled: past.includes(slot.value) })),
        form.placeholders.heure_rappel,
      ),
    [form, past],
  )
  const choices = useMemo(
    () => ({
      type_tapis: options(form.rugTypes, form.placeholders.choose),
      probleme: options(form.problems, form.placeholders.choose),
      service: options(form.services, form.placeholders.choose),
    }),
    [form],
  )
  return { refresh, slotData, choices }
}

/** The field to refuse before sending, and why: a choice no option offers, or a date or slot out of the window. */
function refusal(values: CallbackValues, form: FormContent, now: Date): { field: CallbackField; message: string } | null {
  // A value no option offers (the page edited in the browser's tools) is refused like an empty choice.
  const unlisted = unlistedChoice(values, {
    heure_rappel: form.timeSlots,
    type_tapis: form.rugTypes,
    probleme: form.problems,
    service: form.services,
  })
  if (unlisted) return { field: unlisted, message: unlisted === 'heure_rappel' ? form.placeholders.heure_rappel : form.placeholders.choose }
  const problem = callbackTimeProblem(values.date_rappel, values.heure_rappel, now)
  if (problem) return { field: problem === 'slotPast' ? 'heure_rappel' : 'date_rappel', message: form.dateRefusals[problem] }
  return null
}

/** The e-mail link made of the values a request carried: the failure notice's other way to reach us. */
function mailtoOf(callback: CallbackData, values: CallbackValues): string {
  const { form } = callback
  return callbackMailto(
    callback.email,
    {
      labels: form.labels,
      options: { heure_rappel: form.timeSlots, type_tapis: form.rugTypes, probleme: form.problems, service: form.services },
      subject: relayFields(callback.businessName, form.subjectPrefix)[0][1],
      intro: form.otherWays.mailIntro,
      line: form.otherWays.mailLine,
    },
    values,
  )
}

/** One request per submission, and its outcome. */
function useSubmission(
  callback: CallbackData,
  formRef: RefObject<HTMLFormElement | null>,
  fields: ReturnType<typeof useFields>,
  refreshPastSlots: () => void,
) {
  const [submitting, setSubmitting] = useState(false)
  // The last request's outcome, and the e-mail link made of the values it carried.
  const [outcome, setOutcome] = useState<{ kind: RelayOutcome; mailto: string } | null>(null)
  // A ref, not state: a double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false)
  const closeNotice = useCallback(() => setOutcome(null), [])
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const element = event.currentTarget
    const { values } = fields
    // Paris's today, read now: the page may have been opened yesterday, or in New York. The
    // browser checked the bounds set when the field was last focused; these are the current ones.
    const now = new Date()
    const bounds = callbackWindow(now)
    fields.control('date_rappel')?.setAttribute('min', bounds.min)
    fields.control('date_rappel')?.setAttribute('max', bounds.max)
    refreshPastSlots()
    const refused = refusal(values, callback.form, now)
    if (refused) {
      fields.refuse(refused.field, refused.message)
      element.reportValidity()
      return
    }
    inFlight.current = true
    setSubmitting(true)
    setOutcome(null)
    // « Envoi en cours... » paints first: building the request and starting it (fetch with a
    // multipart body: about 15 ms on a throttled phone) run in the next task, not in the tap's.
    await yieldToMain()
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    const request = callbackFormData(values, callback.businessName, callback.form.subjectPrefix, honeypot)
    const kind = await sendCallbackRequest(callback.relay.ajax, request)
    inFlight.current = false
    setSubmitting(false)
    setOutcome({ kind, mailto: mailtoOf(callback, values) })
    // The notice first: emptying the eight fields renders each of them, a transition React
    // does after the notice has painted.
    if (kind === 'sent') startTransition(() => fields.setValues(EMPTY_VALUES))
  }
  return { submitting, outcome, closeNotice, submit }
}
