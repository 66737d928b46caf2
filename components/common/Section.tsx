import type { ReactNode } from 'react'
import classes from './Section.module.css'

export function Section({ id, title, intro, tone = 'light', headingLevel = 2, children, labelledBy }: { id?: string; title?: string; intro?: string; tone?: 'light' | 'sand' | 'dark'; headingLevel?: 1 | 2; children: ReactNode; labelledBy?: string }) {
  const headingId = id ? `${id}-title` : labelledBy
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section id={id} className={`${classes.section} ${tone === 'sand' ? classes.sand : tone === 'dark' ? classes.dark : ''}`} aria-labelledby={title ? headingId : undefined}>
      <div className={classes.inner}>
        {title && (
          <div className={classes.heading}>
            <span className={classes.ornament} aria-hidden="true" />
            <Heading id={headingId}>{title}</Heading>
            {intro && <p>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
