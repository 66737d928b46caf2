// The hero's « Planifier un Rappel »: scrolls to the call-back form and puts the focus in it.
import { Button } from '../common/ButtonLink.js'

function scrollToForm() {
  const form = document.getElementById('contact-form')
  if (!form) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  form.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
  // Move focus too, so keyboard and screen-reader users land where the page scrolled.
  form.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
}

export function FormScrollButton({ label }: { label: string }) {
  return (
    <Button size="lg" onClick={scrollToForm}>
      {label}
    </Button>
  )
}
