// The admin page's own script (/admin/admin.js, bundled by scripts/build-admin.ts). It loads
// Decap CMS from our files, then plugs in what the generated configuration cannot say: the
// schema check before every save, the site's stylesheet and the preview templates.
import schemas from 'virtual:schemas'
import { createAjv } from '../lib/content/ajv.js'
import { KINDS } from '../lib/content/kinds.js'
import { entryProblems, pruneEmpty, refusal } from '../lib/cms/entry-check.js'
import type { DecapConfig } from '../lib/cms/decap-config.js'
import { registerPreviews } from './previews.js'
import type { Cms, ImmutableMap } from './decap.js'

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

/** The site's own stylesheet(s), as its home page links them (hashed names change per build;
 *  the dev server links some that only its client script can load: those are left out). */
async function siteStylesheets(): Promise<string[]> {
  const html = await (await fetch('/')).text()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const hrefs = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => new URL(link.getAttribute('href')!, location.origin).href,
  )
  const loadable = await Promise.all(
    hrefs.map((href) =>
      fetch(href, { method: 'HEAD' }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  )
  return hrefs.filter((_, index) => loadable[index])
}

/** Which schema a saved entry answers to: its collection, or for a file collection its file. */
function schemaFor(config: DecapConfig, collectionName: string, file: string): string | undefined {
  const collection = config.collections.find((candidate) => candidate.name === collectionName)
  const path = collection?.folder
    ? `${collection.folder}/x.json`
    : collection?.files?.find((entry) => entry.file === file || entry.name === file)?.file
  if (!path) return undefined
  return KINDS.find((kind) => kind.pattern.test(path.replace(/^content\//, '')))?.schema
}

window.CMS_MANUAL_INIT = true
const [config, styles] = await Promise.all([
  fetch('config.json').then((response) => response.json() as Promise<DecapConfig>),
  siteStylesheets().catch(() => []),
])
await loadScript('decap-cms.js')
const CMS = window.CMS!
const ajv = createAjv(schemas)

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const collection = entry.get('collection') as string
    const slug = entry.get('slug') as string | undefined
    const file = (entry.get('path') as string | undefined) ?? slug ?? ''
    const schema = schemaFor(config, collection, file) ?? schemaFor(config, collection, slug ?? '')
    if (!schema) throw new Error(`Enregistrement refusé : aucun schéma ne correspond à la collection « ${collection} ».`)
    const data = pruneEmpty(
      entry.get('data') as ImmutableMap,
      (map) => map.toJS(),
      (map, path) => map.deleteIn(path),
    )
    const problems = entryProblems(ajv, schema, data.toJS())
    if (problems.length > 0) throw new Error(refusal(file || collection, problems))
    return data
  },
})

for (const href of styles) CMS.registerPreviewStyle(href)
CMS.registerPreviewStyle('preview.css')
registerPreviews(CMS, config)
CMS.init({ config })
