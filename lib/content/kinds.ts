// Which schema governs which file of content/. A file matching no kind is an error, so a
// typo in a file name cannot silently drop a page.
export interface ContentKind {
  /** Schema file name in schemas/. */
  schema: string
  /** Path pattern relative to content/. */
  pattern: RegExp
  /** Collections hold one file per item; their file name must equal the item's key. */
  key?: 'slug' | 'id'
  /** Singletons must exist. */
  required?: boolean
}

export const KINDS: ContentKind[] = [
  { schema: 'site.schema.json', pattern: /^site\.json$/, required: true },
  { schema: 'navigation.schema.json', pattern: /^navigation\.json$/, required: true },
  { schema: 'home.schema.json', pattern: /^home\.json$/, required: true },
  { schema: 'ui.schema.json', pattern: /^ui\.json$/, required: true },
  { schema: 'coverage.schema.json', pattern: /^coverage\.json$/, required: true },
  { schema: 'announcement.schema.json', pattern: /^announcement\.json$/, required: true },
  { schema: 'callback-form.schema.json', pattern: /^callback-form\.json$/, required: true },
  { schema: 'page.schema.json', pattern: /^pages\/[a-z0-9-]+\.json$/ },
  { schema: 'service.schema.json', pattern: /^services\/[^/]+\.json$/, key: 'slug' },
  { schema: 'city.schema.json', pattern: /^cities\/[^/]+\.json$/, key: 'slug' },
  { schema: 'salon.schema.json', pattern: /^salons\/[^/]+\.json$/, key: 'id' },
  { schema: 'gallery-item.schema.json', pattern: /^gallery\/[^/]+\.json$/, key: 'id' },
]

/** The text pages every build needs, by file name in content/pages/, with their route. */
export const REQUIRED_PAGES: Record<string, string> = {
  'services': '/services',
  'a-propos': '/a-propos',
  'a-proximite': '/a-proximite',
  'contact': '/contact',
  'mentions-legales': '/mentions-legales',
  'politique-confidentialite': '/politique-confidentialite',
}

/**
 * Where the relay sends a visitor whose browser posted the form itself (no script): a page
 * of its own (pages/merci/), its copy in callback-form.json, kept out of the sitemap.
 */
export const CONFIRMATION_ROUTE = '/merci'

/** Paths served by something other than a local page: a city slug may not take them. */
export const RESERVED_SLUGS = ['services', 'a-propos', 'a-proximite', 'contact', 'mentions-legales', 'politique-confidentialite', CONFIRMATION_ROUTE.slice(1), 'sitemap', '404', 'assets', 'img', 'fonts', 'index', 'robots']

export function kindOf(relativePath: string): ContentKind | undefined {
  return KINDS.find((kind) => kind.pattern.test(relativePath))
}

/** Pages of REQUIRED_PAGES rendered by the plain text template (pages/text/). */
export const TEXT_TEMPLATE_PAGES = ['a-propos', 'mentions-legales', 'politique-confidentialite'] as const
