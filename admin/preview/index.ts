// The admin's preview renderer (/admin/preview.js), loaded by the admin (admin/previews.ts)
// when a preview is first shown, so the editor does not wait for it: the site's pages,
// rendered in the browser by the build's own code (render.tsx) from the content the admin
// reads with the edited entry in place (content.ts). tests/site/admin-preview.test.ts runs this
// very bundle in Node and compares its pages with the build's.
import { htmlPlans } from '../../lib/content/engine-derive.js'
import type { Content } from '../../lib/content/engine-derive.js'
import type { ImageManifest } from '../../lib/images.js'
import { PreviewContent } from './content.js'
import { usePictures } from './images.js'
import { loadComponents, renderPage, renderPopup } from './render.js'
import { setSprite } from 'virtual:site-sprite'

export interface PreviewRenderer {
  /** The content with the edit in place, derived as the build derives it. */
  content: PreviewContent['content']
  page: (content: Content, route: string) => string | undefined
  popup: (content: Content) => string
}

/**
 * `ajv`: the admin's, holding the schemas (their `html` keywords say which fields are HTML);
 * `site`: the pictures' renditions (the admin's images.json), where a picture not in them is
 * read, and the URL of the site's icon sprite (as its pages name it).
 */
export async function createPreviewRenderer(
  ajv: Parameters<typeof htmlPlans>[0],
  site: { manifest: ImageManifest; assetUrl: (src: string) => string; sprite: string },
): Promise<PreviewRenderer> {
  usePictures(site.manifest, site.assetUrl)
  setSprite(site.sprite)
  await loadComponents()
  const content = new PreviewContent(htmlPlans(ajv))
  return { content: content.content.bind(content), page: renderPage, popup: renderPopup }
}
