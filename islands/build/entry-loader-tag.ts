// In each page Vike renders, the entry <script src> becomes the inline loader that adds it
// once the page has painted (../entry-loader.ts, compiled by entry-loader-code.ts). Run by
// the build's render workers on every page, before it is written.

/** Vike's tag for the browser entry (renderer/+client.ts) in a rendered page; $1 is its address. */
export const VIKE_ENTRY_TAG = /<script src="([^"]+)" type="module" async><\/script>/g

/** The page with its entry swapped for the loader (`loaderCode`: entryLoaderCode()), or why not. */
export function rewritePage(html: string, loaderCode: string): string {
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) throw new Error(`expected one entry <script type="module">, found ${entries.length}`)
  return html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => `<script data-entry="${source}">${loaderCode}</script>`)
}
