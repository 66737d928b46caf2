// While a modal dialog is open, the page behind it is inert and hidden from assistive
// technology, so only the dialog's controls can be reached (aria-modal alone is not
// honoured everywhere). The dialog itself lives in a portal outside #root.
import { useEffect } from 'react'

export function useModalIsolation(open: boolean) {
  useEffect(() => {
    const root = document.getElementById('root')
    if (!open || !root) return
    root.setAttribute('aria-hidden', 'true')
    root.inert = true
    return () => {
      root.removeAttribute('aria-hidden')
      root.inert = false
    }
  }, [open])
}
