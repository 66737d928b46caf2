// The form's notices (Mantine notifications), loaded when the first request is sent.
import { Notifications, notifications } from '@mantine/notifications'
import { MantineIsland } from '../common/MantineIsland.js'

export function NoticesHost() {
  return (
    <MantineIsland>
      <Notifications position="top-right" zIndex={400} />
    </MantineIsland>
  )
}

export { notifications }
