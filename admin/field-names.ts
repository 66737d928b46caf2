// Three of Decap's messages name no field, or name it by its key or its widget: the toast when
// a required field is empty (« Un champ obligatoire est vide », no field given by Decap), the
// date buttons' name for screen readers (« Mettre « startDate » à aujourd’hui », Decap passes
// the field's key) and each field's box (« Champ text »: Decap passes the widget's name). Both are corrected in the page as they appear, with the field's label as the form shows
// it: the toast lists the fields Decap marks as required and empty under themselves.

const nb = '\u00a0'

/** What Decap's toast says (admin/french.ts), before the names are added. */
export const MISSING_REQUIRED = `Un champ obligatoire est vide${nb}: remplissez-le, puis publiez à nouveau.`

/** The toast's sentence with the empty fields named by their labels. */
export function missingFieldsSentence(labels: string[]): string {
  const names = [...new Set(labels)].map((label) => `«${nb}${label}${nb}»`)
  if (names.length === 0) return MISSING_REQUIRED
  if (names.length === 1) return `Un champ obligatoire est vide${nb}: ${names[0]}. Remplissez-le, puis publiez à nouveau.`
  return `Des champs obligatoires sont vides${nb}: ${names.join(', ')}. Remplissez-les, puis publiez à nouveau.`
}

/** Decap's label text of a field, without the « (optionnel) » span it adds. */
function labelOf(input: Element | null): string | undefined {
  const label = input?.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null
  if (!label) return undefined
  return [...label.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join('')
    .trim()
}

const SET_TO_NOW = new RegExp(`^Mettre «${nb}(.+)${nb}» à aujourd’hui$`)

function fix() {
  // Each field's box: Decap names it for screen readers after its widget (« Champ text »).
  for (const box of document.querySelectorAll('[aria-label^="Champ "]:not([data-named])')) {
    const label = [...(box.querySelector('label')?.childNodes ?? [])]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim()
    if (label) box.setAttribute('aria-label', `Champ «${nb}${label}${nb}»`)
    else box.removeAttribute('aria-label')
    box.setAttribute('data-named', '')
  }
  for (const button of document.querySelectorAll('button[aria-label^="Mettre «"]')) {
    const key = SET_TO_NOW.exec(button.getAttribute('aria-label') ?? '')?.[1]
    if (!key || button.hasAttribute('data-named')) continue
    // The date input sits beside its buttons, in the same control.
    const input = button.parentElement?.parentElement?.querySelector(`[id^="${CSS.escape(key)}-field-"]`) ?? null
    const label = labelOf(input)
    if (label) button.setAttribute('aria-label', `Mettre «${nb}${label}${nb}» à aujourd’hui`)
    button.setAttribute('data-named', '')
  }
  for (const element of document.querySelectorAll('[role="alert"], .Toastify__toast-body, [class*="toast"] div')) {
    if (element.children.length > 0 || element.textContent !== MISSING_REQUIRED) continue
    const labels = [...document.querySelectorAll('[class*="-ControlErrorsList"] li')]
      .map((item) => new RegExp(`«${nb}(.+?)${nb}» est obligatoire`).exec(item.textContent ?? '')?.[1])
      .filter((label): label is string => Boolean(label))
    element.textContent = missingFieldsSentence(labels)
  }
}

/** Watches the admin's page for these messages from now on. */
export function nameFieldsInMessages(): void {
  let queued = false
  new MutationObserver(() => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      fix()
    })
  }).observe(document.body, { childList: true, subtree: true })
}
