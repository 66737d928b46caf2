// The first code the browser runs (imported by renderer/+client.ts, Vike's entry): small on
// purpose. It reads the page's island data, then loads React and the islands' runtime.
import { CLIENT_DATA_ID, type ClientData } from './client-data.js'
import { yieldToMain } from './yield-to-main.js'

export async function startIslands(): Promise<void> {
  const element = document.getElementById(CLIENT_DATA_ID)
  if (!element?.textContent) throw new Error(`#${CLIENT_DATA_ID} is missing from the page`)
  const { islands, appError, notFound } = JSON.parse(element.textContent) as ClientData
  if (notFound) console.error(`404: no page at ${window.location.pathname}`)
  const { hydrateIslands } = await import('./hydrate.js')
  // React's evaluation ends the task; the islands start in the next one.
  await yieldToMain()
  await hydrateIslands(islands, appError)
  // Browser tests wait for this: a click made before hydration would be lost.
  document.documentElement.dataset.hydrated = 'true'
}
