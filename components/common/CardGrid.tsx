// The two card kinds content uses: short titled texts (benefits, advantages, steps) and
// service cards (icon, name, description, three features, optional picture and link).
import type { ResolvedImage } from '../../lib/node/images.js'
import type { ServiceCard, TitledText } from '../../schemas/content-types.js'
import { Icon } from './Icon.js'
import { Picture } from './Picture.js'
import classes from './CardGrid.module.css'
import grid from './Grid.module.css'

/** `heading`: h2 where the cards come right under the page's h1 (no level may be skipped). */
export function TextCards({
  items,
  numbered = false,
  columns = 3,
  heading: Heading = 'h3',
}: {
  items: TitledText[]
  numbered?: boolean
  columns?: 2 | 3 | 4
  heading?: 'h2' | 'h3'
}) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={`${grid.grid} ${classes.grid}`} data-columns={columns}>
      {items.map((item, index) => (
        <li key={item.title} className={`${grid.card} ${classes.textCard}`}>
          {numbered ? (
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
          ) : (
            item.icon && (
              <span className={classes.icon}>
                <Icon name={item.icon} stroke={1.6} />
              </span>
            )
          )}
          <Heading>{item.title}</Heading>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  )
}

export type ResolvedServiceCard = Omit<ServiceCard, 'image'> & { image?: ResolvedImage }

export function ServiceCards({ cards, columns = 2 }: { cards: ResolvedServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`${grid.grid} ${classes.grid}`} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.name} className={`${grid.card} ${classes.serviceCard}`}>
          {card.image && <Picture image={card.image} sizes="(min-width: 1024px) 560px, 100vw" className={grid.cover} />}
          <div className={classes.cardBody}>
            <span className={classes.icon}>
              <Icon name={card.icon} stroke={1.6} />
            </span>
            <h3>{card.link ? <a href={card.link}>{card.name}</a> : card.name}</h3>
            <p>{card.description}</p>
            <ul className={classes.features}>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  )
}
