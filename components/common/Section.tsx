import type { ReactNode } from 'react'
import { DeferredSections, useDeferredAttribute } from './deferred.js'
import classes from './Section.module.css'

export function Section({
  id,
  title,
  intro,
  tone = 'light',
  headingLevel = 2,
  children,
  labelledBy,
}: {
  id?: string
  title?: string
  intro?: string
  tone?: 'light' | 'sand' | 'dark'
  headingLevel?: 1 | 2
  children: ReactNode
  labelledBy?: string
}) {
  const headingId = id ? `${id}-title` : labelledBy
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const deferred = useDeferredAttribute()
  return (
    <section
      {...deferred}
      id={id}
      className={tone === 'light' ? classes.section : `${classes.section} ${classes[tone]}`}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className={classes.inner}>
        {title && (
          <div className={classes.heading}>
            <span className={classes.ornament} aria-hidden="true" />
            <Heading id={headingId}>{title}</Heading>
            {intro && <p>{intro}</p>}
          </div>
        )}
        {/* Deferred as a whole: what is inside (an island, say) is not deferred again. */}
        <DeferredSections when={false}>{children}</DeferredSections>
      </div>
    </section>
  )
}
