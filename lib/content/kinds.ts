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
  /** The admin's name for this kind (plural for collections), in French. */
  label?: string
  labelSingular?: string
  /** false where the admin may edit the files but not add one. */
  create?: false
}

export const KINDS: ContentKind[] = [
  { schema: 'site.schema.json', pattern: /^site\.json$/, required: true, label: 'Identité et coordonnées' },
  { schema: 'navigation.schema.json', pattern: /^navigation\.json$/, required: true, label: 'Menu et pied de page' },
  { schema: 'home.schema.json', pattern: /^home\.json$/, required: true, label: 'Page d’accueil' },
  { schema: 'ui.schema.json', pattern: /^ui\.json$/, required: true, label: 'Textes des éléments communs' },
  { schema: 'coverage.schema.json', pattern: /^coverage\.json$/, required: true, label: 'Zones d’intervention' },
  { schema: 'announcement.schema.json', pattern: /^announcement\.json$/, required: true, label: 'Fenêtre d’accueil (salon)' },
  { schema: 'callback-form.schema.json', pattern: /^callback-form\.json$/, required: true, label: 'Formulaire de rappel' },
  { schema: 'page.schema.json', pattern: /^pages\/[a-z0-9-]+\.json$/, label: 'Pages de texte' },
  // The services index and the menu list exactly five services: none is added from the admin.
  { schema: 'service.schema.json', pattern: /^services\/[^/]+\.json$/, key: 'slug', label: 'Services', labelSingular: 'service', create: false },
  { schema: 'city.schema.json', pattern: /^cities\/[^/]+\.json$/, key: 'slug', label: 'Villes', labelSingular: 'ville' },
  { schema: 'salon.schema.json', pattern: /^salons\/[^/]+\.json$/, key: 'id', label: 'Salons', labelSingular: 'salon' },
  { schema: 'gallery-item.schema.json', pattern: /^gallery\/[^/]+\.json$/, key: 'id', label: 'Galerie', labelSingular: 'photo de la galerie' },
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

/** Paths served by something other than a local page: a city slug may not take them. */
export const RESERVED_SLUGS = ['services', 'a-propos', 'a-proximite', 'contact', 'mentions-legales', 'politique-confidentialite', 'sitemap', '404', 'assets', 'img', 'fonts', 'index', 'robots', 'admin']

export function kindOf(relativePath: string): ContentKind | undefined {
  return KINDS.find((kind) => kind.pattern.test(relativePath))
}

/** Pages of REQUIRED_PAGES rendered by the plain text template (pages/text/). */
export const TEXT_TEMPLATE_PAGES = ['a-propos', 'mentions-legales', 'politique-confidentialite'] as const
