import type { LayoutData } from '../../lib/page-types.js'
import { ContactList, HoursList } from '../common/ContactList.js'
import { useDeferredAttribute } from '../common/deferred.js'
import classes from './Footer.module.css'

export function Footer({ layout }: { layout: Pick<LayoutData, 'site' | 'navigation' | 'ui' | 'claims'> }) {
  const { site, navigation, ui, claims } = layout
  const { footer } = navigation
  const deferred = useDeferredAttribute()
  return (
    <footer {...deferred} className={classes.footer}>
      <ul className={classes.claims}>
        {claims.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
      <div className={classes.inner}>
        <div className={classes.about}>
          <p className={classes.name}>{site.name}</p>
          <p>{footer.about}</p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className={classes.title}>{column.title}</h2>
            <ul className={classes.links}>
              {column.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={classes.title}>{ui.footer.contactTitle}</h2>
          <ContactList site={site} className={classes.contact} compact />
          <h2 className={classes.title}>{ui.footer.hoursTitle}</h2>
          <HoursList hours={site.hours} className={classes.contact} compact />
        </div>
      </div>
      <div className={classes.bottom}>
        <p>
          © {site.copyrightYear} {site.name}. {ui.footer.rights}
        </p>
        <ul className={classes.legal}>
          {footer.legal.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
          <li>
            <a href={site.builder.url} rel="noopener" target="_blank">
              {site.builder.label}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  )
}
