// The hero's « Planifier un Rappel »: a link to the call-back form, so it works from the
// first paint and without script (the stylesheet makes the jump smooth, and instant under
// prefers-reduced-motion). The contract calls it a button, hence role="button"; the script
// adds what a button does and a link does not: Space activates it, and the focus lands in
// the form's first field, for keyboard and screen-reader users.
import { ButtonLink } from '../common/Button.js'
import { spaceActivates } from '../common/space-activates.js'

const FORM_ID = 'contact-form'

function focusForm() {
  document
    .getElementById(FORM_ID)
    ?.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([tabindex="-1"])')
    ?.focus({ preventScroll: true })
}

export function FormScrollButton({ label }: { label: string }) {
  return (
    <ButtonLink href={`#${FORM_ID}`} role="button" size="lg" onClick={focusForm} onKeyDown={spaceActivates}>
      {label}
    </ButtonLink>
  )
}
