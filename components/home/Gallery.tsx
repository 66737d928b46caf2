import type { ResolvedImage } from '../../lib/images.js'
import type { GalleryItem, Home } from '../../schemas/content-types.js'
import { Picture } from '../common/Picture.js'
import { Tag } from '../common/Tag.js'
import { Section } from '../common/Section.js'
import grid from '../common/Grid.module.css'
import classes from './Gallery.module.css'

export type GalleryData = Home['gallery'] & {
  items: (Pick<GalleryItem, 'id' | 'title' | 'description'> & { image: ResolvedImage; placeholder: boolean })[]
}

/**
 * Six before/after cards. While any picture is placeholder artwork the intro says the pictures
 * illustrate the work and each such card carries the « Illustration » tag, as on city pages;
 * with real photographs both go away.
 */
export function Gallery({ gallery }: { gallery: GalleryData }) {
  const illustrated = gallery.items.some((item) => item.placeholder)
  return (
    <Section id="realisations" title={gallery.title} intro={illustrated ? gallery.illustrationsIntro : gallery.intro}>
      <ul className={grid.grid}>
        {gallery.items.map((item) => (
          <li key={item.id} className={grid.card}>
            <figure className={classes.figure}>
              <Picture image={item.image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className={grid.cover} />
              <figcaption className={classes.caption}>
                {item.placeholder && <Tag>{gallery.illustrationLabel}</Tag>}
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
