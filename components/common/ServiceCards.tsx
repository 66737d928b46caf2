// Service cards: icon, name, description, three features, optional picture and link.
import type { ResolvedImage } from '../../lib/images.js'
import type { ServiceCard } from '../../schemas/content-types.js'
import { Icon } from './Icon.js'
import { Picture } from './Picture.js'
import classes from './Cards.module.css'
import grid from './Grid.module.css'

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
