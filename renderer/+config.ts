// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is pre-rendered to static HTML; navigation between pages is plain links
// (server routing). Page components are server-only, so Vike serves the pages HTML-only,
// without its client runtime; renderer/+client.ts hydrates the islands (components/islands/).
export default {
  clientRouting: false,
  prerender: { partial: false },
  meta: {
    Page: { env: { server: true, client: false } },
    // A long page whose footer, like its sections below the first screen, is rendered after
    // the first paint (components/common/deferred.tsx).
    deferFooter: { env: { server: true, client: false } },
  },
} satisfies Config
