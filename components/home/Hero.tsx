import type { ReactNode } from 'react'
import { ButtonLink } from '../common/Button.js'
import type { ResolvedImage } from '../../lib/images.js'
import type { Home, Site } from '../../schemas/content-types.js'
import { Picture } from '../common/Picture.js'
import { Icon } from '../common/Icon.js'
import classes from './Hero.module.css'

export type HeroData = Omit<Home['hero'], 'image'> & { image: ResolvedImage }
export type HeroContact = Pick<Site, 'phones' | 'address' | 'heroHoursNote' | 'hours'>

/** `callbackButton`: « Planifier un Rappel », an island the page places (pages/index/+Page.tsx). */
export function Hero({ hero, contact, callbackButton }: { hero: HeroData; contact: HeroContact; callbackButton: ReactNode }) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Picture image={hero.image} sizes="100vw" priority className={classes.background} />
      <div className={classes.inner}>
        <div className={classes.text}>
          <p className={classes.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={classes.title}>
            {hero.title}
          </h1>
          <p className={classes.lead}>{hero.lead}</p>
          <ul className={classes.trust}>
            {hero.trustPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={classes.actions}>
            {callbackButton}
            <ButtonLink
              href={`tel:${contact.phones.landline.e164}`}
              size="lg"
              variant="light"
              icon={<Icon name="phone" size={20} />}
              aria-label={`${hero.phoneLabel} ${contact.phones.landline.display}`}
            >
              {contact.phones.landline.display}
            </ButtonLink>
          </div>
        </div>
        <aside className={classes.aside} aria-label={hero.badge.text}>
          <p className={classes.badge}>
            <strong>{hero.badge.figure}</strong> <span>{hero.badge.text}</span>
          </p>
          <p className={classes.info}>
            <Icon name="map-pin" size={20} />
            <span>
              {contact.address.street}, {contact.address.postalCode} {contact.address.city}
            </span>
          </p>
          <p className={classes.info}>
            <Icon name="clock" size={20} />
            <span>{contact.heroHoursNote}</span>
          </p>
          <ul className={classes.hours}>
            {contact.hours.map((slot) => (
              <li key={slot.label}>
                <span>{slot.label}</span> <span>{slot.text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  )
}
