// Upcoming salons. The pre-rendered HTML shows the list as of the build day; once in the
// browser the list is recomputed for the visitor's today (midnight), so an event that ended
// since the build disappears and the empty state appears when nothing is left.
import { useEffect, useRef, useState, type Ref } from 'react'
import type { ResolvedImage } from '../../lib/images.js'
import { formatSalonDates, localIsoDate, upcomingSalons } from '../../lib/browser/salons.js'
import type { Home, Salon } from '../../schemas/content-types.js'
import { Picture } from '../common/Picture.js'
import { Tag } from '../common/Tag.js'
import { Section } from '../common/Section.js'
import { whenIdle } from '../common/when-idle.js'
import { Icon } from '../common/Icon.js'
import { spaceActivates } from '../common/space-activates.js'
import { CLOSES_DIALOG, Dialog, openDialog } from '../common/Dialog.js'
import classes from './Salons.module.css'

export type SalonsData = Omit<Home['salons'], 'poster'> & { poster: ResolvedImage; events: Omit<Salon, '$schema'>[]; builtOn: string }

export function Salons({ salons }: { salons: SalonsData }) {
  const [today, setToday] = useState(salons.builtOn)
  // The enlarged poster is a native <dialog> (../common/Dialog.tsx): no code to fetch when
  // the poster is tapped. It is added once the browser is idle after hydration, so its
  // picture loads then, not with the page (nor in the HTML without script, where the poster
  // is a link to the picture).
  const [withDialog, setWithDialog] = useState(false)
  const openOnMount = useRef(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  useEffect(() => setToday(localIsoDate(new Date())), [])
  useEffect(() => whenIdle(() => setWithDialog(true)), [])
  useEffect(() => {
    if (withDialog && openOnMount.current) openDialog(dialogRef.current)
  }, [withDialog])
  const [year, month, day] = today.split('-').map(Number)
  const upcoming = upcomingSalons(salons.events as Salon[], new Date(year, month - 1, day))

  return (
    <Section id="salons" title={salons.title} intro={salons.intro} tone="sand">
      <div className={classes.layout}>
        {/* A link to the large picture, so it opens without script; the script shows it in a dialog
            instead (hence role="button", as before). */}
        <a
          href={salons.poster.large}
          className={classes.posterButton}
          onClick={(event) => {
            event.preventDefault()
            // Tapped before the browser was idle: the dialog opens as soon as it is there.
            if (dialogRef.current) openDialog(dialogRef.current)
            else {
              openOnMount.current = true
              setWithDialog(true)
            }
          }}
          onKeyDown={spaceActivates}
          role="button"
          aria-haspopup="dialog"
          aria-label={salons.posterButtonLabel}
        >
          <Picture image={salons.poster} sizes="(min-width: 960px) 360px, 80vw" className={classes.poster} />
          <span className={classes.zoom}>{salons.posterButtonLabel}</span>
        </a>
        <div>
          <SalonList salons={salons} upcoming={upcoming} />
          <a className={classes.more} href={salons.moreInfoUrl} target="_blank" rel="noopener noreferrer">
            {salons.moreInfoLabel} <Icon name="external-link" size={16} />
          </a>
        </div>
      </div>
      {withDialog && <PosterDialog ref={dialogRef} salons={salons} />}
    </Section>
  )
}

/** The upcoming events, the earliest flagged, or the empty state when none is left. */
function SalonList({ salons, upcoming }: { salons: SalonsData; upcoming: Omit<Salon, '$schema'>[] }) {
  if (upcoming.length === 0)
    return (
      <p className={classes.empty} role="status">
        <Icon name="calendar" size={22} /> {salons.emptyText}
      </p>
    )
  return (
    <ol className={classes.list}>
      {upcoming.map((salon, index) => (
        <li key={salon.id} className={classes.event} data-next={index === 0 || undefined}>
          <span className={classes.city}>{salon.city}</span>
          <span className={classes.dates}>{formatSalonDates(salon.startDate, salon.endDate)}</span>
          {salon.venue && <span className={classes.venue}>{salon.venue}</span>}
          {index === 0 && (
            <Tag tone="filled" className={classes.next}>
              {salons.nextLabel}
            </Tag>
          )}
        </li>
      ))}
    </ol>
  )
}

/** The poster enlarged, in a native dialog. */
function PosterDialog({ salons, ref }: { salons: SalonsData; ref: Ref<HTMLDialogElement> }) {
  return (
    <Dialog ref={ref} labelledBy="salons-poster-title" className={classes.posterBox}>
      <div className={classes.dialogHeader}>
        <h2 id="salons-poster-title" className={classes.dialogTitle}>
          {salons.title}
        </h2>
        <button type="button" className={classes.dialogClose} aria-label={salons.posterCloseLabel} {...CLOSES_DIALOG}>
          <Icon name="x" size={22} />
        </button>
      </div>
      <Picture image={salons.poster} sizes="(min-width: 800px) 720px, 90vw" eager className={classes.posterLarge} />
    </Dialog>
  )
}
