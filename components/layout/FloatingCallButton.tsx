import type { Site } from '../../schemas/content-types.js'
import { Icon } from '../common/Icon.js'
import classes from './FloatingCallButton.module.css'

/** Round call button, fixed bottom right, dialling the mobile number. */
export function FloatingCallButton({ phone, label }: { phone: Site['phones']['mobile']; label: string }) {
  return (
    <a href={`tel:${phone.e164}`} className={classes.button} aria-label={`${label} (${phone.display})`}>
      <Icon name="phone" size={28} />
    </a>
  )
}
