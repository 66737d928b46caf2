// Step 6: in place of the entry <script src> Vike writes, each page gets the inline loader
// that adds it once the page has painted (entry-loader-tag.ts); the hashes of every inline
// script (for the CSP) and the pages marked noindex (kept out of the sitemap) are noted.
import fs from 'node:fs'
import path from 'node:path'
import { inlineScriptHashes } from '../../lib/security-headers.js'
import { BuildError, type BuildContext } from './context.js'
import { entryLoaderTag, VIKE_ENTRY_TAG } from './entry-loader-tag.js'

/** The page with its entry swapped, or why not. */
export function rewritePage(html: string): string {
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) throw new Error(`expected one entry <script type="module">, found ${entries.length}`)
  return html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => entryLoaderTag(source))
}

export async function rewrite(context: BuildContext): Promise<string> {
  for (const page of context.pages!) {
    const file = path.join(context.client, page.file)
    let html: string
    try {
      html = rewritePage(fs.readFileSync(file, 'utf8'))
    } catch (error) {
      throw new BuildError(`${page.file}: ${(error as Error).message}`)
    }
    fs.writeFileSync(file, html)
    page.scriptHashes = inlineScriptHashes(html)
    page.noindex = /<meta name="robots" content="noindex"/.test(html)
  }
  return `${context.pages!.length} pages`
}
