// The welcome announcement's dialog (Mantine Modal), loaded only when it is about to open.
import { Modal } from '@mantine/core'
import { Button } from '../common/ButtonLink.js'
import { MantineIsland } from '../common/MantineIsland.js'
import { Picture } from '../common/Picture.js'
import type { AnnouncementData } from './announcement.js'
import { Icon } from '../common/Icon.js'
import classes from './WelcomePopup.module.css'

export default function WelcomeDialog({
  announcement,
  opened,
  onClose,
}: {
  announcement: AnnouncementData
  opened: boolean
  onClose: () => void
}) {
  return (
    <MantineIsland>
      <Modal
        opened={opened}
        onClose={onClose}
        withCloseButton={false}
        centered
        size="lg"
        radius="lg"
        title={announcement.title}
        classNames={{ title: classes.title }}
      >
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
            <Button onClick={onClose} className={classes.close} data-autofocus>
              {announcement.closeLabel}
            </Button>
          </div>
        </div>
      </Modal>
    </MantineIsland>
  )
}
