// A link to the owner's guide (docs/GUIDE-PROPRIETAIRE.md, in French, on GitHub where the
// repository is) on the admin's home screen, the list of collections; hidden in the editor,
// where it would cover the form on a phone.
import type { DecapConfig } from '../lib/cms/decap-config.js'

export const GUIDE_PATH = 'docs/GUIDE-PROPRIETAIRE.md'
const ID = 'owner-guide-link'

export function guideUrl(config: Pick<DecapConfig, 'backend'>): string {
  return `https://github.com/${config.backend.repo}/blob/${config.backend.branch}/${GUIDE_PATH}`
}

export function showGuideLink(config: Pick<DecapConfig, 'backend'>): void {
  const link = document.createElement('a')
  link.id = ID
  link.href = guideUrl(config)
  link.target = '_blank'
  link.rel = 'noopener'
  link.textContent = 'Guide d’utilisation'
  document.body.append(link)
  // The home screen and a collection's list: #/collections/<name>, not an entry (…/entries/…, …/new).
  const place = () => {
    link.hidden = !/^#\/collections\/[^/]+\/?$|^#?\/?$/.test(location.hash)
  }
  window.addEventListener('hashchange', place)
  place()
}
