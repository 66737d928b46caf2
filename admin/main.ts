// The admin page's own script (/admin/admin.js, bundled by lib/build/admin.ts). It loads
// Decap CMS from our files, then plugs in what the generated configuration cannot say: the
// rule book before every save and every deletion (lib/cms/entry-check.ts, the code of
// `npm run validate`, on the content the admin reads through its own backend), the owner's
// French refusal notice (and the same sentences under the fields they name), Decap's words
// corrected to French (admin/french.ts), the preview (the site's own pages, admin/previews.ts),
// the one-action publishing through protected pull requests (admin/publish.ts) with its
// status until « En ligne » (admin/live-status.ts) and the link to the owner's guide.
import schemas from 'virtual:schemas'
import assets from 'virtual:admin-assets'
import { createAjv } from '../lib/content/ajv.js'
import { KINDS } from '../lib/content/kinds.js'
import { artworks, newErrors, ownerRefusals, prepareEntry, pruneEmpty, type Json } from '../lib/cms/entry-check.js'
import type { DecapConfig } from '../lib/cms/decap-config.js'
import { DERIVED_KEYS } from '../lib/cms/derived-key.js'
import { registerPreviews } from './previews.js'
import { FRENCH_OVERRIDES, mergePhrases } from './french.js'
import { showGuideLink } from './guide-link.js'
import { nameFieldsInMessages } from './field-names.js'
import { publishThroughPullRequests, type GithubImplementation } from './publish.js'
import { resumePublication } from './live-status.js'
import { hideFieldMessages, hideNotice, showFieldMessages, showNotice } from './notice.js'
import type { BackendImplementation, Cms, ImmutableMap } from './decap.js'
import type { createPreviewRenderer } from './preview/index.js'

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: Cms
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${src} did not load`))
    document.head.append(script)
  })
}

/** The site's own stylesheet and icon sprite, as its home page names them (hashed names
 *  change per build). Vite's dev server (`npm run cms`) has no built stylesheet: it links its
 *  modules one by one (`?direct`), and only those of the page; the admin's dev plugin then
 *  serves the whole site's as one sheet (admin/dev-plugin.ts). */
async function siteAssets(): Promise<{ stylesheets: string[]; sprite: string }> {
  const html = await (await fetch('/')).text()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!)
  const dev = links.some((href) => /[?&]direct\b/.test(href))
  const stylesheets = dev ? [new URL('site.css', location.href).href] : links.map((href) => new URL(href, location.origin).href)
  const sprite = doc.querySelector('svg use')?.getAttribute('href')?.split('#')[0] ?? ''
  return { stylesheets, sprite }
}

window.CMS_MANUAL_INIT = true
// The site's stylesheets come from its home page, which the dev server renders on demand
// (slowly the first time): the editor does not wait for them, the preview takes them on arrival.
const site = siteAssets().catch(() => ({ stylesheets: [], sprite: '' }))
const [config] = await Promise.all([
  fetch('config.json').then((response) => response.json() as Promise<DecapConfig>),
  loadScript(assets.decap),
])
const CMS = window.CMS!
const ajv = createAjv(schemas)

// Decap marks every field not required « (optionnel) » in a span of its label; the labels the
// generator writes say it themselves (« facultatif », or which layout needs the field).
const style = document.createElement('style')
style.textContent = 'label.e1xtv0oy0 > span { display: none; }'
document.head.append(style)

/** The storage the admin reads and writes through (local proxy or GitHub), once Decap has made it. */
let backend: BackendImplementation | undefined
for (const name of ['proxy', 'github']) {
  const registered = CMS.getBackend(name)
  if (!registered) continue
  const init = registered.init
  registered.init = (...args: unknown[]) => {
    const implementation = init(...args)
    // Production: every change reaches the published branch through a pull request whose lane
    // passed, merged by GitHub (admin/publish.ts); the rule book below runs first.
    if (name === 'github' && config.publish_mode === 'editorial_workflow')
      publishThroughPullRequests(implementation as unknown as GithubImplementation, config.backend)
    backend = implementation
    const deleteFiles = implementation.deleteFiles.bind(implementation)
    implementation.deleteFiles = async (paths, commitMessage) => {
      const file = paths.map((path) => path.replace(/^content\//, '')).find((path) => path.endsWith('.json'))
      if (file)
        await refuseIfBreaking(
          { file, data: undefined },
          'Suppression refusée',
          'la suppression est refusée : lisez le cadre « Suppression refusée ».',
        )
      return deleteFiles(paths, commitMessage)
    }
    return implementation
  }
}

/** The content as the admin can read it now (every file of the collections, the picture list). */
async function readContent() {
  if (!backend) throw new Error('the admin has no backend yet')
  const folders = config.collections.flatMap((collection) => (collection.folder ? [collection.folder] : []))
  const files = config.collections.flatMap((collection) => collection.files?.map((file) => ({ path: file.file, label: file.label })) ?? [])
  const [byFolder, byFile, media] = await Promise.all([
    Promise.all(folders.map((folder) => backend!.entriesByFolder(folder, 'json', 1))),
    backend.entriesByFiles(files),
    backend.getMedia(config.media_folder).catch(() => []),
  ])
  const documents = new Map<string, unknown>()
  for (const entry of [...byFolder.flat(), ...byFile]) {
    if (entry.data === null) continue
    try {
      documents.set(entry.file.path.replace(/^content\//, ''), JSON.parse(entry.data))
    } catch {
      // A file that does not parse is a maintainer's matter: `npm run validate` names it.
    }
  }
  const pictures = new Set(media.map((item) => item.path.replace(/^\//, '')))
  return { documents, imageExists: (relative: string) => pictures.has(`content/${relative}`) }
}

/** Refuses (throws) when the change brings the site an error, after showing why in French. */
async function refuseIfBreaking(
  change: { file: string; data: Json | undefined; previous?: string },
  title: string,
  toast: string,
  uploads: string[] = [],
) {
  hideFieldMessages()
  const content = await readContent()
  const { documents } = content
  // Pictures uploaded while editing are written with the entry, after this check.
  const imageExists = (relative: string) => content.imageExists(relative) || uploads.includes(relative.replace(/^images\//, ''))
  const errors = newErrors({ ajv, documents, imageExists }, change)
  if (errors.length === 0) {
    hideNotice()
    return
  }
  const refusals = ownerRefusals(config, change.file, errors)
  showNotice(title, [...new Set(refusals.map((refusal) => refusal.sentence))])
  showFieldMessages(refusals)
  // Decap shows what is thrown in its short-lived toast, after « Échec … : ».
  throw { toString: () => toast }
}

/** Names of the files the owner picked for upload in this session: Decap writes them with the entry. */
const uploaded = new Set<string>()
document.addEventListener(
  'change',
  (event) => {
    const input = event.target as HTMLInputElement | null
    if (input?.type === 'file') for (const file of input.files ?? []) uploaded.add(file.name)
  },
  true,
)

/** Path of a saved entry relative to content/: a folder entry is named after its key field. */
function entryFile(entry: ImmutableMap, data: Record<string, unknown>): { file: string; previous?: string } {
  const collection = config.collections.find((candidate) => candidate.name === entry.get('collection'))
  const saved = ((entry.get('path') as string | undefined) ?? '').replace(/^content\//, '') || undefined
  if (collection?.folder) {
    const folder = collection.folder.replace(/^content\//, '')
    const kind = KINDS.find((candidate) => candidate.pattern.test(`${folder}/x.json`))
    const key = kind?.key ? data[kind.key] : undefined
    return { file: `${folder}/${typeof key === 'string' && key ? key : String(entry.get('slug'))}.json`, previous: saved }
  }
  return { file: saved ?? '' }
}

/** Sets in Decap's data what differs in `after` (texts repaired, placeholder flags) and drops what it left out. */
function applyChanges(map: ImmutableMap, before: unknown, after: unknown, at: (string | number)[] = []): ImmutableMap {
  if (before && after && typeof before === 'object' && typeof after === 'object' && Array.isArray(before) === Array.isArray(after)) {
    const step = (key: string) => (Array.isArray(after) ? Number(key) : key)
    for (const key of Object.keys(before)) if (!(key in after)) map = map.deleteIn([...at, step(key)])
    for (const [key, value] of Object.entries(after))
      map = applyChanges(map, (before as Record<string, unknown>)[key], value, [...at, step(key)])
    return map
  }
  return before === after ? map : map.setIn(at, after)
}

/** The entry as a save writes it: empty fields dropped, typography repaired, « Image provisoire » set by the picture. */
function prepared(entry: ImmutableMap, documents: Map<string, unknown>) {
  const pruned = pruneEmpty(
    entry.get('data') as ImmutableMap,
    (map) => map.toJS(),
    (map, path) => map.deleteIn(path),
  )
  const typed = pruned.toJS() as unknown as Json
  const data = prepareEntry(typed, artworks(documents))
  // A new salon's name and file come from its city and dates (nothing for the owner to type).
  const folder = String(entry.get('collection'))
  const derive = DERIVED_KEYS[folder]
  const key = KINDS.find((kind) => kind.pattern.test(`${folder}/x.json`))?.key
  if (derive && key && entry.get('newRecord') && data && typeof data === 'object' && !Array.isArray(data)) {
    const taken = new Set(
      [...documents.keys()].filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1, -'.json'.length)),
    )
    const derived = derive(data, taken)
    if (derived) data[key] = derived
  }
  return { pruned, typed, data, ...entryFile(entry, data as Record<string, unknown>) }
}

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const { documents } = await readContent().catch(() => ({ documents: new Map<string, unknown>() }))
    const { pruned, typed, data, file, previous } = prepared(entry, documents)
    // The entry's own pictures come from Decap's image widget, which offers only the media
    // library's files and the uploads it writes with the entry (after this check).
    const own = [...JSON.stringify(data).matchAll(/"images\/([^"]+)"/g)].map((match) => match[1])
    await refuseIfBreaking(
      { file, data, previous },
      'Enregistrement refusé',
      'l’enregistrement est refusé : lisez le cadre « Enregistrement refusé ».',
      [...uploaded, ...own],
    )
    return applyChanges(pruned, typed, data)
  },
})

// The editorial workflow's « Statut » and « Publier maintenant » are the admin's own business
// now (admin/publish.ts): admin/admin.css leaves them out of the editor's toolbar.
if (config.publish_mode === 'editorial_workflow') {
  document.documentElement.dataset.publishMode = 'pull-request'
  resumePublication(config.backend)
}

CMS.registerLocale('fr', mergePhrases(CMS.getLocale('fr') ?? {}, FRENCH_OVERRIDES))
CMS.registerPreviewStyle(assets.previewStyle)
registerPreviews(CMS, config, {
  documents: async () => (await readContent()).documents,
  prepare: (entry, documents) => {
    const { file, data, previous } = prepared(entry, documents)
    return { file, data: data as Record<string, unknown>, previous }
  },
  // A bundle of its own (the site's React, pages and islands), fetched when a preview first shows.
  renderer: async (sources) => {
    const module = (await import(new URL('preview.js', import.meta.url).href)) as { createPreviewRenderer: typeof createPreviewRenderer }
    return module.createPreviewRenderer(ajv, sources)
  },
  site,
})
CMS.init({ config })
showGuideLink(config)
nameFieldsInMessages()
window.addEventListener('hashchange', () => {
  hideNotice()
  hideFieldMessages()
})
