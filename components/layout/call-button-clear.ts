// The floating call button sits bottom right over whatever scrolls beneath it. Over the
// call-back form it would take the tap meant for a field (the date's calendar button, on a
// phone) and start a call: while the form is on screen, the button steps aside
// (FloatingCallButton.module.css reads the attribute). The form has its own way to reach us.
// Until the observer has first answered, a page that opens on the form marks it with
// data-opens-on-form, and the button keeps aside by CSS alone (the first paint, pages seen
// without JavaScript, and the moment between hydration and the observer's first answer).
import { useEffect, type RefObject } from 'react'

export const FORM_ON_SCREEN_ATTRIBUTE = 'data-form-on-screen'
/** Set once the observer has answered: until then the CSS alone keeps the button aside. */
export const FORM_WATCHED_ATTRIBUTE = 'data-form-watched'

export function useCallButtonClearOf(target: RefObject<Element | null>): void {
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const root = document.documentElement
    const observer = new IntersectionObserver(([entry]) => {
      root.toggleAttribute(FORM_ON_SCREEN_ATTRIBUTE, entry?.isIntersecting ?? false)
      root.setAttribute(FORM_WATCHED_ATTRIBUTE, '')
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeAttribute(FORM_ON_SCREEN_ATTRIBUTE)
      root.removeAttribute(FORM_WATCHED_ATTRIBUTE)
    }
  }, [target])
}
