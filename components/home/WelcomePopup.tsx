// The welcome announcement: opens one second after load, unless the visitor closed it
// before (localStorage) or the announcement is over (its showUntil day has passed in the
// visitor's calendar). Every way of closing — button, Escape, backdrop — remembers it.
import { useEffect, useState } from 'react'
import { isAnnouncementLive } from '../../lib/browser/date-window.js'
import { POPUP_CLOSED_KEY, readStorage, writeStorage } from '../../lib/browser/storage.js'
import { useLazyModule } from '../common/useLazyModule.js'
import { useModalIsolation } from '../common/useModalIsolation.js'
import type { AnnouncementData } from './announcement.js'

export const POPUP_DELAY_MS = 1000

const local = () => window.localStorage

export function WelcomePopup({ announcement }: { announcement: AnnouncementData }) {
  const [open, setOpen] = useState(false)
  const [dialog, loadDialog] = useLazyModule(() => import('./WelcomeDialog.js'))
  useModalIsolation(open)

  useEffect(() => {
    if (readStorage(local, POPUP_CLOSED_KEY) !== null) return
    if (!isAnnouncementLive(announcement.showUntil, new Date())) return
    const timer = window.setTimeout(() => void loadDialog().then(() => setOpen(true)), POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [announcement.showUntil, loadDialog])

  const close = () => {
    writeStorage(local, POPUP_CLOSED_KEY, 'true')
    setOpen(false)
  }

  if (!dialog) return null
  const Dialog = dialog.default
  return <Dialog announcement={announcement} opened={open} onClose={close} />
}
