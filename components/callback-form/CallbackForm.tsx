// The call-back request form of SPEC.md §3–§8. Browser validation only (required, e-mail
// and date types, date window); one request per submission; on failure every value stays.
// It is a real form: before its script runs (or without JavaScript) the browser posts it to
// the relay's standard endpoint, which sends the visitor on to the confirmation page
// (`_next`). Once hydrated, the script sends the same fields to the relay's AJAX endpoint
// and shows notices instead.
import { PAGE_ROUTES } from '../../lib/routes.js'
import { NativeSelect, Textarea, TextInput } from '@mantine/core'
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import {
  CALLBACK_FIELDS,
  callbackFormData,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  relayFields,
  sendCallbackRequest,
  type CallbackField,
  type CallbackValues,
} from '../../lib/browser/callback-request.js'
import type { CallbackData } from '../../lib/page-types.js'
import { Button } from '../common/ButtonLink.js'
import { MantineIsland } from '../common/MantineIsland.js'
import { useLazyModule } from '../common/useLazyModule.js'
import { DateField } from './DateField.js'
import classes from './CallbackForm.module.css'

export function CallbackForm({ callback, title, intro }: { callback: CallbackData; title?: string; intro?: string }) {
  const { form } = callback
  const [values, setValues] = useState<CallbackValues>(EMPTY_VALUES)
  const [invalid, setInvalid] = useState<Partial<Record<CallbackField, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  // Notices are needed only once something was sent: their code loads with the request.
  const [notices, loadNotices] = useLazyModule(() => import('./Notices.js'))
  // A ref, not state: a double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false)
  // Each field gets its id from here. Without one, Mantine gives every field a random id
  // once hydrated (a layout effect in its useId), so the whole form rendered again at once
  // and rewrote every id, for and aria attribute: the longest task of the home page.
  const idBase = useId()
  const formRef = useRef<HTMLFormElement>(null)

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

  const set = (field: CallbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setInvalid((current) => (current[field] ? { ...current, [field]: false } : current))
  }
  const bind = (field: CallbackField) => ({
    id: `${idBase}${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(field, event.currentTarget.value),
    onInvalid: () => setInvalid((current) => ({ ...current, [field]: true })),
    error: invalid[field] || undefined,
  })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setSubmitting(true)
    const honeypot = (event.currentTarget.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    const request = callbackFormData(values, callback.businessName, form.subjectPrefix, honeypot)
    const [sent, { notifications }] = await Promise.all([sendCallbackRequest(callback.relay.ajax, request), loadNotices()])
    inFlight.current = false
    setSubmitting(false)
    const notice = sent ? form.success : form.error
    if (sent) setValues(EMPTY_VALUES)
    notifications.show({
      title: notice.title,
      message: notice.text,
      color: sent ? 'teal' : 'red',
      autoClose: sent ? 8000 : 10000,
      closeButtonProps: { 'aria-label': form.closeNoticeLabel },
      classNames: { description: classes.noticeText },
    })
  }

  const options = (list: { value: string; label: string }[], placeholder: string) => [{ value: '', label: placeholder }, ...list]
  return (
    <MantineIsland>
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
          <TextInput
            {...bind('telephone')}
            type="tel"
            label={form.labels.telephone}
            placeholder={form.placeholders.telephone}
            required
            autoComplete="tel"
          />
          <TextInput {...bind('email')} type="email" label={form.labels.email} placeholder={form.placeholders.email} autoComplete="email" />
          <DateField
            {...bind('date_rappel')}
            label={form.labels.date_rappel}
            labels={form.calendar}
            onPick={(value) => set('date_rappel', value)}
          />
          <NativeSelect
            {...bind('heure_rappel')}
            label={form.labels.heure_rappel}
            required
            data={options(form.timeSlots, form.placeholders.heure_rappel)}
          />
          <NativeSelect {...bind('type_tapis')} label={form.labels.type_tapis} data={options(form.rugTypes, form.placeholders.choose)} />
          <NativeSelect {...bind('probleme')} label={form.labels.probleme} data={options(form.problems, form.placeholders.choose)} />
          <NativeSelect
            {...bind('service')}
            label={form.labels.service}
            data={options(form.services, form.placeholders.choose)}
            className={classes.wide}
          />
          <Textarea
            {...bind('message')}
            label={form.labels.message}
            placeholder={form.placeholders.message}
            rows={4}
            className={classes.wide}
          />
          <p className={classes.note}>{form.requiredNote}</p>
          <Button type="submit" size="lg" disabled={submitting} className={classes.submit}>
            {submitting ? form.sendingLabel : form.submitLabel}
          </Button>
          <p className={classes.note}>
            {form.privacyNote} <a href={PAGE_ROUTES['politique-confidentialite']}>{form.privacyLinkLabel}</a>
          </p>
        </form>
        {notices && <notices.NoticesHost />}
      </div>
    </MantineIsland>
  )
}
