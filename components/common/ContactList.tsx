// How to reach the workshop, as the footer and /contact list it: phones, e-mail and
// address, then the opening hours, each line behind its icon. The caller styles the list
// (`className`); `compact` is the footer's denser wording.
import type { LayoutData } from '../../lib/page-types.js'
import { Icon } from './Icon.js'

type Site = LayoutData['site']

interface ListProps {
  className: string
  /** Smaller icons, the address on one line, hours as « label : text ». */
  compact?: boolean
}

export function ContactList({ site, className, compact = false }: ListProps & { site: Pick<Site, 'phones' | 'email' | 'address'> }) {
  const size = compact ? 18 : 20
  const { landline, mobile } = site.phones
  const { street, postalCode, city } = site.address
  return (
    <ul className={className}>
      {[landline, mobile].map((phone) => (
        <li key={phone.e164}>
          <Icon name="phone" size={size} />
          <a href={`tel:${phone.e164}`}>{phone.display}</a>
        </li>
      ))}
      <li>
        <Icon name="mail" size={size} />
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li>
        <Icon name="map-pin" size={size} />
        {compact ? (
          <span>
            {street}, {postalCode} {city}
          </span>
        ) : (
          <span>
            {street}
            <br />
            {postalCode} {city}
          </span>
        )}
      </li>
    </ul>
  )
}

export function HoursList({ hours, className, compact = false }: ListProps & { hours: Site['hours'] }) {
  return (
    <ul className={className}>
      {hours.map((slot) => (
        <li key={slot.label}>
          <Icon name="clock" size={compact ? 18 : 20} />
          {compact ? (
            <span>
              {slot.label}
              {'\u00a0'}: {slot.text}
            </span>
          ) : (
            <span>
              <strong>{slot.label}</strong> {slot.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
