import { usePageData } from '../../renderer/usePageContext.js'
import { Icon } from '../common/Icon.js'
import { useDeferredAttribute } from '../common/Section.js'
import classes from './Footer.module.css'

export function Footer() {
  const { site, navigation, ui, claims } = usePageData<unknown>().layout
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
          <ul className={classes.contact}>
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${site.phones.landline.e164}`}>{site.phones.landline.display}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={`tel:${site.phones.mobile.e164}`}>{site.phones.mobile.display}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="map-pin" size={18} />
              <span>
                {site.address.street}, {site.address.postalCode} {site.address.city}
              </span>
            </li>
          </ul>
          <h2 className={classes.title}>{ui.footer.hoursTitle}</h2>
          <ul className={classes.contact}>
            {site.hours.map((slot) => (
              <li key={slot.label}>
                <Icon name="clock" size={18} />
                <span>
                  {slot.label}{'\u00a0'}: {slot.text}
                </span>
              </li>
            ))}
          </ul>
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
