// The owner's refusal notice: what the editor refused and why, in French, one sentence per
// problem naming the field by its label. It stays until « Fermer » is pressed (Decap's own
// toasts vanish after a few seconds) and is read out by screen readers (role="alert").
const ID = 'owner-notice'

export function hideNotice(): void {
  document.getElementById(ID)?.remove()
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
