// The welcome announcement: opens one second after load, unless the visitor closed it
// before (localStorage) or the announcement is over (its showUntil day has passed in the
// visitor's calendar). Every way of closing — button, Escape, backdrop — remembers it.
import { Modal } from '@mantine/core'
import { Button } from '../common/ButtonLink.js'
import { MantineIsland } from '../common/MantineIsland.js'
import { IconCalendar, IconMapPin } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { isAnnouncementLive } from '../../lib/date-window.js'
import type { ResolvedImage } from '../../lib/images.js'
import { POPUP_CLOSED_KEY, readStorage, writeStorage } from '../../lib/storage.js'
import type { Announcement } from '../../schemas/content-types.js'
import { Picture } from '../common/Picture.js'
import { useModalIsolation } from '../common/useModalIsolation.js'
import classes from './WelcomePopup.module.css'

export const POPUP_DELAY_MS = 1000

export type AnnouncementData = Omit<Announcement, '$schema' | 'image'> & { image?: ResolvedImage }

const local = () => window.localStorage

export function WelcomePopup({ announcement }: { announcement: AnnouncementData }) {
  const [open, setOpen] = useState(false)
  useModalIsolation(open)

  useEffect(() => {
    if (readStorage(local, POPUP_CLOSED_KEY) !== null) return
    if (!isAnnouncementLive(announcement.showUntil, new Date())) return
    const timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [announcement.showUntil])

  const close = () => {
    writeStorage(local, POPUP_CLOSED_KEY, 'true')
    setOpen(false)
  }

  return (
    <MantineIsland>
    <Modal opened={open} onClose={close} withCloseButton={false} centered size="lg" radius="lg" title={announcement.title} classNames={{ title: classes.title }}>
      <div className={classes.body}>
        {announcement.image && <Picture image={announcement.image} sizes="(min-width: 640px) 240px, 60vw" className={classes.image} />}
        <div>
          <p>{announcement.text}</p>
          <p className={classes.info}>
            <IconCalendar size={20} aria-hidden="true" /> {announcement.dates}
          </p>
          <p className={classes.info}>
            <IconMapPin size={20} aria-hidden="true" /> {announcement.venue}
          </p>
          <Button onClick={close} className={classes.close} data-autofocus>
            {announcement.closeLabel}
          </Button>
        </div>
      </div>
    </Modal>
    </MantineIsland>
  )
}
