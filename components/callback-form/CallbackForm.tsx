// The call-back request form (docs/PRODUCT.md). Browser validation only (required, e-mail
// and date types, date window); one request per submission; on failure every value stays.
// It is a real form: before its script runs (or without JavaScript) the browser posts it to
// the relay's standard endpoint, which sends the visitor on to the confirmation page
// (`_next`). Once hydrated, the script sends the same fields to the relay's AJAX endpoint
// and shows its notices (./Notices.tsx) instead. The date and slot are checked again against
// Paris's clock when the form is sent (lib/browser/date-window.ts).
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'
import { NativeSelect, Textarea, TextInput } from '@mantine/core'
import { memo, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import {
  CALLBACK_FIELDS,
  callbackFormData,
  callbackMailto,
  EMPTY_VALUES,
  FIELD_MAX_LENGTH,
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
import { Button } from '../common/Button.js'
import { MantineIsland } from '../common/MantineIsland.js'
import { DateField } from './DateField.js'
import { Notices } from './Notices.js'
import { useCallButtonClearOf } from '../layout/call-button-clear.js'
import classes from './CallbackForm.module.css'

type FormProps = { callback: CallbackData; title?: string; intro?: string }
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// Each field renders again only when its own props change: a keystroke renders one field,
// not the eight and the calendar. This needs stable handlers and data (below), and Mantine's
// provider above the form's state (CallbackForm): rendered again with the form, it gave
// every Mantine field under it a new context.
const Text = memo(TextInput)
const Select = memo(NativeSelect)
const Area = memo(Textarea)
const DateInput = memo(DateField)
const NoticeArea = memo(Notices)

const options = (list: { value: string; label: string; disabled?: boolean }[], placeholder: string) => [
  { value: '', label: placeholder },
  ...list,
]

export function CallbackForm(props: FormProps) {
  return (
    <MantineIsland>
      <FormCard {...props} />
    </MantineIsland>
  )
}

function FormCard({ callback, title, intro }: FormProps) {
  const { form } = callback
  const [values, setValues] = useState<CallbackValues>(EMPTY_VALUES)
  const [invalid, setInvalid] = useState<Partial<Record<CallbackField, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  // The last request's outcome, and the e-mail link made of the values it carried.
  const [outcome, setOutcome] = useState<{ kind: RelayOutcome; mailto: string } | null>(null)
  // Today's slots already past in Paris: not offered. Empty until hydrated (as the build wrote it).
  const [past, setPast] = useState<string[]>([])
  // A ref, not state: a double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false)
  // Each field gets its id from here. Without one, Mantine gives every field a random id
  // once hydrated (a layout effect in its useId), so the whole form rendered again at once
  // and rewrote every id, for and aria attribute: the longest task of the home page.
  const idBase = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useCallButtonClearOf(formRef)
  // The values as last rendered, for the stable handlers below.
  const valuesRef = useRef(values)
  valuesRef.current = values

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
  }, [])

  const refreshPastSlots = useCallback(
    (date = valuesRef.current.date_rappel) => {
      const now = pastSlots(
        date,
        form.timeSlots.map((slot) => slot.value),
        new Date(),
      )
      setPast((current) => (current.join() === now.join() ? current : now))
    },
    [form],
  )
  useEffect(() => refreshPastSlots(values.date_rappel), [values.date_rappel, refreshPastSlots])

  const control = (field: CallbackField) => formRef.current?.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null
  const set = useCallback((field: CallbackField, value: string) => {
    // A refusal of the date or slot (below) lasts until the visitor changes either.
    if (field === 'date_rappel' || field === 'heure_rappel')
      for (const name of ['date_rappel', 'heure_rappel'] as const) control(name)?.setCustomValidity('')
    else control(field)?.setCustomValidity('')
    setValues((current) => ({ ...current, [field]: value }))
    setInvalid((current) => (current[field] ? { ...current, [field]: false } : current))
  }, [])
  const onChange = useCallback(
    (event: ChangeEvent<FieldElement>) => set(event.currentTarget.name as CallbackField, event.currentTarget.value),
    [set],
  )
  const onInvalid = useCallback((event: FormEvent<FieldElement>) => {
    const field = event.currentTarget.name as CallbackField
    setInvalid((current) => (current[field] ? current : { ...current, [field]: true }))
  }, [])
  const onPickDate = useCallback((value: string) => set('date_rappel', value), [set])
  const onSlotFocus = useCallback(() => refreshPastSlots(), [refreshPastSlots])
  const closeNotice = useCallback(() => setOutcome(null), [])
  const bind = (field: CallbackField) => ({
    id: `${idBase}${field}`,
    name: field,
    value: values[field],
    onChange,
    onInvalid,
    error: invalid[field] || undefined,
  })

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    const element = event.currentTarget
    // Paris's today, read now: the page may have been opened yesterday, or in New York. The
    // browser checked the bounds set when the field was last focused; these are the current ones.
    const now = new Date()
    const bounds = callbackWindow(now)
    control('date_rappel')?.setAttribute('min', bounds.min)
    control('date_rappel')?.setAttribute('max', bounds.max)
    refreshPastSlots()
    // A value no option offers (the page edited in the browser's tools) is refused like an empty choice.
    const unlisted = unlistedChoice(values, {
      heure_rappel: form.timeSlots,
      type_tapis: form.rugTypes,
      probleme: form.problems,
      service: form.services,
    })
    if (unlisted) {
      control(unlisted)?.setCustomValidity(unlisted === 'heure_rappel' ? form.placeholders.heure_rappel : form.placeholders.choose)
      setInvalid((current) => ({ ...current, [unlisted]: true }))
      element.reportValidity()
      return
    }
    const problem = callbackTimeProblem(values.date_rappel, values.heure_rappel, now)
    if (problem) {
      const field = problem === 'slotPast' ? 'heure_rappel' : 'date_rappel'
      control(field)?.setCustomValidity(form.dateRefusals[problem])
      setInvalid((current) => ({ ...current, [field]: true }))
      element.reportValidity()
      return
    }
    inFlight.current = true
    setSubmitting(true)
    setOutcome(null)
    // « Envoi en cours... » paints first: building the request and starting it (fetch with a
    // multipart body: about 15 ms on a throttled phone) run in the next task, not in the tap's.
    await yieldToMain()
    const honeypot = (element.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    const request = callbackFormData(values, callback.businessName, form.subjectPrefix, honeypot)
    const mailto = callbackMailto(
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
    const kind = await sendCallbackRequest(callback.relay.ajax, request)
    inFlight.current = false
    setSubmitting(false)
    setOutcome({ kind, mailto })
    // The notice first: emptying the eight fields renders each of them, a transition React
    // does after the notice has painted.
    if (kind === 'sent') startTransition(() => setValues(EMPTY_VALUES))
  }

  return (
    <div className={classes.card}>
      {title && <h2 className={classes.title}>{title}</h2>}
      {intro && <p className={classes.intro}>{intro}</p>}
      <form
        ref={formRef}
        id="contact-form"
        className={classes.form}
        method="post"
        encType="multipart/form-data"
        action={callback.relay.form}
        onSubmit={submit}
        aria-busy={submitting}
      >
        {relayFields(callback.businessName, form.subjectPrefix).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="_next" value={callback.next} />
        {/* The relay's spam trap: out of sight, out of the tab order and of screen readers. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            {form.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <Text
          {...bind('telephone')}
          type="tel"
          label={form.labels.telephone}
          placeholder={form.placeholders.telephone}
          required
          autoComplete="tel"
          maxLength={FIELD_MAX_LENGTH.telephone}
        />
        <Text
          {...bind('email')}
          type="email"
          label={form.labels.email}
          placeholder={form.placeholders.email}
          autoComplete="email"
          maxLength={FIELD_MAX_LENGTH.email}
        />
        <DateInput {...bind('date_rappel')} label={form.labels.date_rappel} labels={form.calendar} onPick={onPickDate} />
        <Select {...bind('heure_rappel')} label={form.labels.heure_rappel} required data={slotData} onFocus={onSlotFocus} />
        <Select {...bind('type_tapis')} label={form.labels.type_tapis} data={choices.type_tapis} />
        <Select {...bind('probleme')} label={form.labels.probleme} data={choices.probleme} />
        <Select {...bind('service')} label={form.labels.service} data={choices.service} className={classes.wide} />
        <Area
          {...bind('message')}
          label={form.labels.message}
          placeholder={form.placeholders.message}
          rows={4}
          className={classes.wide}
          maxLength={FIELD_MAX_LENGTH.message}
        />
        <p className={classes.note}>{form.requiredNote}</p>
        <Button type="submit" size="lg" disabled={submitting} className={classes.submit}>
          {submitting ? form.sendingLabel : form.submitLabel}
        </Button>
        <p className={classes.note}>
          {form.privacyNote} <a href={TEXT_PAGE_ROUTES['politique-confidentialite']}>{form.privacyLinkLabel}</a>
        </p>
      </form>
      <NoticeArea
        outcome={outcome?.kind ?? null}
        mailto={outcome?.mailto ?? ''}
        form={form}
        phones={callback.phones}
        onClose={closeNotice}
      />
    </div>
  )
}
