// Blocks both local layouts share: the town line, the portfolio of three pictures and the
// zone served.
import type { ResolvedImage } from '../../lib/images.js'
import { Picture } from '../common/Picture.js'
import { Section } from '../common/Section.js'
import { Tag } from '../common/Tag.js'
import { Icon } from '../common/Icon.js'
import grid from '../common/Grid.module.css'
import classes from './Local.module.css'

/** « Lyon (69002) et sa métropole » with the postcode tag. */
export function TownLine({ subtitle, postcode, postcodeLabel }: { subtitle: string; postcode: string; postcodeLabel: string }) {
  return (
    <p className={classes.subtitle}>
      <Icon name="map-pin" size={18} /> {subtitle}{' '}
      <Tag>
        {postcodeLabel} {postcode}
      </Tag>
    </p>
  )
}

export function Portfolio({ title, images }: { title: string; images: ResolvedImage[] }) {
  return (
    <Section id="realisations" title={title}>
      <ul className={`${grid.grid} ${classes.portfolio}`}>
        {images.map((image) => (
          <li key={image.title}>
            <figure className={`${grid.card} ${classes.portfolioCard}`}>
              <Picture image={image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className={grid.cover} />
              <figcaption>{image.title}</figcaption>
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
