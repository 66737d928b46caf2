// Blocks both local layouts share: the town line, the portfolio of three pictures and the
// zone served.
import type { ResolvedImage } from '../../lib/images.js'
import type { Ui } from '../../schemas/content-types.js'
import { Picture } from '../../components/common/Picture.js'
import { Section } from '../../components/common/Section.js'
import { Tag } from '../../components/common/Tag.js'
import { Icon } from '../../components/common/Icon.js'
import grid from '../../components/common/Grid.module.css'
import city from './City.module.css'

// The portfolio is the site's card grid (Grid.module.css) with a few touches of its own.
const classes: CSSModuleClasses = {
  ...city,
  portfolio: `${grid.grid} ${city.portfolio}`,
  portfolioCard: `${grid.card} ${city.portfolioCard}`,
  portfolioImage: grid.cover,
}

/** « Lyon et sa métropole » with the postcode tag (« Code postal 69002 », or the city's own text when it has several). */
export function TownLine({ subtitle, postcode }: { subtitle: string; postcode: string }) {
  return (
    <p className={classes.subtitle}>
      <Icon name="map-pin" size={18} /> {subtitle} <Tag>{postcode}</Tag>
    </p>
  )
}

/**
 * Three pictures. While any is placeholder artwork the section says so (title, note and a
 * tag on each such picture): it shows the kind of work, not a job done in this town. Real
 * photographs of real jobs (placeholder false) get the « Réalisations » title.
 */
export function Portfolio({ labels, images }: { labels: Ui['cityPage']['labels']; images: (ResolvedImage & { placeholder: boolean })[] }) {
  const illustrated = images.some((image) => image.placeholder)
  return (
    <Section
      id="realisations"
      title={illustrated ? labels.galleryIllustrationsTitle : labels.galleryTitle}
      intro={illustrated ? labels.galleryIllustrationsNote : undefined}
    >
      <ul className={classes.portfolio}>
        {images.map((image) => (
          <li key={image.title}>
            <figure className={classes.portfolioCard}>
              <Picture image={image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className={classes.portfolioImage} />
              <figcaption>
                {image.placeholder && <Tag className={classes.illustrationTag}>{labels.illustrationLabel}</Tag>} {image.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Zone({ title, area, lists }: { title: string; area: string; lists: { title: string; items: string[] }[] }) {
  return (
    <Section id="zone" title={title} intro={area} tone="sand">
      <div className={classes.zone}>
        {lists.map((list) => (
          <div key={list.title} className={classes.zoneList}>
            <h3>{list.title}</h3>
            <ul>
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
