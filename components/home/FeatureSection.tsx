import type { FeatureSection as FeatureSectionData } from '../../schemas/content-types.js'
import { TextCards } from '../common/TextCards.js'
import { Section } from '../common/Section.js'

export function FeatureSection({
  id,
  section,
  numbered = false,
  tone = 'light',
}: {
  id: string
  section: FeatureSectionData
  numbered?: boolean
  tone?: 'light' | 'sand' | 'dark'
}) {
  return (
    <Section id={id} title={section.title} intro={section.intro} tone={tone}>
      <TextCards items={section.items} numbered={numbered} columns={section.items.length % 4 === 0 && !numbered ? 4 : 3} />
    </Section>
  )
}
