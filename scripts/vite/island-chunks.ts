// Few, cacheable requests instead of two dozen tiny chunks: the browser code is split in the
// chunk groups the islands kit derives from the registry's imports
// (islands/build/chunk-groups.ts). This plugin only names the site's two roots: the browser's
// entry and the islands runtime it loads with import().
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { islandChunkGroups } from '../../islands/build/chunk-groups.js'

export function islandChunks(): Plugin {
  const groups = islandChunkGroups({
    entry: fileURLToPath(new URL('../../renderer/+client.ts', import.meta.url)),
    runtime: fileURLToPath(new URL('../../renderer/hydrate-page.tsx', import.meta.url)),
  })
  return {
    name: 'island-chunks',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }),
  }
}
