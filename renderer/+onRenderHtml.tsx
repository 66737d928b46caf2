// https://vike.dev/onRenderHtml
export { onRenderHtml }

import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { loadIslands, type LoadedIslands } from '../islands/RenderedIsland.js'
import { CLIENT_DATA_ID, type IslandRecord } from '../islands/islands-data.js'
import { COOKIE_CARD_SCRIPT } from '../lib/browser/cookie-card.js'
import { appErrorData } from '../lib/page-data.js'
import type { PageData } from '../lib/page-types.js'
import type { ClientData } from './client-data.js'
import { islands as registry } from './islands.js'
import { Root } from './Root.js'
import './global.css'
import 'virtual:mantine-theme.css'

/** JSON for a <script> block: `<` escaped so content can never close the element. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

let components: LoadedIslands | undefined

const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page } = pageContext
  const { head, layout } = pageContext.data as PageData<unknown>
  components ??= await loadIslands(registry)
  const islands: IslandRecord[] = []
  const html = renderToString(
    <Root pageContext={pageContext} islands={islands} components={components}>
      <Page />
    </Root>,
  )
  // What the browser needs: the islands' props, not the page's static content.
  const clientData: ClientData = { islands, appError: appErrorData(layout), notFound: pageContext.is404 === true }
  const jsonLd = head.jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`).join('')
  const robots = head.noindex ? '<meta name="robots" content="noindex" />' : ''
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="fr" data-mantine-color-scheme="light">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script>${dangerouslySkipEscape(COOKIE_CARD_SCRIPT)}</script>
    <title>${head.title}</title>
    <meta name="description" content="${head.description}" />
    <link rel="canonical" href="${head.canonical}" />${dangerouslySkipEscape(robots)}
    <meta name="theme-color" content="#8c2f2b" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="icon" href="/favicon.ico" sizes="32x32" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <meta property="og:type" content="website" />
    <meta property="og:locale" content="fr_FR" />
    <meta property="og:site_name" content="${head.siteName}" />
    <meta property="og:title" content="${head.title}" />
    <meta property="og:description" content="${head.description}" />
    <meta property="og:url" content="${head.canonical}" />
    <meta property="og:image" content="${head.image}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${head.title}" />
    <meta name="twitter:description" content="${head.description}" />
    <meta name="twitter:image" content="${head.image}" />${dangerouslySkipEscape(jsonLd)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
    <script id="${CLIENT_DATA_ID}" type="application/json">${dangerouslySkipEscape(jsonForScript(clientData))}</script>
  </body>
</html>`
  return {
    documentHtml,
    // No modulepreload of the page's scripts: the HTML is complete without them, so the
    // stylesheet, the font and the pictures get the first round trips; the entry script
    // (async, end of body) fetches its imports itself once it runs.
    injectFilter(assets: { assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) {
      for (const asset of assets) if (asset.assetType === 'script') asset.inject = false
    },
  }
}
