// https://vike.dev/Page
// The one template of every city page, in the two variants a city's `layout` picks:
// - common, every town outside Paris 4e–8e: introduction, specialties and services,
//   advantages, the zone (neighbourhoods, landmarks, neighbouring towns), three pictures, call
//   to action;
// - district, Paris 4e–8e: district hero, four service cards (the fourth, parasite treatment,
//   is the same on every page), three pictures, the zone with four neighbourhoods and four
//   landmarks, and a closing link of the page's own wording.
export { Page }

import { ButtonLink } from '../../components/common/Button.js'
import { TextCards } from '../../components/common/TextCards.js'
import { CtaBand } from '../../components/common/CtaBand.js'
import { Icon } from '../../components/common/Icon.js'
import { PageHeader } from '../../components/common/PageHeader.js'
import { RichText } from '../../components/common/RichText.js'
import { Section } from '../../components/common/Section.js'
import { TEXT_PAGE_ROUTES } from '../../lib/routes.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { LayoutData } from '../../lib/page-types.js'
import type { CityData } from './+data.js'
import { Portfolio, TownLine, Zone } from './CityParts.js'
import classes from './City.module.css'

function Page() {
  const { page, layout } = usePageData<CityData>()
  return page.city.layout === 'district' ? <District data={page} /> : <Common data={page} phone={layout.site.phones.landline} />
}

/**
 * The zone served; a district page leaves out the neighbouring towns. « Communes voisines »
 * holds only places that border the town or share its agglomeration (a Paris arrondissement's
 * neighbours are arrondissements, not communes, hence its own heading); anything further is
 * « Aux alentours ».
 */
function CityZone({ data: { city, labels } }: { data: CityData }) {
  const lists = [
    { title: labels.neighborhoodsTitle, items: city.neighborhoods },
    { title: labels.landmarksTitle, items: city.landmarks },
  ]
  if (city.layout !== 'district') {
    const inParis = (city.country ?? 'FR') === 'FR' && city.postcode.startsWith('75')
    lists.push({ title: inParis ? labels.nearbyParisTitle : labels.nearbyTitle, items: city.nearbyAreas ?? [] })
    if (city.surroundings?.length) lists.push({ title: labels.surroundingsTitle, items: city.surroundings })
  }
  // Marseille, Lyon: every arrondissement with its postcode.
  if (city.arrondissements?.length)
    lists.push({ title: labels.arrondissementsTitle, items: city.arrondissements.map(({ name, postcode }) => `${name} (${postcode})`) })
  return <Zone title={labels.zoneTitle} area={city.area} lists={lists} />
}

function RichList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className={classes.listTitle}>{title}</h2>
      <ul className={classes.richList}>
        {items.map((item) => (
          <RichText key={item} as="li" html={item} />
        ))}
      </ul>
    </div>
  )
}

function Common({ data, phone }: { data: CityData; phone: LayoutData['site']['phones']['landline'] }) {
  const { city, labels } = data
  return (
    <>
      <PageHeader title={city.title}>
        <TownLine subtitle={city.subtitle} postcode={city.postcodes ?? `${labels.postcodeLabel} ${city.postcode}`} />
        <RichText html={city.description} prose className={classes.description} />
      </PageHeader>
      <Section id="savoir-faire">
        <div className={classes.twoLists}>
          <RichList title={labels.specialtiesTitle} items={city.specialties ?? []} />
          <RichList title={labels.servicesListTitle} items={city.services ?? []} />
        </div>
      </Section>
      <Section id="avantages" title={labels.advantagesTitle} tone="sand">
        <TextCards items={city.advantages ?? []} columns={(city.advantages?.length ?? 0) === 4 ? 4 : 3} />
      </Section>
      <CityZone data={data} />
      <Portfolio labels={labels} images={city.portfolio} />
      <CtaBand
        title={<RichText as="span" html={city.ctaTitle ?? ''} />}
        text={<RichText html={city.ctaDescription ?? ''} />}
        label={labels.commonCtaLabel}
        phone={phone}
      />
    </>
  )
}

function District({ data }: { data: CityData }) {
  const { city, labels, parasiteCard } = data
  return (
    <>
      <PageHeader eyebrow={city.districtLabel} title={city.title}>
        <p className={classes.tagline}>{labels.districtTitle}</p>
        <TownLine subtitle={city.subtitle} postcode={city.postcodes ?? `${labels.postcodeLabel} ${city.postcode}`} />
        <RichText html={city.description} prose className={classes.description} />
        <div className={classes.heroActions}>
          <ButtonLink href={TEXT_PAGE_ROUTES.contact} size="lg">
            {labels.quoteLink}
          </ButtonLink>
          <span className={classes.note}>
            <Icon name="calendar" size={18} /> {labels.appointmentNote}
          </span>
        </div>
      </PageHeader>
      <Section id="services-quartier" title={labels.servicesTitle}>
        <TextCards items={[...(city.serviceCards ?? []), parasiteCard]} columns={4} />
      </Section>
      <Portfolio labels={labels} images={city.portfolio} />
      <CityZone data={data} />
      <section className={classes.closing} aria-label={city.closingLabel}>
        <ButtonLink href={TEXT_PAGE_ROUTES.contact} size="lg">
          {city.closingLabel}
        </ButtonLink>
      </section>
    </>
  )
}
