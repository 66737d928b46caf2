// The top of every inner page: breadcrumb trail, eyebrow, h1 and introduction.
import type { ReactNode } from 'react'
import { usePageData } from '../../renderer/usePageContext.js'
import { HOME_ROUTE } from '../../lib/routes.js'
import { RichText } from './RichText.js'
import classes from './PageHeader.module.css'

export interface Crumb {
  name: string
  url: string
}

/** `trail` empty: no visible breadcrumb (local pages link only to /contact, SPEC.md §2). */
export function PageHeader({
  eyebrow,
  title,
  intro,
  trail,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: string
  trail: Crumb[]
  children?: ReactNode
}) {
  const { breadcrumb } = usePageData<unknown>().layout.ui
  const crumbs = [{ name: breadcrumb.home, url: HOME_ROUTE }, ...trail]
  return (
    <div className={classes.header}>
      <div className={classes.inner}>
        {trail.length > 0 && (
          <nav aria-label={breadcrumb.label} className={classes.breadcrumb}>
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb.url}>
                  {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.url}>{crumb.name}</a>}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.title}>{title}</h1>
        {intro && <RichText html={intro} className={classes.intro} />}
        {children}
      </div>
    </div>
  )
}
