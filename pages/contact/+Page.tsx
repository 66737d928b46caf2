// https://vike.dev/Page
export { Page }

import { ContactList, HoursList } from '../../components/common/ContactList.js'
import { Section } from '../../components/common/Section.js'
import { Island } from '../../renderer/Island.js'
import { TextPageLayout } from '../../components/common/TextPageLayout.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { ContactData } from './+data.js'
import classes from './Contact.module.css'

function Page() {
  const { page, layout } = usePageData<ContactData>()
  const { text, callback, details } = page
  const { site } = layout
  return (
    <TextPageLayout text={text} layout={layout}>
      <Section>
        {/* The form is on the first screen: the floating call button keeps aside from the first
            paint (components/layout/FloatingCallButton.module.css). */}
        <div className={classes.layout} data-opens-on-form="">
          <Island name="callback-form" props={{ callback }} />
          <aside className={classes.details} aria-labelledby="coordonnees">
            <h2 id="coordonnees">{details.title}</h2>
            <ContactList site={site} className={classes.list} />
            <h2>{details.hoursTitle}</h2>
            <HoursList hours={site.hours} className={classes.list} />
            <p className={classes.note}>{site.hoursNote}</p>
          </aside>
        </div>
      </Section>
    </TextPageLayout>
  )
}
