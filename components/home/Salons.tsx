// Upcoming salons. The pre-rendered HTML shows the list as of the build day; once in the
// browser the list is recomputed for the visitor's today (midnight), so an event that ended
// since the build disappears and the empty state appears when nothing is left.
import { useEffect, useState } from 'react'
import type { ResolvedImage } from '../../lib/images.js'
import { formatSalonDates, localIsoDate, upcomingSalons } from '../../lib/salons.js'
import type { Home, Salon } from '../../schemas/content-types.js'
import { Picture } from '../common/Picture.js'
import { Tag } from '../common/Tag.js'
import { Section } from '../common/Section.js'
import { useLazyModule } from '../common/useLazyModule.js'
import { useModalIsolation } from '../common/useModalIsolation.js'
import { Icon } from '../common/Icon.js'
import { spaceActivates } from '../common/space-activates.js'
import classes from './Salons.module.css'

export type SalonsData = Omit<Home['salons'], 'poster'> & { poster: ResolvedImage; events: Omit<Salon, '$schema'>[]; builtOn: string }

export function Salons({ salons }: { salons: SalonsData }) {
  const [today, setToday] = useState(salons.builtOn)
  const [posterOpen, setPosterOpen] = useState(false)
  const [dialog, loadDialog] = useLazyModule(() => import('./PosterDialog.js'))
  useEffect(() => setToday(localIsoDate(new Date())), [])
  useModalIsolation(posterOpen)
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
            void loadDialog().then(() => setPosterOpen(true))
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
          {upcoming.length === 0 ? (
            <p className={classes.empty} role="status">
              <Icon name="calendar" size={22} /> {salons.emptyText}
            </p>
          ) : (
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
          )}
          <a className={classes.more} href={salons.moreInfoUrl} target="_blank" rel="noopener noreferrer">
            {salons.moreInfoLabel} <Icon name="external-link" size={16} />
          </a>
        </div>
      </div>
      {dialog && (
        <dialog.default
          title={salons.title}
          closeLabel={salons.posterCloseLabel}
          poster={salons.poster}
          opened={posterOpen}
          onClose={() => setPosterOpen(false)}
        />
      )}
    </Section>
  )
}
