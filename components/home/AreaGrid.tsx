import type { GridEntry, Home } from '../../schemas/content-types.js'
import { Section } from '../common/Section.js'
import classes from './AreaGrid.module.css'

export type AreaGridData = Home['areaGrid'] & { entries: GridEntry[] }

/** The service-area grid: a link where the town has a page, plain text where it has none. */
export function AreaGrid({ grid }: { grid: AreaGridData }) {
  return (
    <Section id="zones" title={grid.title} intro={grid.intro} tone="sand">
      <ul className={classes.grid}>
        {grid.entries.map((entry, index) => (
          <li key={`${entry.name}-${index}`} className={classes.entry}>
            {entry.url ? (
              <a href={entry.url} className={classes.name}>
                {entry.name}
              </a>
            ) : (
              <span className={classes.name}>{entry.name}</span>
            )}
            <span className={classes.region}>{entry.region}</span>
          </li>
        ))}
      </ul>
      <p className={classes.notListed}>
        <a href={grid.notListed.url}>{grid.notListed.label}</a>
      </p>
    </Section>
  )
}
