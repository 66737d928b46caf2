// The layout counts of docs/PRODUCT.md (and the call-back form's labels, a contract),
// read from the rendered HTML and compared with the content, so a template that drops or
// duplicates an item is caught. The counts themselves (6 gallery cards, 5 services, 4 home
// service cards, 17 region groups) are content rules (lib/content/rules/fixed-count.ts, the schemas):
// the owner deleting a card in the admin is refused there, not failed here.
import { describe, expect, it } from 'vitest'
import {
  DISTRICT_SLUGS,
  all,
  ancestors,
  builtPages,
  byId,
  cities,
  main,
  one,
  outerItems,
  page,
  readJson,
  serviceSlugs,
  siteFooter,
  spacedText,
  squash,
  text,
  type BuiltPage,
  type Element,
} from './built-site.js'
import { loadContent } from '../../lib/node/load.js'
import { cityRoute, serviceRoute } from '../../lib/routes.js'
import { CALLBACK_SLOTS, FORM_LABELS } from '../spec-constants.js'

const serviceRoutes = serviceSlugs().map(serviceRoute)
const loaded = loadContent()

interface Ui {
  cityPage: { labels: Record<string, string>; parasiteCard: { title: string } }
}
const labels = readJson<Ui>('ui.json').cityPage.labels
const parasiteTitle = readJson<Ui>('ui.json').cityPage.parasiteCard.title

function section(p: BuiltPage, id: string): Element {
  const el = byId(p.doc, id)
  expect(el, `${p.file}: no element with id "${id}"`).toBeDefined()
  expect(el!.name, `${p.file}: #${id} is a <${el!.name}>, not a <section>`).toBe('section')
  return el!
}

/** The cards of a section: the outer items of its first list. */
function cards(container: Element): Element[] {
  const list = one(container, (e) => e.name === 'ul' || e.name === 'ol')
  return list ? outerItems(list) : []
}

const hrefs = (root: Element) => all(root, (e) => e.name === 'a' && e.attribs.href !== undefined).map((a) => a.attribs.href)

/** The list that follows a heading with the given text in a container (zone lists of city pages). */
function listUnder(container: Element, heading: string): string[] | undefined {
  const h = all(container, (e) => /^h[2-6]$/.test(e.name) && squash(text(e)) === heading)[0]
  if (!h) return undefined
  let sibling = h.nextSibling
  while (sibling && !(sibling.type === 'tag' && ((sibling as Element).name === 'ul' || (sibling as Element).name === 'ol')))
    sibling = sibling.nextSibling
  return sibling ? outerItems(sibling as Element).map((li) => squash(text(li))) : undefined
}

const CONTROLS = ['telephone', 'email', 'date_rappel', 'heure_rappel', 'type_tapis', 'probleme', 'service', 'message']
const LABELS = FORM_LABELS

function checkCallbackForm(route: string) {
  const p = page(route)
  const forms = all(p.doc, (e) => e.name === 'form' && e.attribs.id === 'contact-form')
  expect(forms.length, `${route}: <form id="contact-form"> count`).toBe(1)
  const form = forms[0]
  const controls = all(
    form,
    (e) =>
      ['input', 'select', 'textarea'].includes(e.name) &&
      e.attribs.name !== undefined &&
      e.attribs.type !== 'hidden' &&
      e.attribs.name !== '_honey',
  )
  const names = controls.map((c) => c.attribs.name)
  expect([...names].sort(), `${route}: named controls of #contact-form`).toEqual([...CONTROLS].sort())
  const control = (name: string) => controls.find((c) => c.attribs.name === name)!

  for (const name of CONTROLS) {
    const el = control(name)
    const label = el.attribs.id
      ? one(p.doc, (e) => e.name === 'label' && e.attribs.for === el.attribs.id)
      : ancestors(el).find((a) => a.name === 'label')
    expect(label, `${route}: no <label> for ${name}`).toBeDefined()
    expect(squash(text(label!)).replace(/\s*\*$/, ''), `${route}: label of ${name}`).toBe(LABELS[name])
  }
  expect(control('telephone').attribs.type).toBe('tel')
  expect(control('telephone').attribs.required).toBeDefined()
  expect(control('email').attribs.type).toBe('email')
  expect(control('email').attribs.required).toBeUndefined()
  expect(control('date_rappel').attribs.required).toBeDefined()
  const hour = control('heure_rappel')
  expect(hour.name).toBe('select')
  expect(hour.attribs.required).toBeDefined()
  const options = all(hour, (e) => e.name === 'option').map((o) => o.attribs.value)
  expect(options, `${route}: heure_rappel options`).toEqual(['', ...CALLBACK_SLOTS])
  expect(control('message').name).toBe('textarea')
  expect(control('message').attribs.rows).toBe('4')
  expect(all(form, (e) => e.name === 'button' && e.attribs.type === 'submit').length, `${route}: submit button`).toBe(1)
}

