// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is pre-rendered to static HTML; navigation between pages is plain links
// (server routing). Page components are server-only, so Vike serves the pages HTML-only,
// without its client runtime; renderer/+client.ts hydrates the islands (islands/).
export default {
  clientRouting: false,
  // `vike build` only bundles: scripts/build/render.ts renders the pages with Vike's
  // renderPage(), in worker threads, with the content the build validated; Vike's own
  // pre-render (which these settings shape) is the reference tests/build/render.test.ts holds
  // it to. `partial`: an incremental build renders only the city pages whose inputs changed.
  // noExtraDir: /lyon is written as lyon.html, not lyon/index.html. Cloudflare Pages answers
  // a folder's URL without its slash with a redirect (/lyon → 308 /lyon/), and serves
  // lyon.html at /lyon directly, as nginx (try_files $uri.html) and the preview do: every
  // link, canonical URL and sitemap entry answers 200 at once (lib/node/clean-urls.ts).
  prerender: { partial: true, disableAutoRun: true, noExtraDir: true },
  meta: {
    Page: { env: { server: true, client: false } },
    // A long page whose footer, like its sections below the first screen, is rendered after
    // the first paint (components/common/deferred.tsx).
    deferFooter: { env: { server: true, client: false } },
  },
} satisfies Config
