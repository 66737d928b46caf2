// https://vike.dev/Page
export { Page }

import { PageHeader } from '../../components/common/PageHeader.js'
import { Section } from '../../components/common/Section.js'
import { TextPageBody } from '../../components/common/TextPageBody.js'
import { usePageData } from '../../renderer/usePageContext.js'
import type { TextData } from './+data.js'
import classes from './TextPage.module.css'

function Page() {
  const { page } = usePageData<TextData>()
  const { text, identity } = page
  return (
    <>
      <PageHeader eyebrow={text.eyebrow} title={text.title} intro={text.intro} trail={[{ name: text.crumb, url: text.route }]} />
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
      <TextPageBody text={text} />
    </>
  )
}