describe('home page', () => {
  const home = page('/')

  it('has one card per gallery item in #realisations (6, a content rule), each with a picture and a title', () => {
    const gallery = cards(section(home, 'realisations'))
    expect(gallery.length).toBe(loaded.gallery.length)
    for (const card of gallery) {
      expect(all(card, (e) => e.name === 'img').length).toBe(1)
      expect(squash(text(one(card, (e) => /^h[3-6]$/.test(e.name)) ?? []))).not.toBe('')
    }
  })

  it('has the service cards of home.json in #services (4, fixed by its schema)', () => {
    expect(cards(section(home, 'services')).length).toBe(loaded.home.servicesSection.cards.length)
  })

  it('has 75–85 entries in the area grid #zones, each with a name and a region', () => {
    const grid = section(home, 'zones')
    const entries = cards(grid)
    expect(entries.length).toBeGreaterThanOrEqual(75)
    expect(entries.length).toBeLessThanOrEqual(85)
    const incomplete = entries
      .filter((li) => li.children.filter((c) => c.type === 'tag' && squash(text(c)) !== '').length < 2)
      .map((li) => squash(text(li)))
    expect(incomplete, 'entries without a name and a region').toEqual([])
  })

  it('ends the area grid with "Votre ville n\'apparaît pas dans la liste ?" linking to /contact', () => {
    const links = all(section(home, 'zones'), (e) => e.name === 'a')
    const last = links.at(-1)!
    expect(squash(text(last))).toBe("Votre ville n'apparaît pas dans la liste\u00a0?")
    expect(last.attribs.href).toBe('/contact')
  })

  it('has the call-back form <form id="contact-form"> with the 8 named controls', () => checkCallbackForm('/'))
})

describe('/contact', () => {
  it('has the call-back form <form id="contact-form"> with the 8 named controls', () => checkCallbackForm('/contact'))
})

describe('/services', () => {
  it('lists a link to each service page (5, a content rule)', () => {
    expect(serviceRoutes.length).toBe(loaded.services.length)
    const content = main(page('/services'))
    const serviceLinks = all(content, (e) => e.name === 'a' && serviceRoutes.includes(e.attribs.href))
    expect(new Set(serviceLinks.map((a) => a.attribs.href))).toEqual(new Set(serviceRoutes))
    const list = ancestors(serviceLinks[0]).find((a) => a.name === 'ul' || a.name === 'ol')!
    const items = outerItems(list)
    expect(items.length).toBe(loaded.services.length)
    expect(items.map((li) => hrefs(li).filter((h) => serviceRoutes.includes(h))[0]).sort()).toEqual([...serviceRoutes].sort())
  })
})

