// The site's dialogs (the salon poster, the welcome announcement): a native <dialog> opened
// with show(), not showModal(). A modal dialog makes the rest of the document inert, and the
// browser then restyled the whole home page (about 140 ms on a throttled phone) for a tap
// that should answer at once. So the dialog does itself what a modal one does: it covers the
// viewport with its own backdrop, tells assistive technology it is modal (aria-modal), keeps
// focus among its controls and gives it back when it closes, and closes on Escape or on a
// click beside its box. Plain markup: no code to fetch when it opens.
import type { KeyboardEvent, ReactNode, Ref } from 'react'
import classes from './Dialog.module.css'

const CONTROLS = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea'
// Where focus was when each dialog opened.
const returnFocus = new WeakMap<HTMLDialogElement, HTMLElement>()

/** Opens the dialog with focus on its first control. */
export function openDialog(dialog: HTMLDialogElement | null) {
  if (!dialog || dialog.open) return
  if (document.activeElement instanceof HTMLElement) returnFocus.set(dialog, document.activeElement)
  dialog.show()
  dialog.querySelector<HTMLElement>(CONTROLS)?.focus()
}

/** The attribute that makes a control inside a dialog close it (its close button). */
export const CLOSES_DIALOG = { 'data-closes-dialog': '' } as const

/** Tab goes round the dialog's controls, never out to the page behind it. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget
  event.preventDefault()
  const controls = [...dialog.querySelectorAll<HTMLElement>(CONTROLS)]
  const at = controls.indexOf(document.activeElement as HTMLElement)
  const step = event.shiftKey ? -1 : 1
  controls.at(at === -1 ? 0 : (at + step) % controls.length)?.focus()
}

export function Dialog({
  ref,
  labelledBy,
  className,
  onClose,
  open,
  children,
}: {
  ref?: Ref<HTMLDialogElement>
  labelledBy: string
  /** The box's own look (size, padding). */
  className?: string
  /** After any way of closing, at once. */
  onClose?: () => void
  /** Rendered open, without a script (the admin's preview); the site opens it with openDialog(). */
  open?: boolean
  children: ReactNode
}) {
  // Every way of closing (Escape, a click beside the box, a control marked CLOSES_DIALOG)
  // comes here, and onClose runs at once. The dialog's 'close' event comes a task later: a
  // visitor's next action (a reload right after « Fermer ») could come before it, and the
  // popup's « closed » flag would not be written yet.
  const close = (dialog: HTMLDialogElement) => {
    if (!dialog.open) return
    dialog.close()
    returnFocus.get(dialog)?.focus()
    onClose?.()
  }
  return (
    <dialog
      ref={ref}
      open={open}
      className={classes.dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
      // Focusable itself: a click on the box's text keeps focus (and Escape) in the dialog.
      tabIndex={-1}
      onClick={(event) => {
        // Around the box is the dialog's own backdrop: a click there is beside the box.
        const target = event.target as Element
        if (target === event.currentTarget || target.closest('[data-closes-dialog]')) close(event.currentTarget)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          close(event.currentTarget)
        } else if (event.key === 'Tab') keepFocusInside(event)
      }}
    >
      <div className={className ? `${classes.box} ${className}` : classes.box}>{children}</div>
    </dialog>
  )
}
