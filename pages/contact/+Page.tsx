// https://vike.dev/Page
export { Page }

import { PageHeader } from '../../components/common/PageHeader.js'
import { Section } from '../../components/common/Section.js'
import { Island } from '../../components/islands/Island.js'
import { TextPageBody } from '../../components/common/TextPageBody.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { ContactData } from './+data.js'
import { Icon } from '../../components/common/Icon.js'
import classes from './Contact.module.css'

function Page() {
  const { page, layout } = usePageData<ContactData>()
  const { text, callback, details } = page
  const { site } = layout
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} intro={text.intro} trail={[{ name: text.crumb, url: text.route }]} />
      <Section>
        <div className={classes.layout}>
          <Island name="callback-form" props={{ callback }} />
          <aside className={classes.details} aria-labelledby="coordonnees">
            <h2 id="coordonnees">{details.title}</h2>
            <ul className={classes.list}>
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${site.phones.landline.e164}`}>{site.phones.landline.display}</a>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${site.phones.mobile.e164}`}>{site.phones.mobile.display}</a>
              </li>
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <Icon name="map-pin" size={20} />
                <span>
                  {site.address.street}
                  <br />
                  {site.address.postalCode} {site.address.city}
                </span>
              </li>
            </ul>
            <h2>{details.hoursTitle}</h2>
            <ul className={classes.list}>
              {site.hours.map((slot) => (
                <li key={slot.label}>
                  <Icon name="clock" size={20} />
                  <span>
                    <strong>{slot.label}</strong> {slot.text}
                  </span>
                </li>
              ))}
            </ul>
            <p className={classes.note}>{site.hoursNote}</p>
          </aside>
        </div>
      </Section>
      <TextPageBody text={text} />
    </>
  )
}
