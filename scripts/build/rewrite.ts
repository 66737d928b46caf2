// What the render step does to each page Vike renders, before it is written: the entry
// <script src> becomes the inline loader that adds it once the page has painted
// (entry-loader-tag.ts, the browser code being components/islands/entry-loader.ts); then
// what the later steps need of the page: the hashes of its inline scripts (for the CSP) and
// whether it is marked noindex (kept out of the sitemap). Runs in the render workers.
import { inlineScriptHashes } from '../../lib/node/security-headers.js'

/** Vike's tag for the browser entry (renderer/+client.ts) in a rendered page; $1 is its address. */
export const VIKE_ENTRY_TAG = /<script src="([^"]+)" type="module" async><\/script>/g

/** The page with its entry swapped for the loader (`loaderCode`: entryLoaderCode()), or why not. */
export function rewritePage(html: string, loaderCode: string): string {
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) throw new Error(`expected one entry <script type="module">, found ${entries.length}`)
  return html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => `<script data-entry="${source}">${loaderCode}</script>`)
}

/** What the sitemap and headers steps need to know of a finished page. */
export function pageFacts(html: string): { scriptHashes: string[]; noindex: boolean } {
  return { scriptHashes: inlineScriptHashes(html), noindex: /<meta name="robots" content="noindex"/.test(html) }
}
