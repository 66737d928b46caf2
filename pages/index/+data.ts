// https://vike.dev/data
export { data }
export type HomeData = Awaited<ReturnType<typeof data>>['page']

import type { PageContextServer } from 'vike/types'
import { resolveImage } from '../../lib/node/images.js'
import { callbackData, pageData } from '../../lib/page-data.js'
import { buildDay } from '../../lib/build-day.js'
import { localBusiness } from '../../lib/structured-data.js'

function data(pageContext: PageContextServer) {
  const { content } = pageContext
  const { home, site, announcement } = content
  const { image, enabled, ...announcementText } = announcement
  const hero = { ...home.hero, image: resolveImage(home.hero.image) }
  // The washing process is written once, in the washing service's file: the home shows its title and steps.
  const washing = content.services.find((service) => service.process)?.process
  const process = washing && { title: washing.title, intro: home.process.intro, items: washing.steps }
  return pageData(
    content,
    '/',
    { title: home.seo.title, description: home.seo.description, jsonLd: [localBusiness(site, `${site.url}${hero.image.src}`)] },
    {
      hero,
      contact: { phones: site.phones, address: site.address, heroHoursNote: site.heroHoursNote, hours: site.hours },
      sections: { savoirFaire: home.savoirFaire, process, guarantees: home.guarantees, pickup: home.pickup },
      seoText: home.seoText,
      salons: {
        ...home.salons,
        poster: resolveImage(home.salons.poster),
        events: content.salons,
        builtOn: buildDay(),
      },
      gallery: {
        ...home.gallery,
        items: content.gallery.map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          image: resolveImage(item.image),
          placeholder: item.image.placeholder === true,
        })),
      },
      areaGrid: { ...home.areaGrid, entries: content.coverage.grid },
      services: {
        ...home.servicesSection,
        cards: home.servicesSection.cards.map((card) => ({ ...card, image: card.image && resolveImage(card.image) })),
      },
      contactSection: home.contactSection,
      callback: callbackData(content),
      // Switched off by the owner: no popup, and no island (nor its code) on the page.
      announcement: enabled ? { ...announcementText, image: image && resolveImage(image) } : undefined,
    },
  )
}
