import { createContext, useContext, type ReactNode } from 'react'
import { DEFERRED_ATTRIBUTE } from '../../renderer/deferred-sections.js'
import classes from './Section.module.css'

/**
 * Blocks directly inside `<DeferredSections>` (sections, island elements, the footer) are
 * below the first screen of a long page: they skip rendering until the browser entry
 * releases them after the first paint (renderer/deferred-sections.ts explains why and how).
 */
const Deferred = createContext(false)

export function DeferredSections({ when = true, children }: { when?: boolean; children: ReactNode }) {
  return <Deferred.Provider value={when}>{children}</Deferred.Provider>
}

/** The attribute that defers a block placed directly inside `<DeferredSections>`. */
export function useDeferredAttribute(): { [DEFERRED_ATTRIBUTE]?: '' } {
  return useContext(Deferred) ? { [DEFERRED_ATTRIBUTE]: '' } : {}
}

export function Section({ id, title, intro, tone = 'light', headingLevel = 2, children, labelledBy }: { id?: string; title?: string; intro?: string; tone?: 'light' | 'sand' | 'dark'; headingLevel?: 1 | 2; children: ReactNode; labelledBy?: string }) {
  const headingId = id ? `${id}-title` : labelledBy
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const deferred = useDeferredAttribute()
  return (
    <section {...deferred} id={id} className={tone === 'light' ? classes.section : `${classes.section} ${classes[tone]}`} aria-labelledby={title ? headingId : undefined}>
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
