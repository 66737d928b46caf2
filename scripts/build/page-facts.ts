// What the later steps need of a page the render step wrote: the hashes of its inline scripts
// (for the CSP) and whether it is marked noindex (kept out of the sitemap). Runs in the render
// workers, on each page once its entry is swapped for the loader (islands/build/entry-loader-tag.ts).
import { inlineScriptHashes } from '../../lib/node/security-headers.js'

/** What the sitemap and headers steps need to know of a finished page. */
export function pageFacts(html: string): { scriptHashes: string[]; noindex: boolean } {
  return { scriptHashes: inlineScriptHashes(html), noindex: /<meta name="robots" content="noindex"/.test(html) }
}
