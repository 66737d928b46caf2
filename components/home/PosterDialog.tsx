// The salon poster, enlarged (Mantine Modal), loaded on the first click on the poster.
import { Modal } from '@mantine/core'
import type { ResolvedImage } from '../../lib/images.js'
import { MantineIsland } from '../common/MantineIsland.js'
import classes from './Salons.module.css'

export default function PosterDialog({
  title,
  closeLabel,
  poster,
  opened,
  onClose,
}: {
  title: string
  closeLabel: string
  poster: ResolvedImage
  opened: boolean
  onClose: () => void
}) {
  return (
    <MantineIsland>
      <Modal opened={opened} onClose={onClose} size="auto" centered title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
        <img src={poster.src} alt={poster.alt} width={poster.width} height={poster.height} className={classes.posterLarge} />
      </Modal>
    </MantineIsland>
  )
}
