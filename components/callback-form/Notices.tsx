// The form's notices: plain markup in two live regions the form renders from the start (a
// region added at the moment it speaks is not announced), so a notice needs no code of its
// own to load and shows in the same render as the relay's answer. Success speaks politely
// (role="status"); an error or a relay that did not answer interrupts (role="alert"), and
// offers every other way to reach the workshop: both phones, and an e-mail already written
// with what the visitor typed, sent from his own mail client.
import type { RelayOutcome } from '../../lib/browser/callback-request.js'
import type { CallbackData } from '../../lib/page-types.js'
import { Icon } from '../common/Icon.js'
import classes from './CallbackForm.module.css'

interface NoticesProps {
  outcome: RelayOutcome | null
  mailto: string
  form: CallbackData['form']
  phones: CallbackData['phones']
  onClose: () => void
}

export function Notices({ outcome, mailto, form, phones, onClose }: NoticesProps) {
  const notice = outcome === 'sent' ? form.success : outcome === 'timeout' ? form.timeout : outcome === 'failed' ? form.error : null
  const body = notice && (
    <div className={`${classes.notice} ${outcome === 'sent' ? classes.noticeSuccess : classes.noticeError}`}>
      <Icon name={outcome === 'sent' ? 'mail' : 'phone'} size={22} />
      <div className={classes.noticeBody}>
        <p className={classes.noticeTitle}>{notice.title}</p>
        <p className={classes.noticeText}>{notice.text}</p>
        {outcome !== 'sent' && (
          <>
            <p className={classes.noticeText}>{form.otherWays.intro}</p>
            <ul className={classes.noticeLinks}>
              {[phones.landline, phones.mobile].map((phone) => (
                <li key={phone.e164}>
                  <a href={`tel:${phone.e164}`}>{phone.display}</a>
                </li>
              ))}
              <li>
                <a href={mailto}>{form.otherWays.mailLabel}</a>
              </li>
            </ul>
          </>
        )}
      </div>
      <button type="button" className={classes.noticeClose} aria-label={form.closeNoticeLabel} onClick={onClose}>
        <Icon name="x" size={18} />
      </button>
    </div>
  )
  return (
    <div className={classes.notices}>
      <div role="status">{outcome === 'sent' && body}</div>
      <div role="alert">{outcome !== 'sent' && body}</div>
    </div>
  )
}
