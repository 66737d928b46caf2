// https://vike.dev/Page
export { Page }

import { Icon } from '../../components/common/Icon.js'
import { Picture } from '../../components/common/Picture.js'
import { Section } from '../../components/common/Section.js'
import { TextPageLayout } from '../../components/common/TextPageLayout.js'
import { serviceRoute } from '../../lib/routes.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { ServicesData } from './+data.js'
import cards from '../../components/common/Cards.module.css'
import grid from '../../components/common/Grid.module.css'
import classes from './Services.module.css'

function Page() {
  const { page, layout } = usePageData<ServicesData>()
  const { text, services } = page
  return (
    <TextPageLayout text={text} layout={layout}>
      <Section>
        <ul className={grid.grid}>
          {services.map((service) => (
            <li key={service.slug} className={`${grid.card} ${classes.card}`}>
              <Picture image={service.image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className={grid.cover} />
              <div className={classes.body}>
                <span className={cards.icon}>
                  <Icon name={service.icon} stroke={1.6} />
                </span>
                <h2>
                  <a href={serviceRoute(service.slug)} className={classes.link}>
                    {service.title}
                  </a>
                </h2>
                <p>{service.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </TextPageLayout>
  )
}
