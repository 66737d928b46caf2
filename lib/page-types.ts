// The shape of what every page receives from its +data hook. Pieces are picked from the
// schema types, so the schemas stay the only definition of content shapes.
import type { CallbackForm, Navigation, Site, Ui } from '../schemas/content-types.js'
import type { Derived } from './content/engine-derive.js'

export interface HeadData {
  title: string
  siteName: string
  description: string
  canonical: string
  image: string
  jsonLd: Record<string, unknown>[]
  noindex?: boolean
}

export interface LayoutData {
  path: string
  site: Pick<Site, 'name' | 'logoTagline' | 'phones' | 'email' | 'address' | 'hours' | 'hoursNote' | 'copyrightYear' | 'builder'>
  /** The claims every page repeats, written once in site.json. */
  claims: string[]
  navigation: Derived<Navigation>
  ui: Pick<Ui, 'header' | 'footer' | 'callButton' | 'cookieBanner' | 'appError' | 'breadcrumb'>
}

export interface PageData<P> {
  head: HeadData
  layout: LayoutData
  page: P
}

/** What the product's generic error screen (docs/PRODUCT.md) shows besides the error's message. */
export interface AppErrorData {
  labels: Ui['appError']
  phone: Site['phones']['landline']
}

/** What the call-back form needs: its copy, where to send, and whom to name in the subject. */
export interface CallbackData {
  form: Omit<CallbackForm, '$schema' | 'confirmationPage'>
  /** The relay's endpoints: `form` for the native post, `ajax` for the script's request. */
  relay: { form: string; ajax: string }
  /** Absolute URL of the confirmation page, where the relay sends the visitor after a native post. */
  next: string
  businessName: string
  /** Where a failed request can still go: the workshop's e-mail and its two phones. */
  email: string
  phones: { landline: { display: string; e164: string }; mobile: { display: string; e164: string } }
}
