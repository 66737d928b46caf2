// Preview templates for the two kinds the owner edits most, drawn with Decap's own React
// (window.h) in the site's stylesheet: a city page's main blocks and a salon as the home page
// lists it. Text fields with HTML show what the build would render: the allowlist's output.
import { checkHtml } from '../lib/content/html.js'
import { formatSalonDates } from '../lib/browser/salons.js'
import type { DecapConfig, DecapField } from '../lib/cms/decap-config.js'
import type { Cms, CreateElement, PreviewProps } from './decap.js'

type Data = Record<string, unknown>

const h = (...args: Parameters<CreateElement>) => (window as unknown as { h: CreateElement }).h(...args)

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) => (Array.isArray(value) ? value : [])
const html = (value: unknown, tag = 'div') => h(tag, { dangerouslySetInnerHTML: { __html: checkHtml(text(value)).clean } })

export function registerPreviews(cms: Cms, config: DecapConfig) {
  const labels = (collection: string) => {
    const fields = config.collections.find((candidate) => candidate.name === collection)?.fields ?? []
    return (name: string) => fields.find((field: DecapField) => field.name === name)?.label ?? name
  }

  const cityLabel = labels('cities')
  cms.registerPreviewTemplate('cities', ({ entry, getAsset }: PreviewProps) => {
    const data = (entry.get('data') as { toJS(): Data } | undefined)?.toJS() ?? {}
    const section = (name: string, items: unknown[], render: (item: unknown) => unknown) =>
      items.length > 0
        ? h(
            'section',
            { className: 'cms-block' },
            h('h2', null, cityLabel(name)),
            h('ul', null, ...items.map((item, index) => h('li', { key: index }, render(item)))),
          )
        : null
    return h(
      'article',
      { className: 'cms-preview' },
      h('p', { className: 'cms-eyebrow' }, text(data.districtLabel) || text(data.region)),
      h('h1', null, text(data.title)),
      h('p', { className: 'cms-subtitle' }, text(data.subtitle)),
      html(data.description),
      h('p', null, text(data.area)),
      h(
        'div',
        { className: 'cms-portfolio' },
        ...list(data.portfolio).map((item, index) => {
          const image = (item ?? {}) as Data
          return h(
            'figure',
            { key: index },
            text(image.src) ? h('img', { src: getAsset(text(image.src)).toString(), alt: text(image.alt) }) : null,
            h('figcaption', null, text(image.title)),
          )
        }),
      ),
      section('neighborhoods', list(data.neighborhoods), text),
      section('landmarks', list(data.landmarks), text),
      section('specialties', list(data.specialties), (item) => html(item, 'span')),
      section('services', list(data.services), (item) => html(item, 'span')),
      section('advantages', list(data.advantages), (item) =>
        h('span', null, h('strong', null, text((item as Data)?.title)), ' ', text((item as Data)?.description)),
      ),
      section('nearbyAreas', list(data.nearbyAreas), text),
      data.ctaTitle ? h('section', { className: 'cms-cta' }, html(data.ctaTitle), html(data.ctaDescription)) : null,
    )
  })

  cms.registerPreviewTemplate('salons', ({ entry }: PreviewProps) => {
    const data = (entry.get('data') as { toJS(): Data } | undefined)?.toJS() ?? {}
    const start = text(data.startDate)
    const end = text(data.endDate) || start
    const dated = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end)
    return h(
      'article',
      { className: 'cms-preview cms-salon' },
      h('p', { className: 'cms-salon-city' }, text(data.city)),
      h('p', { className: 'cms-salon-dates' }, dated ? formatSalonDates(start, end) : ''),
      h('p', null, text(data.venue)),
    )
  })
}
