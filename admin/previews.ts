// The editor's preview: the page the entry being edited shows on, as the build will publish
// it. No template of its own: the admin's preview bundle (/admin/preview.js, admin/preview/)
// renders the site's own pages with the build's derive step, data hooks, templates and shell,
// from the content the admin reads through its backend with the entry in place, prepared as a
// save prepares it (empty fields dropped, typography repaired); the site's stylesheet styles
// it (admin/preview-frame.ts). Each change of a field renders it again.
import { localIsoDate } from '../lib/browser/salons.js'
import type { DecapConfig } from '../lib/cms/decap-config.js'
import { cityRoute, HOME_ROUTE, serviceRoute, TEXT_PAGE_ROUTES, type TextPageName } from '../lib/routes.js'
import type { ImageManifest } from '../lib/images.js'
import type { Cms, CreateElement, ImmutableMap, PreviewProps } from './decap.js'
import { PreviewFrame } from './preview-frame.js'
import type { PreviewRenderer } from './preview/index.js'

type Data = Record<string, unknown>

/** Where an entry shows on the site: the page, and the part of it (or the popup) to show. */
export interface Target {
  route: string
  focus?: string
  popup?: boolean
}

/** Site settings (« Réglages du site ») and where each file shows. */
const SETTINGS: Record<string, Target> = {
  // The header, the contact details and the footer: the contact page holds them all.
  'site.json': { route: TEXT_PAGE_ROUTES.contact },
  'navigation.json': { route: HOME_ROUTE },
  'home.json': { route: HOME_ROUTE },
  'ui.json': { route: HOME_ROUTE },
  'coverage.json': { route: TEXT_PAGE_ROUTES['a-proximite'] },
  'announcement.json': { route: HOME_ROUTE, popup: true },
  'callback-form.json': { route: TEXT_PAGE_ROUTES.contact },
}

/** The page an entry shows on, from its file (relative to content/) and its data. */
export function targetOf(file: string, data: Data): Target | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  if (file.startsWith('cities/')) return text(data.slug) ? { route: cityRoute(text(data.slug)) } : undefined
  if (file.startsWith('services/')) return text(data.slug) ? { route: serviceRoute(text(data.slug)) } : undefined
  if (file.startsWith('salons/')) return { route: HOME_ROUTE, focus: 'salons' }
  if (file.startsWith('gallery/')) return { route: HOME_ROUTE, focus: 'realisations' }
  const page = /^pages\/(.+)\.json$/.exec(file)?.[1]
  if (page) return TEXT_PAGE_ROUTES[page as TextPageName] ? { route: TEXT_PAGE_ROUTES[page as TextPageName] } : undefined
  return SETTINGS[file]
}

/** Under this width admin/admin.css leaves the preview out: nothing is loaded or drawn for it. */
const NO_PREVIEW = '(max-width: 799px)'

const WAITING = 'L’aperçu apparaîtra dès que les champs dont la page a besoin seront remplis.'
const LOADING = 'Chargement de l’aperçu…'

export interface PreviewSources {
  /** Every document of the collections, read through the admin's backend (by path relative to content/). */
  documents: () => Promise<Map<string, unknown>>
  /** The entry as a save would write it: its file, its data, its saved path. */
  prepare: (entry: ImmutableMap, documents: Map<string, unknown>) => { file: string; data: Data; previous?: string }
  /** The renderer, loaded on first use. */
  renderer: (site: { manifest: ImageManifest; assetUrl: (src: string) => string; sprite: string }) => Promise<PreviewRenderer>
  /** The site's stylesheets and icon sprite, as its pages name them. */
  site: Promise<{ stylesheets: string[]; sprite: string }>
}

/** The one preview on screen: the entry last given, drawn once the renderer and the content are there. */
class Preview {
  private latest: PreviewProps | undefined
  private frame: PreviewFrame | undefined
  private ready: Promise<{ renderer: PreviewRenderer; stylesheets: string[] }> | undefined
  /** The other entries as they are now, read again for each entry opened (others may have been saved since). */
  private documents: { entry: string; read: Promise<Map<string, unknown>> } | undefined
  private scheduled = false

