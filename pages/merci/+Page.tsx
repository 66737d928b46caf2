// https://vike.dev/Page
export { Page }

import { ButtonLink } from '../../components/common/Button.js'
import { Icon } from '../../components/common/Icon.js'
import { PageHeader } from '../../components/common/PageHeader.js'
import { Section } from '../../components/common/Section.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { ConfirmationData } from './+data.js'
import classes from './Confirmation.module.css'

function Page() {
  const { page, layout } = usePageData<ConfirmationData>()
  const { phones, email } = layout.site
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.success.title}>
        <p className={classes.lead} role="status">
          {page.success.text}
        </p>
      </PageHeader>
      <Section>
        <p>{page.contactIntro}</p>
        <ul className={classes.contact}>
          {[phones.landline, phones.mobile].map((phone) => (
            <li key={phone.e164}>
              <Icon name="phone" size={20} />
              <a href={`tel:${phone.e164}`}>{phone.display}</a>
            </li>
          ))}
          <li>
            <Icon name="mail" size={20} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        </ul>
        <ButtonLink href="/">{page.homeLabel}</ButtonLink>
      </Section>
    </>
  )
}
