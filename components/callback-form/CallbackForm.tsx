// The call-back request form (docs/PRODUCT.md). Browser validation only (required, e-mail
// and date types, date window); one request per submission; on failure every value stays.
// It is a real form: before its script runs (or without JavaScript) the browser posts it to
// the relay's standard endpoint, which sends the visitor on to the confirmation page
// (`_next`). Once hydrated, the script sends the same fields to the relay's AJAX endpoint
// and shows its notices (./Notices.tsx) instead. The date and slot are checked again against
// Paris's clock when the form is sent (lib/browser/date-window.ts).
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'
import { NativeSelect, Textarea, TextInput } from '@mantine/core'
import { memo } from 'react'
import { FIELD_MAX_LENGTH, HONEYPOT_FIELD, relayFields } from '../../lib/browser/callback-request.js'
import type { CallbackData } from '../../lib/page-types.js'
import { Button } from '../common/Button.js'
import { MantineIsland } from '../common/MantineIsland.js'
import { DateField } from './DateField.js'
import { Notices } from './Notices.js'
import { useCallbackForm } from './use-callback-form.js'
import classes from './CallbackForm.module.css'

type FormProps = { callback: CallbackData; title?: string; intro?: string }
// Each field renders again only when its own props change: a keystroke renders one field,
// not the eight and the calendar. This needs stable handlers and data (below), and Mantine's
// provider above the form's state (CallbackForm): rendered again with the form, it gave
// every Mantine field under it a new context.
const Text = memo(TextInput)
const Select = memo(NativeSelect)
const Area = memo(Textarea)
const DateInput = memo(DateField)
const NoticeArea = memo(Notices)

export function CallbackForm(props: FormProps) {
  return (
    <MantineIsland>
      <FormCard {...props} />
    </MantineIsland>
  )
}

function FormCard({ callback, title, intro }: FormProps) {
  const { form } = callback
  const { formRef, submitting, outcome, bind, slotData, choices, onPickDate, onSlotFocus, closeNotice, submit } = useCallbackForm(callback)
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
