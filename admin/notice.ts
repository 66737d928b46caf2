// The owner's refusal notice: what the editor refused and why, in French, one sentence per
// problem naming the field by its label. It stays until « Fermer » is pressed (Decap's own
// toasts vanish after a few seconds) and is read out by screen readers (role="alert"). Each
// sentence about a field of the form is also written under that field (showFieldMessages),
// where it stays once the box is closed (on a phone the box covers the form), until the next
// save or another screen.
import type { OwnerRefusal } from '../lib/cms/entry-check.js'

const ID = 'owner-notice'
/** Class of the messages written under the fields (styled by admin/admin.css). */
export const FIELD_MESSAGE = 'owner-field-message'

/** Closes the box; the messages under the fields stay until the next save or another screen. */
export function hideNotice(): void {
  document.getElementById(ID)?.remove()
}

export function hideFieldMessages(): void {
  document.querySelectorAll(`.${FIELD_MESSAGE}`).forEach((message) => {
    for (const control of document.querySelectorAll(`[aria-describedby~="${message.id}"]`)) {
      const rest = control
        .getAttribute('aria-describedby')!
        .split(/\s+/)
        .filter((id) => id !== message.id)
      if (rest.length) control.setAttribute('aria-describedby', rest.join(' '))
      else control.removeAttribute('aria-describedby')
      control.removeAttribute('aria-invalid')
    }
    message.remove()
  })
}

/** Decap's label text of a field, without the « (optionnel) » span it adds. */
const labelText = (label: HTMLLabelElement) =>
  [...label.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim()

/**
 * The form's top-level field named `name` with the label `label`: Decap gives each control the
 * id `<name>-field-<n>` and a <label for> with the field's label; a nested field may share the
 * name, the label tells them apart (the top-level one comes first when both match).
 */
function formField(name: string, label: string): { container: HTMLElement; control: HTMLElement | null } | undefined {
  const labels = [...document.querySelectorAll<HTMLLabelElement>('label[for]')].filter((candidate) =>
    candidate.htmlFor.startsWith(`${name}-field-`),
  )
  const found = labels.find((candidate) => labelText(candidate) === label) ?? labels[0]
  // The field's box (label bar, control, hint): Decap's ControlContainer, the label's grandparent.
  const container = found?.closest<HTMLElement>('[class*="-ControlContainer"]') ?? found?.parentElement?.parentElement
  return found && container ? { container, control: document.getElementById(found.htmlFor) } : undefined
}

/** Writes each refusal about a field of the form under that field, linked to its control for screen readers. */
export function showFieldMessages(refusals: OwnerRefusal[]): void {
  hideFieldMessages()
  const byField = new Map<HTMLElement, { control: HTMLElement | null; sentences: string[] }>()
  for (const { field, sentence } of refusals) {
    const found = field && formField(field.name, field.label)
    if (!found) continue
    const entry = byField.get(found.container) ?? { control: found.control, sentences: [] }
    if (!entry.sentences.includes(sentence)) entry.sentences.push(sentence)
    byField.set(found.container, entry)
  }
  let index = 0
  for (const [container, { control, sentences }] of byField) {
    const message = document.createElement('p')
    message.className = FIELD_MESSAGE
    message.id = `${FIELD_MESSAGE}-${index++}`
    message.textContent = sentences.join(' ')
    container.append(message)
    if (control) {
      control.setAttribute('aria-describedby', `${control.getAttribute('aria-describedby') ?? ''} ${message.id}`.trim())
      control.setAttribute('aria-invalid', 'true')
    }
  }
}

export function showNotice(title: string, sentences: string[]): void {
  hideNotice()
  const box = document.createElement('section')
  box.id = ID
  box.setAttribute('role', 'alert')
  box.setAttribute('aria-labelledby', `${ID}-title`)
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: '400',
    left: '50%',
    bottom: '16px',
    transform: 'translateX(-50%)',
    width: 'min(640px, calc(100vw - 24px))',
    maxHeight: '60vh',
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: '16px 20px',
    background: '#fff5f5',
    color: '#5c1a1a',
    border: '2px solid #c92a2a',
    borderRadius: '8px',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
    font: '15px/1.45 system-ui, sans-serif',
  })
  const heading = document.createElement('h2')
  heading.id = `${ID}-title`
  heading.textContent = title
  Object.assign(heading.style, { margin: '0 0 8px', fontSize: '17px' })
  const list = document.createElement('ul')
  Object.assign(list.style, { margin: '0 0 12px', paddingLeft: '20px' })
  for (const sentence of sentences) {
    const item = document.createElement('li')
    item.textContent = sentence
    list.append(item)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Fermer'
  Object.assign(close.style, {
    font: 'inherit',
    padding: '6px 14px',
    border: '1px solid #c92a2a',
    borderRadius: '6px',
    background: '#fff',
    color: '#5c1a1a',
    cursor: 'pointer',
  })
  close.addEventListener('click', hideNotice)
  box.append(heading, list, close)
  document.body.append(box)
  close.focus()
}
