// schema.org JSON-LD for search engines, built from site.json so it always matches the page.
import type { Derived } from './content/engine-derive.js'
import type { Service as ServiceDocument, Site as SiteDocument } from '../schemas/content-types.js'

type Site = Derived<SiteDocument>
type Service = Derived<ServiceDocument>
import { HOME_ROUTE, serviceRoute } from './routes.js'

export function localBusiness(site: Site, image: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.logoTagline,
    url: `${site.url}/`,
    image,
    telephone: site.phones.landline.e164,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.address.latitude, longitude: site.address.longitude },
    openingHoursSpecification: site.hours
      .filter((slot) => slot.opens && slot.closes)
      .map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: slot.days, opens: slot.opens, closes: slot.closes })),
    areaServed: (site.areaServed ?? []).map((name) => ({ '@type': 'Place', name })),
  }
}

export function serviceData(service: Service, site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.name,
    description: service.seo.description,
    url: `${site.url}${serviceRoute(service.slug)}`,
    provider: { '@id': `${site.url}/#business`, '@type': 'LocalBusiness', name: site.name, telephone: site.phones.landline.e164 },
    areaServed: (site.areaServed ?? []).map((name) => ({ '@type': 'Place', name })),
  }
}

/** Breadcrumb trail from the home page; `trail` lists [name, path] after it. */
export function breadcrumbList(site: Site, homeName: string, trail: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [[homeName, HOME_ROUTE], ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${site.url}${path}`,
    })),
  }
}
