// https://vike.dev/Page
export { Page }

import { AreaGrid } from '../../components/home/AreaGrid.js'
import { FeatureSection } from '../../components/home/FeatureSection.js'
import { Gallery } from '../../components/home/Gallery.js'
import { Hero } from '../../components/home/Hero.js'
import { ServiceCards } from '../../components/common/ServiceCards.js'
import { RichText } from '../../components/common/RichText.js'
import { Section } from '../../components/common/Section.js'
import { DeferredSections } from '../../components/common/deferred.js'
import { Island } from '../../renderer/Island.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { HomeData } from './+data.js'
import classes from './Home.module.css'

function Page() {
  const { page } = usePageData<HomeData>()
  return (
    <>
      <Hero
        hero={page.hero}
        contact={page.contact}
        callbackButton={<Island name="form-scroll-button" props={{ label: page.hero.callbackLabel }} />}
      />
      {/* Below the first screen: rendered after the first paint (components/common/deferred.tsx).
          The salons island's element is deferred too; the form island, inside a section, with it. */}
      <DeferredSections>
        <FeatureSection id="savoir-faire" section={page.sections.savoirFaire} />
        {page.sections.process && <FeatureSection id="lavage" section={page.sections.process} numbered tone="sand" />}
        <FeatureSection id="garanties" section={page.sections.guarantees} />
        <FeatureSection id="enlevement" section={page.sections.pickup} tone="dark" />
        <Section id="nettoyage-paris" title={page.seoText.title}>
          <RichText html={page.seoText.body} prose className={classes.centered} />
        </Section>
        <Island name="salons" props={{ salons: page.salons }} />
        <Gallery gallery={page.gallery} />
        <AreaGrid grid={page.areaGrid} />
        <Section id="services" title={page.services.title} intro={page.services.intro}>
          <ServiceCards cards={page.services.cards} />
        </Section>
        <Section id="rappel" tone="sand">
          <Island
            name="callback-form"
            props={{ callback: page.callback, title: page.contactSection.title, intro: page.contactSection.intro }}
          />
        </Section>
      </DeferredSections>
      {page.announcement && <Island name="welcome-popup" props={{ announcement: page.announcement }} />}
    </>
  )
}
