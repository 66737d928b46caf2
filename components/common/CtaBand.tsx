import { ButtonLink } from './Button.js'
import type { ReactNode } from 'react'
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'
import type { Site } from '../../schemas/content-types.js'
import { Icon } from './Icon.js'
import classes from './CtaBand.module.css'

/** Closing call to action: a link to /contact and the workshop's phone. */
export function CtaBand({
  title,
  text,
  label,
  phone,
}: {
  title: ReactNode
  text?: ReactNode
  label: string
  phone: Site['phones']['landline']
}) {
  return (
    <section className={classes.band} aria-label={label}>
      <div className={classes.inner}>
        <h2 className={classes.title}>{title}</h2>
        {text && <div className={classes.text}>{text}</div>}
        <div className={classes.actions}>
          <ButtonLink href={TEXT_PAGE_ROUTES.contact} size="lg" variant="gold">
            {label}
          </ButtonLink>
          <a href={`tel:${phone.e164}`} className={classes.phone}>
            <Icon name="phone" size={20} /> {phone.display}
          </a>
        </div>
      </div>
    </section>
  )
}
