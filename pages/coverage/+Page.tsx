// https://vike.dev/Page
export { Page }

import { Section } from '../../components/common/Section.js'
import { TextPageLayout } from '../../components/common/TextPageLayout.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { CoverageData } from './+data.js'
import classes from './Coverage.module.css'

function Page() {
  const { page, layout } = usePageData<CoverageData>()
  const { text, groups } = page
  return (
    <TextPageLayout text={text} layout={layout}>
      <Section>
        <div className={classes.groups}>
          {groups.map((group, index) => (
            <section key={group.title} className={classes.group} aria-labelledby={`region-${index}`}>
              <h2 id={`region-${index}`}>{group.title}</h2>
              {group.intro && <p className={classes.intro}>{group.intro}</p>}
              <ul className={classes.places}>
                {group.places.map((place) => (
                  <li key={`${place.name}-${place.url ?? ''}`}>
                    {place.url ? <a href={place.url}>{place.name}</a> : <span>{place.name}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </TextPageLayout>
  )
}
