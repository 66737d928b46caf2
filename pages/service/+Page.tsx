// https://vike.dev/Page
export { Page }

import { ServiceCards } from '../../components/common/ServiceCards.js'
import { TextCards } from '../../components/common/TextCards.js'
import { CtaBand } from '../../components/common/CtaBand.js'
import { PageHeader } from '../../components/common/PageHeader.js'
import { Picture } from '../../components/common/Picture.js'
import { Section } from '../../components/common/Section.js'
import { serviceRoute } from '../../lib/routes.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { ServiceData } from './+data.js'
import classes from './Service.module.css'

function Page() {
  const { page, layout } = usePageData<ServiceData>()
  return (
    <>
      <PageHeader
        title={page.title}
        intro={page.intro}
        breadcrumb={{ labels: layout.ui.breadcrumb, trail: [page.index, { name: page.name, url: serviceRoute(page.slug) }] }}
      >
        <Picture image={page.image} sizes="(min-width: 1180px) 1180px, 100vw" priority className={classes.image} />
      </PageHeader>
      <Section id="avantages" title={page.benefitsTitle}>
        <TextCards items={page.benefits} columns={page.benefits.length % 4 === 0 ? 4 : 3} />
      </Section>
      {page.process && (
        <Section id="etapes" title={page.process.title} tone="sand">
          <TextCards items={page.process.steps} numbered columns={3} />
        </Section>
      )}
      <Section id="prestations" title={page.cardsTitle} tone={page.process ? 'light' : 'sand'}>
        <ServiceCards cards={page.cards} columns={page.cards.length % 3 === 0 ? 3 : 2} />
      </Section>
      <CtaBand title={page.cta.title} text={page.cta.text} label={page.cta.label} phone={layout.site.phones.landline} />
    </>
  )
}
