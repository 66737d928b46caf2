// Which schema governs which file of content/. A file matching no kind is an error, so a
// typo in a file name cannot silently drop a page.
/** The fields of the content pages get (`Content`, engine-derive.ts), one per kind. */
export type Collection =
  | 'site'
  | 'navigation'
  | 'home'
  | 'ui'
  | 'coverage'
  | 'announcement'
  | 'callbackForm'
  | 'textPages'
  | 'services'
  | 'cities'
  | 'salons'
  | 'gallery'

export interface ContentKind {
  /** Its field in the content pages get. */
  collection: Collection
  /** Schema file name in schemas/. */
  schema: string
  /** Path pattern relative to content/. */
  pattern: RegExp
  /** Collections hold one file per item; their file name must equal the item's key. */
  key?: 'slug' | 'id'
  /** Singletons must exist. */
  required?: boolean
  /** The file name in words, for messages (`cities/<slug>.json`). */
  shape: string
  /** The admin's name for this kind (plural for collections), in French. */
  label?: string
  labelSingular?: string
  /** false where the admin may edit the files but not add one. */
  create?: false
}

export const KINDS: ContentKind[] = [
  {
    collection: 'site',
    schema: 'site.schema.json',
    pattern: /^site\.json$/,
    required: true,
    label: 'Identité et coordonnées',
    shape: 'site.json',
  },
  {
    collection: 'navigation',
    schema: 'navigation.schema.json',
    pattern: /^navigation\.json$/,
    required: true,
    label: 'Menu et pied de page',
    shape: 'navigation.json',
  },
  { collection: 'home', schema: 'home.schema.json', pattern: /^home\.json$/, required: true, label: 'Page d’accueil', shape: 'home.json' },
  {
    collection: 'ui',
    schema: 'ui.schema.json',
    pattern: /^ui\.json$/,
    required: true,
    label: 'Textes des éléments communs',
    shape: 'ui.json',
  },
  {
    collection: 'coverage',
    schema: 'coverage.schema.json',
    pattern: /^coverage\.json$/,
    required: true,
    label: 'Zones d’intervention',
    shape: 'coverage.json',
  },
  {
    collection: 'announcement',
    schema: 'announcement.schema.json',
    pattern: /^announcement\.json$/,
    required: true,
    label: 'Fenêtre d’accueil (salon)',
    shape: 'announcement.json',
  },
  {
    collection: 'callbackForm',
    schema: 'callback-form.schema.json',
    pattern: /^callback-form\.json$/,
    required: true,
    label: 'Formulaire de rappel',
    shape: 'callback-form.json',
  },
  {
    collection: 'textPages',
    schema: 'text-page.schema.json',
    pattern: /^pages\/[a-z0-9-]+\.json$/,
    label: 'Pages de texte',
    shape: 'pages/<name>.json',
  },
  // The services index and the menu list exactly five services: none is added from the admin.
  {
    collection: 'services',
    schema: 'service.schema.json',
    pattern: /^services\/[^/]+\.json$/,
    key: 'slug',
    label: 'Services',
    labelSingular: 'service',
    create: false,
    shape: 'services/<slug>.json',
  },
  {
    collection: 'cities',
    schema: 'city.schema.json',
    pattern: /^cities\/[^/]+\.json$/,
    key: 'slug',
    label: 'Villes',
    labelSingular: 'ville',
    shape: 'cities/<slug>.json',
  },
  {
    collection: 'salons',
    schema: 'salon.schema.json',
    pattern: /^salons\/[^/]+\.json$/,
    key: 'id',
    label: 'Salons',
    labelSingular: 'salon',
    shape: 'salons/<id>.json',
  },
  {
    collection: 'gallery',
    schema: 'gallery-item.schema.json',
    pattern: /^gallery\/[^/]+\.json$/,
    key: 'id',
    label: 'Galerie',
    labelSingular: 'photo de la galerie',
    shape: 'gallery/<id>.json',
  },
]

/**
 * Editor and system litter (macOS, Windows, Vim, Emacs, backups): not content, skipped
 * without a word instead of failing the validation.
 */
export function isLitter(relativePath: string): boolean {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1)
  return /^(?:\.DS_Store|Thumbs\.db|desktop\.ini|\._.*|\.#.*|#.*#|.*~|\..*\.sw[a-p]|.*\.bak|.*\.orig)$/i.test(name)
}

export function kindOf(relativePath: string): ContentKind | undefined {
  return KINDS.find((kind) => kind.pattern.test(relativePath))
}
