// Builds what every +data hook returns besides its own page: head tags and the layout's
// data. Server-side only (it reads content); pages receive plain data.
import type { Content } from './content/engine-derive.js'
import { relayEndpoints } from './browser/callback-request.js'
import type { AppErrorData, CallbackData, HeadData, LayoutData, PageData } from './page-types.js'
import type { Reading } from './page-reads.js'
import { resolveImage } from './node/images.js'
import { CONFIRMATION_ROUTE } from './routes.js'

export function layoutData(content: Content, path: string): LayoutData {
  const { name, logoTagline, phones, email, address, hours, hoursNote, copyrightYear, builder } = content.site
  const { header, footer, callButton, cookieBanner, appError, breadcrumb } = content.ui
  return {
    path,
    site: { name, logoTagline, phones, email, address, hours, hoursNote, copyrightYear, builder },
    claims: content.site.highlightedClaims.map((key) => content.site.claims[key]),
    navigation: content.navigation,
    ui: { header, footer, callButton, cookieBanner, appError, breadcrumb },
  }
}

export function appErrorData(layout: LayoutData): AppErrorData {
  return { labels: layout.ui.appError, phone: layout.site.phones.landline }
}

export interface HeadInput {
  title: string
  description: string
  jsonLd?: Record<string, unknown>[]
  noindex?: boolean
}

/**
 * Every title is « <page title> | <business name> »: one separator, the brand on every page.
 * Search engines cut titles past about 60 characters, so content titles are at most
 * MAX_TITLE_LENGTH minus the suffix (the seo schema says 45 for « | Maison Hérat »).
 */
export const MAX_TITLE_LENGTH = 60
export const MAX_DESCRIPTION_LENGTH = 160
export const brandSuffix = (name: string) => ` | ${name}`
export function withBrand(title: string, name: string): string {
  return `${title}${brandSuffix(name)}`
}

export function headData(content: Content, path: string, input: HeadInput): HeadData {
  const { site } = content
  const hero = resolveImage(content.home.hero.image)
  return {
    title: withBrand(input.title, site.name),
    siteName: site.name,
    description: input.description,
    canonical: `${site.url}${path === '/' ? '/' : path}`,
    image: `${site.url}${hero.src}`,
    jsonLd: input.jsonLd ?? [],
    ...(input.noindex ? { noindex: true } : {}),
  }
}

/**
 * What pageData() reads, for every page: the layout's site, ui and navigation, and the home's
 * hero picture for the head's image. Each page kind's declaration (pages/<kind>/build.ts) starts from it.
 */
export const PAGE_DATA_READS = { site: true, ui: true, navigation: true, home: true } as const satisfies Reading

export function pageData<P>(content: Content, path: string, head: HeadInput, page: P): PageData<P> {
  return { head: headData(content, path, head), layout: layoutData(content, path), page }
}

/**
 * RELAY_URL at build time replaces the relay base of site.json, under the same rule as the
 * schema's (https: the form sends personal data), except a relay on this machine (a test stub).
 */
export function relayBase(content: Content, override = process.env.RELAY_URL): string {
  if (override === undefined) return content.site.relayBase
  if (!/^https:\/\/[^/\s]+[^\s]*$/.test(override) && !/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/[^\s]*)?$/.test(override))
    throw new Error(`RELAY_URL must start with https:// (the form sends personal data; http:// only to localhost), got "${override}"`)
  return override
}

/** What callbackData() reads: the form's words, and the business's name, address and phones. */
export const CALLBACK_READS = { callbackForm: true, site: true } as const satisfies Reading

export function callbackData(content: Content): CallbackData {
  const { confirmationPage: _page, ...form } = content.callbackForm
  return {
    form,
    relay: relayEndpoints(relayBase(content), content.site.email),
    next: `${content.site.url}${CONFIRMATION_ROUTE}`,
    businessName: content.site.name,
    email: content.site.email,
    phones: content.site.phones,
  }
}
