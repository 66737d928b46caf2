// Paris 4e–8e: district hero, four service cards (the fourth, parasite treatment, is the
// same on every page), three pictures, the zone with four neighbourhoods and four
// landmarks, and a closing link of the page's own wording.
import { ButtonLink } from '../common/ButtonLink.js'
import type { LocalData } from '../../lib/local-page.js'
import { TextCards } from '../common/CardGrid.js'
import { RichText } from '../common/RichText.js'
import { Section } from '../common/Section.js'
import { PageHeader } from '../common/PageHeader.js'
import { Portfolio, TownLine, Zone } from './LocalParts.js'
import { Icon } from '../common/Icon.js'
import classes from './Local.module.css'

export function DistrictLayout({ data }: { data: LocalData }) {
  const { city, labels, parasiteCard } = data
  return (
    <>
      <PageHeader eyebrow={city.districtLabel} title={city.title} trail={[]}>
        <p className={classes.tagline}>{labels.districtTitle}</p>
        <TownLine subtitle={city.subtitle} postcode={city.postcode} postcodeLabel={labels.postcodeLabel} />
        <RichText html={city.description} prose className={classes.description} />
        <div className={classes.heroActions}>
          <ButtonLink href="/contact" size="lg">
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
      <Zone
        title={labels.zoneTitle}
        area={city.area}
        lists={[
          { title: labels.neighborhoodsTitle, items: city.neighborhoods },
          { title: labels.landmarksTitle, items: city.landmarks },
        ]}
      />
      <section className={classes.closing} aria-label={city.closingLabel}>
        <ButtonLink href="/contact" size="lg">
          {city.closingLabel}
        </ButtonLink>
      </section>
    </>
  )
}
