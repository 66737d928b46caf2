// https://vike.dev/client
// The browser's entry. Pages are complete HTML from the build (Vike's HTML-only mode: no
// client runtime, no client-side rendering); this script only hydrates their islands. The
// page adds it once it has painted (renderer/entry-loader.ts, inlined by the build; under
// `npm run dev`, Vike's own tag loads it at once).
import type { ClientData } from '../lib/page-types.js'
import { releaseDeferredSections } from './deferred-sections.js'
import { CLIENT_DATA_ID } from './islands.js'
import { yieldToMain } from './yield-to-main.js'
import './global.css'
import 'virtual:mantine-theme.css'

async function start() {
  const element = document.getElementById(CLIENT_DATA_ID)
  if (!element?.textContent) throw new Error(`#${CLIENT_DATA_ID} is missing from the page`)
  const { islands, appError, notFound } = JSON.parse(element.textContent) as ClientData
  if (notFound) console.error(`404: no page at ${window.location.pathname}`)
  const { hydrateIslands } = await import('./hydrate-islands.js')
  // React's evaluation ends the task; the islands start in the next one.
  await yieldToMain()
  await hydrateIslands(islands, appError)
  await releaseDeferredSections()
  // Browser tests wait for this: a click made before hydration would be lost.
  document.documentElement.dataset.hydrated = 'true'
}

void start()