describe('local pages', () => {
  const all_cities = cities()

  it.each(all_cities.map((c) => [c.slug]))('/%s has exactly 3 portfolio images in #realisations', (slug) => {
    const portfolio = section(page(cityRoute(slug)), 'realisations')
    const images = all(portfolio, (e) => e.name === 'img')
    expect(images.length).toBe(3)
    for (const img of images) expect(img.attribs.alt?.trim(), `${cityRoute(slug)}: portfolio image without alt`).toBeTruthy()
  })

  it.each(DISTRICT_SLUGS.map((s) => [s]))(
    '/%s (Paris 4e–8e) has 4 service cards, 4 neighbourhoods, 4 landmarks, the quote link and the appointment note',
    (slug) => {
      const p = page(cityRoute(slug))
      const content = main(p)
      const serviceCards = cards(section(p, 'services-quartier'))
      expect(serviceCards.length, 'service cards').toBe(4)
      expect(
        serviceCards.map((c) => squash(text(one(c, (e) => /^h[3-6]$/.test(e.name)) ?? []))),
        'the parasite-treatment card',
      ).toContain(parasiteTitle)
      const zone = section(p, 'zone')
      expect(listUnder(zone, labels.neighborhoodsTitle)?.length, 'neighbourhoods').toBe(4)
      expect(listUnder(zone, labels.landmarksTitle)?.length, 'landmarks').toBe(4)
      const quote = all(content, (e) => e.name === 'a' && squash(text(e)) === 'Devis Gratuit Immédiat')
      expect(quote.length, 'link "Devis Gratuit Immédiat"').toBeGreaterThanOrEqual(1)
      expect(quote.every((a) => a.attribs.href === '/contact')).toBe(true)
      expect(squash(text(content))).toContain('Intervention sur RDV')
    },
  )

  it.each(all_cities.filter((c) => !DISTRICT_SLUGS.includes(c.slug)).map((c) => [c.slug]))(
    '/%s has 4–6 neighbourhoods and landmarks, 5 nearby areas, 4–6 services and 3–4 advantages',
    (slug) => {
      const p = page(cityRoute(slug))
      const zone = section(p, 'zone')
      const neighbourhoods = listUnder(zone, labels.neighborhoodsTitle)
      const landmarks = listUnder(zone, labels.landmarksTitle)
      // Neighbouring communes (or arrondissements, in Paris) plus those « Aux alentours »: five in all.
      const nearby = [
        ...(listUnder(zone, labels.nearbyTitle) ?? listUnder(zone, labels.nearbyParisTitle) ?? []),
        ...(listUnder(zone, labels.surroundingsTitle) ?? []),
      ]
      expect(neighbourhoods?.length, 'neighbourhoods').toBeGreaterThanOrEqual(4)
      expect(neighbourhoods?.length, 'neighbourhoods').toBeLessThanOrEqual(6)
      expect(landmarks?.length, 'landmarks').toBeGreaterThanOrEqual(4)
      expect(landmarks?.length, 'landmarks').toBeLessThanOrEqual(6)
      expect(nearby.length, 'nearby areas').toBe(5)
      const services = listUnder(main(p), labels.servicesListTitle)
      expect(services?.length, 'services').toBeGreaterThanOrEqual(4)
      expect(services?.length, 'services').toBeLessThanOrEqual(6)
      const advantages = cards(section(p, 'avantages'))
      expect(advantages.length, 'advantages').toBeGreaterThanOrEqual(3)
      expect(advantages.length, 'advantages').toBeLessThanOrEqual(4)
    },
  )

  it('internal links in the main content of local pages only go to /contact (breadcrumb home aside)', () => {
    const problems: string[] = []
    for (const city of all_cities) {
      const content = main(page(cityRoute(city.slug)))
      const breadcrumb = one(content, (e) => e.name === 'nav')
      for (const a of all(content, (e) => e.name === 'a' && (e.attribs.href ?? '').startsWith('/'))) {
        if (breadcrumb && ancestors(a).includes(breadcrumb)) continue
        if (a.attribs.href !== '/contact') problems.push(`${cityRoute(city.slug)}: link to ${a.attribs.href} ("${squash(text(a))}")`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('/a-proximite', () => {
  const p = page('/a-proximite')
  const content = main(p)

  it('has one section per region group (coverage.json’s 17, a content rule, plus one per new region)', () => {
    // The groups section: of the <section>s of <main> that hold nested sections, the one with the most links to city pages.
    const cityRoutes = new Set(cities().map((c) => cityRoute(c.slug)))
    const cityLinks = (s: Element) => hrefs(s).filter((h) => cityRoutes.has(h)).length
    const candidates = all(content, (e) => e.name === 'section' && all(e, (n) => n.name === 'section').length > 0).sort(
      (a, b) => cityLinks(b) - cityLinks(a),
    )
    expect(candidates.length, 'a section holding the region groups').toBeGreaterThan(0)
    const groups = candidates[0]
    expect(all(groups, (e) => e.name === 'h2').length).toBe(loaded.coverage.groups.length)
    // Each group is a section with its own heading and list of places.
    const groupSections = all(groups, (e) => e.name === 'section')
    expect(groupSections.length).toBe(loaded.coverage.groups.length)
    for (const group of groupSections)
      expect(all(group, (e) => e.name === 'li').length, squash(text(one(group, (e) => e.name === 'h2') ?? []))).toBeGreaterThan(0)
  })

  it('links every local page of content/cities', () => {
    const linked = new Set(hrefs(content))
    const missing = cities()
      .map((c) => cityRoute(c.slug))
      .filter((route) => !linked.has(route))
    expect(missing).toEqual([])
  })
})

describe('every page', () => {
  const pages = builtPages()

  it('has a footer linking /mentions-legales, /politique-confidentialite, /a-proximite, the 5 service pages and the site builder', () => {
    const required = ['/mentions-legales', '/politique-confidentialite', '/a-proximite', ...serviceRoutes]
    const problems: string[] = []
    for (const p of pages) {
      const footer = siteFooter(p)
      if (!footer) {
        problems.push(`${p.file}: no site <footer>`)
        continue
      }
      const links = new Set(hrefs(footer))
      for (const route of required) if (!links.has(route)) problems.push(`${p.file}: footer has no link to ${route}`)
      if (![...links].some((h) => /^https:\/\//.test(h))) problems.push(`${p.file}: footer has no external link to the site builder`)
    }
    expect(problems).toEqual([])
  })

  it('shows no price (a number followed by € or "euros"), the share capital of the legal notice aside', () => {
    const price = /(\d[\d \u00a0\u202f.,']*\s*(€|euros?\b|EUR\b))|(€\s*\d)/giu
    const problems: string[] = []
    for (const p of pages) {
      const headText = all(
        p.doc,
        (e) =>
          e.name === 'title' ||
          (e.name === 'meta' && e.attribs.content !== undefined && /description|title/.test(e.attribs.name ?? e.attribs.property ?? '')),
      )
        .map((e) => (e.name === 'title' ? text(e) : e.attribs.content))
        .join(' \n ')
      const ld = all(p.doc, (e) => e.name === 'script' && e.attribs.type === 'application/ld+json')
        .map((e) => text(e.children))
        .join(' ')
      const bodyText = squash(spacedText(one(p.doc, (e) => e.name === 'body') ?? []))
      for (const source of [headText, bodyText, ld]) {
        for (const match of source.matchAll(price)) {
          const before = source.slice(Math.max(0, match.index - 80), match.index)
          if (p.route === '/mentions-legales' && /capital/i.test(before)) continue
          problems.push(`${p.file}: "…${before.slice(-50)}${match[0]}"`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('local pages link only to /contact (docs/PRODUCT.md)', () => {
  it('no site link inside <main> of a local page goes anywhere but /contact', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const offenders: string[] = []
    for (const file of fs.readdirSync(path.resolve('content/cities'))) {
      const slug = file.replace(/\.json$/, '')
      const html = fs.readFileSync(path.resolve('dist/client', `${slug}.html`), 'utf8')
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      for (const match of main.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) if (match[1] !== '/contact') offenders.push(`${slug}: ${match[1]}`)
    }
    expect(offenders).toEqual([])
  })
})
