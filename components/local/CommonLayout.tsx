// Every town outside Paris 4e–8e: introduction, specialties and services, advantages, the
// zone (neighbourhoods, landmarks, neighbouring towns), three pictures, call to action.
import type { LocalData } from '../../lib/local-page.js'
import { TextCards } from '../common/CardGrid.js'
import { CtaBand } from '../common/CtaBand.js'
import { PageHeader } from '../common/PageHeader.js'
import { RichText } from '../common/RichText.js'
import { Section } from '../common/Section.js'
import { Portfolio, TownLine, Zone } from './LocalParts.js'
import classes from './Local.module.css'

export function CommonLayout({ data }: { data: LocalData }) {
  const { city, labels } = data
  return (
    <>
      <PageHeader title={city.title} trail={[]}>
        <TownLine subtitle={city.subtitle} postcode={city.postcode} postcodeLabel={labels.postcodeLabel} />
        <RichText html={city.description} prose className={classes.description} />
      </PageHeader>
      <Section id="savoir-faire">
        <div className={classes.twoLists}>
          <div>
            <h2 className={classes.listTitle}>{labels.specialtiesTitle}</h2>
            <ul className={classes.richList}>
              {city.specialties?.map((item) => (
                <RichText key={item} as="li" html={item} />
              ))}
            </ul>
          </div>
          <div>
            <h2 className={classes.listTitle}>{labels.servicesListTitle}</h2>
            <ul className={classes.richList}>
              {city.services?.map((item) => (
                <RichText key={item} as="li" html={item} />
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="avantages" title={labels.advantagesTitle} tone="sand">
        <TextCards items={city.advantages ?? []} columns={(city.advantages?.length ?? 0) === 4 ? 4 : 3} />
      </Section>
      <Zone
        title={labels.zoneTitle}
        area={city.area}
        lists={[
          { title: labels.neighborhoodsTitle, items: city.neighborhoods },
          { title: labels.landmarksTitle, items: city.landmarks },
          { title: labels.nearbyTitle, items: city.nearbyAreas ?? [] },
        ]}
      />
      <Portfolio labels={labels} images={city.portfolio} />
      <CtaBand title={<RichText as="span" html={city.ctaTitle ?? ''} />} text={<RichText html={city.ctaDescription ?? ''} />} label={labels.commonCtaLabel} />
    </>
  )
}