  constructor(private readonly sources: PreviewSources) {
    matchMedia(NO_PREVIEW).addEventListener('change', () => this.attach(this.host ?? null))
  }

  /** The element Decap gave last, kept to make the frame when the window widens past a phone's. */
  private host: HTMLElement | undefined

  /** Decap's template: remembers the entry and gives Decap an element to hold the frame. */
  template = (props: PreviewProps) => {
    this.latest = props
    this.schedule()
    const h = (window as unknown as { h: CreateElement }).h
    return h('div', { ref: this.attach })
  }

  private attach = (host: HTMLElement | null) => {
    if (host) this.host = host
    if (!host || this.frame?.host === host || matchMedia(NO_PREVIEW).matches) return
    this.frame = undefined
    host.textContent = LOADING
    void this.load().then(({ stylesheets }) => {
      if (!host.isConnected) return
      this.frame = new PreviewFrame(host, stylesheets)
      this.schedule()
    })
  }

  private load() {
    this.ready ??= (async () => {
      const { stylesheets, sprite } = await this.sources.site
      const manifest = (await fetch('images.json')
        .then((response) => (response.ok ? response.json() : {}))
        .catch(() => ({}))) as ImageManifest
      const getAsset = (src: string) => this.latest?.getAsset(src).toString() ?? src
      const renderer = await this.sources.renderer({ manifest, assetUrl: getAsset, sprite })
      return { renderer, stylesheets }
    })()
    return this.ready
  }

  private read(entry: ImmutableMap) {
    const key = `${String(entry.get('collection'))}/${String(entry.get('slug'))}/${String(entry.get('newRecord'))}`
    if (this.documents?.entry !== key) this.documents = { entry: key, read: this.sources.documents() }
    return this.documents.read
  }

  /** Once per burst of changes (a field typed fast renders the page once per frame). */
  private schedule() {
    if (this.scheduled) return
    this.scheduled = true
    requestAnimationFrame(() => {
      this.scheduled = false
      void this.draw()
    })
  }

  private async draw() {
    const props = this.latest
    // No frame yet (it is made once the renderer is there, and never on a phone): nothing to read.
    if (!props || !this.frame) return
    const [{ renderer }, documents] = await Promise.all([this.load(), this.read(props.entry)])
    const frame = this.frame
    if (!frame || props !== this.latest) return
    let shown
    try {
      const edit = this.sources.prepare(props.entry, documents)
      const target = targetOf(edit.file, edit.data)
      if (!target) return frame.show(WAITING)
      const content = renderer.content(documents, edit)
      const html = renderer.page(content, target.route)
      if (html === undefined) return frame.show(WAITING)
      shown = { html, focus: target.focus, overlay: target.popup ? renderer.popup(content) : undefined, note: noteFor(edit) }
    } catch {
      // A field the page needs is still empty (a new entry): the build would refuse it too.
      return frame.show(WAITING)
    }
    await frame.show(shown)
  }
}

/** What the owner should know that the page cannot show. */
function noteFor(edit: { file: string; data: Data }): string | undefined {
  if (edit.file === 'announcement.json' && edit.data.enabled === false)
    return 'La fenêtre est désactivée\u00a0: les visiteurs ne la voient pas.'
  if (edit.file.startsWith('salons/') && typeof edit.data.endDate === 'string' && edit.data.endDate < localIsoDate(new Date()))
    return 'Ce salon est terminé\u00a0: le site ne l’affiche plus.'
  return undefined
}

export function registerPreviews(cms: Cms, config: DecapConfig, sources: PreviewSources) {
  const preview = new Preview(sources)
  // Decap finds a folder collection's template by the collection's name, a file's by the file's.
  for (const collection of config.collections) {
    cms.registerPreviewTemplate(collection.name, preview.template)
    for (const file of collection.files ?? []) cms.registerPreviewTemplate(file.name, preview.template)
  }
}
