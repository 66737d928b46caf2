// For a link given role="button" (it works without script, the contract names it a button):
// a button is also pressed with Space, which a link ignores and the page would scroll with.
import type { KeyboardEvent } from 'react'

export function spaceActivates(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return
  event.preventDefault()
  event.currentTarget.click()
}
