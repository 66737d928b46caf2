// The top of every inner page: breadcrumb trail, eyebrow, h1 and introduction.
import type { ReactNode } from 'react'
import { HOME_ROUTE } from '../../lib/routes.js'
import type { Ui } from '../../schemas/content-types.js'
import { RichText } from './RichText.js'
import classes from './PageHeader.module.css'

export interface Crumb {
  name: string
  url: string
}

/** Without `breadcrumb`, no visible trail (city pages link only to /contact: docs/PRODUCT.md). */
export function PageHeader({
  eyebrow,
  title,
  intro,
  breadcrumb,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: string
  /** The trail after the home page, and the trail's labels. */
  breadcrumb?: { labels: Ui['breadcrumb']; trail: Crumb[] }
  children?: ReactNode
}) {
  const crumbs = breadcrumb ? [{ name: breadcrumb.labels.home, url: HOME_ROUTE }, ...breadcrumb.trail] : []
  return (
    <div className={classes.header}>
      <div className={classes.inner}>
        {breadcrumb && (
          <nav aria-label={breadcrumb.labels.label} className={classes.breadcrumb}>
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
