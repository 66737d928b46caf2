// The body shared by text pages: highlights, sections, picture and call to action.
import { slugify } from '../../lib/slugify.js'
import type { TextPageData } from '../../lib/text-page.js'
import type { Site } from '../../schemas/content-types.js'
import { TextCards } from './TextCards.js'
import { CtaBand } from './CtaBand.js'
import { Picture } from './Picture.js'
import { RichText } from './RichText.js'
import { Section } from './Section.js'
import classes from './TextPageBody.module.css'

export function TextPageBody({ text, phone }: { text: TextPageData; phone: Site['phones']['landline'] }) {
  return (
    <>
      {text.highlights && text.highlights.length > 0 && (
        <Section>
          <TextCards items={text.highlights} columns={text.highlights.length % 4 === 0 ? 4 : 3} heading="h2" />
        </Section>
      )}
      {text.sections.length > 0 && (
        <Section tone="sand">
          <div className={text.image ? classes.withImage : undefined}>
            <div className={classes.sections}>
              {text.sections.map((section) => (
                <section
                  key={section.heading}
                  id={section.id}
                  className={classes.section}
                  aria-labelledby={`${section.id ?? slugify(section.heading)}-titre`}
                >
                  <h2 id={`${section.id ?? slugify(section.heading)}-titre`}>{section.heading}</h2>
                  <RichText html={section.body} prose />
                </section>
              ))}
            </div>
            {text.image && <Picture image={text.image} sizes="(min-width: 1024px) 420px, 100vw" className={classes.image} />}
          </div>
        </Section>
      )}
      {text.cta && <CtaBand title={text.cta.title} text={text.cta.text} label={text.cta.label} phone={phone} />}
    </>
  )
}
