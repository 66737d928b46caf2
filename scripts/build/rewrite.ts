// Step 6: in place of the entry <script src> Vike writes, each page rendered by this build
// gets the inline loader that adds it once the page has painted (entry-loader-tag.ts); the
// hashes of every inline script (for the CSP) and the pages marked noindex (kept out of the
// sitemap) are noted. A local page is then stored under the key of its inputs (render.ts),
// for the next build; pages reused from there were rewritten when they were stored.
import fs from 'node:fs'
import path from 'node:path'
import { inlineScriptHashes } from '../../lib/node/security-headers.js'
import { BuildError, type BuildContext } from './context.js'
import { entryLoaderTag, VIKE_ENTRY_TAG } from './entry-loader-tag.js'
import { pageCacheDir } from './render.js'

/** The page with its entry swapped, or why not. */
export function rewritePage(html: string): string {
  const entries = html.match(VIKE_ENTRY_TAG) ?? []
  if (entries.length !== 1) throw new Error(`expected one entry <script type="module">, found ${entries.length}`)
  return html.replace(VIKE_ENTRY_TAG, (_tag, source: string) => entryLoaderTag(source))
}

export async function rewrite(context: BuildContext): Promise<string> {
  const cache = pageCacheDir(context)
  fs.mkdirSync(cache, { recursive: true })
  let rewritten = 0
  for (const page of context.pages!) {
    if (!page.fresh) continue
    const file = path.join(context.client, page.file)
    let html: string
    try {
      html = rewritePage(fs.readFileSync(file, 'utf8'))
    } catch (error) {
      throw new BuildError(`${page.file}: ${(error as Error).message}`)
    }
    fs.writeFileSync(file, html)
    rewritten++
    page.scriptHashes = inlineScriptHashes(html)
    page.noindex = /<meta name="robots" content="noindex"/.test(html)
    if (page.key) {
      // Written then renamed: an interrupted build never leaves half a page in the cache.
      const { fresh: _fresh, key, ...meta } = page
      const temp = `.tmp-${process.pid}`
      fs.writeFileSync(path.join(cache, `${key}.html${temp}`), html)
      fs.renameSync(path.join(cache, `${key}.html${temp}`), path.join(cache, `${key}.html`))
      fs.writeFileSync(path.join(cache, `${key}.json${temp}`), JSON.stringify(meta))
      fs.renameSync(path.join(cache, `${key}.json${temp}`), path.join(cache, `${key}.json`))
    }
  }
  // The cache keeps the pages of this build only.
  const live = new Set(context.pages!.map((page) => page.key).filter(Boolean))
  for (const name of fs.readdirSync(cache)) if (!live.has(name.replace(/\..*$/, ''))) fs.rmSync(path.join(cache, name), { force: true })
  return `${rewritten} pages rewritten, ${context.pages!.length - rewritten} reused`
}
