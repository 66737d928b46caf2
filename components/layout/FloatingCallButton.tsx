import { usePageData } from '../../renderer/usePageContext.js'
import { Icon } from '../common/Icon.js'
import classes from './FloatingCallButton.module.css'

/** Round call button, fixed bottom right, dialling the mobile number. */
export function FloatingCallButton() {
  const { site, ui } = usePageData<unknown>().layout
  return (
    <a
      href={`tel:${site.phones.mobile.e164}`}
      className={classes.button}
      aria-label={`${ui.callButton.floatingLabel} (${site.phones.mobile.display})`}
    >
      <Icon name="phone" size={28} />
    </a>
  )
}
