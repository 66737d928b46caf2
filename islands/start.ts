// The first code the browser runs (called by renderer/+client.ts, Vike's entry): small on
// purpose. It reads the page's JSON, then loads the runtime the renderer names (React, the
// kit's hydrate.tsx, the registry) and runs it. It shares no module with that runtime: the
// runtime's chunk must not import from the entry's (islands/build/chunk-groups.ts).
import { CLIENT_DATA_ID } from './islands-data.js'

export async function startIslands<Data>(loadRuntime: () => Promise<(data: Data) => Promise<void>>): Promise<void> {
  const element = document.getElementById(CLIENT_DATA_ID)
  if (!element?.textContent) throw new Error(`#${CLIENT_DATA_ID} is missing from the page`)
  const data = JSON.parse(element.textContent) as Data
  const run = await loadRuntime()
  await run(data)
  // Browser tests wait for this: a click made before hydration would be lost.
  document.documentElement.dataset.hydrated = 'true'
  // The moment, for the engines' measure of first paint to hydrated (docs/PERFORMANCE.md).
  performance.mark('hydrated')
}
