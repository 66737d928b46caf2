import { createContext, useContext, type ReactNode } from 'react'
import { DEFERRED_ATTRIBUTE } from '../../renderer/deferred-sections.js'
import classes from './Section.module.css'

/**
 * Sections inside `<DeferredSections>` are below the first screen of a long page: they skip
 * rendering until the browser entry releases them after the first paint
 * (renderer/deferred-sections.ts explains why and how).
 */
const Deferred = createContext(false)

export function DeferredSections({ children }: { children: ReactNode }) {
  return <Deferred.Provider value={true}>{children}</Deferred.Provider>
}

export function Section({ id, title, intro, tone = 'light', headingLevel = 2, children, labelledBy }: { id?: string; title?: string; intro?: string; tone?: 'light' | 'sand' | 'dark'; headingLevel?: 1 | 2; children: ReactNode; labelledBy?: string }) {
  const headingId = id ? `${id}-title` : labelledBy
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const deferred = useContext(Deferred)
  return (
    <section {...(deferred ? { [DEFERRED_ATTRIBUTE]: '' } : {})} id={id} className={`${classes.section} ${tone === 'sand' ? classes.sand : tone === 'dark' ? classes.dark : ''}`} aria-labelledby={title ? headingId : undefined}>
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
