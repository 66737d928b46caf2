// https://vike.dev/Page
export { Page }

import { Section } from '../../components/common/Section.js'
import { TextPageLayout } from '../../components/common/TextPageLayout.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { TextData } from './+data.js'
import classes from './TextPage.module.css'

function Page() {
  const { page, layout } = usePageData<TextData>()
  const { text, identity } = page
  return (
    <TextPageLayout text={text} layout={layout}>
      {identity && (
        <Section id="editeur" title={identity.title}>
          <dl className={classes.identity}>
            {identity.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </TextPageLayout>
  )
}
