// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is pre-rendered to static HTML; navigation between pages is plain links
// (server routing), so no client-side router ships to the browser. Page components are
// server-only: the browser hydrates the interactive islands alone (renderer/islands.ts).
export default {
  clientRouting: false,
  prerender: { partial: false },
  passToClient: ['is404'],
  // Page is server-only, so Vike would treat pages as HTML-only: load the client hooks anyway.
  clientHooks: true,
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
