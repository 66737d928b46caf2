// Short titled texts as cards (benefits, advantages, steps, highlights), optionally numbered.
import type { TitledText } from '../../schemas/content-types.js'
import { Icon } from './Icon.js'
import classes from './Cards.module.css'
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
