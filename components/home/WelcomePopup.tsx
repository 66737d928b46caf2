// The welcome announcement: opens one second after load, unless the visitor closed this same
// announcement before (localStorage holds the specification's flag and the identity of the
// one closed: lib/browser/announcement.ts) or it is over (its showUntil day has passed in the visitor's
// calendar). Every way of closing — « Fermer », Escape, a click beside the box — remembers it. A native <dialog> (../common/Dialog.tsx), added to the page only when it
// opens, so its picture is not fetched by visitors who never see it.
import { useEffect, useId, useRef, useState, type Ref } from 'react'
import type { ResolvedImage } from '../../lib/images.js'
import { announcementId, closedByVisitor } from '../../lib/browser/announcement.js'
import { isAnnouncementLive } from '../../lib/browser/date-window.js'
import { POPUP_CLOSED_KEY, POPUP_CLOSED_WHICH_KEY, readStorage, writeStorage } from '../../lib/browser/storage.js'
import type { Announcement } from '../../schemas/content-types.js'
import { Button } from '../common/Button.js'
import { CLOSES_DIALOG, Dialog, openDialog } from '../common/Dialog.js'
import { Icon } from '../common/Icon.js'
import { Picture } from '../common/Picture.js'
import classes from './WelcomePopup.module.css'

export type AnnouncementData = Omit<Announcement, '$schema' | 'image' | 'enabled'> & { image?: ResolvedImage }

export const POPUP_DELAY_MS = 1000

const local = () => window.localStorage

export function WelcomePopup({ announcement }: { announcement: AnnouncementData }) {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (closedByVisitor(readStorage(local, POPUP_CLOSED_KEY), readStorage(local, POPUP_CLOSED_WHICH_KEY), announcement)) return
    if (!isAnnouncementLive(announcement.showUntil, new Date())) return
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [announcement])
  useEffect(() => {
    if (open) openDialog(dialogRef.current)
  }, [open])

  if (!open) return null
  return (
    <AnnouncementDialog
      ref={dialogRef}
      announcement={announcement}
      onClose={() => {
        writeStorage(local, POPUP_CLOSED_KEY, 'true')
        writeStorage(local, POPUP_CLOSED_WHICH_KEY, announcementId(announcement))
        setOpen(false)
      }}
    />
  )
}

/** The popup's box. `open`: rendered open without a script (the admin's preview shows it so). */
export function AnnouncementDialog({
  announcement,
  ref,
  onClose,
  open,
}: {
  announcement: AnnouncementData
  ref?: Ref<HTMLDialogElement>
  onClose?: () => void
  open?: boolean
}) {
  const titleId = useId()
  return (
    <Dialog ref={ref} labelledBy={titleId} className={classes.popup} onClose={onClose} open={open}>
      <h2 id={titleId} className={classes.title}>
        {announcement.title}
      </h2>
      <div className={classes.body}>
        {announcement.image && <Picture image={announcement.image} sizes="(min-width: 640px) 240px, 60vw" className={classes.image} />}
        <div>
          <p>{announcement.text}</p>
          <p className={classes.info}>
            <Icon name="calendar" size={20} /> {announcement.dates}
          </p>
          <p className={classes.info}>
            <Icon name="map-pin" size={20} /> {announcement.venue}
          </p>
          <Button {...CLOSES_DIALOG} className={classes.close}>
            {announcement.closeLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
