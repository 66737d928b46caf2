// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is pre-rendered to static HTML and hydrated; navigation between pages is plain
// links (server routing), so no client-side router ships to the browser.
export default {
  clientRouting: false,
  prerender: { partial: false },
  passToClient: ['is404'],
} satisfies Config
