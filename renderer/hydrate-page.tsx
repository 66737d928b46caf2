// The browser's runtime for a page, loaded by the entry (renderer/+client.ts) once the page
// has painted: the site's registry handed to the islands kit, with the page's own steps (the
// deferred blocks released before the last islands, the product's error screen (docs/PRODUCT.md)).
import { DEFERRED_ATTRIBUTE } from '../components/common/deferred.js'
import { hydrateIslands } from '../islands/hydrate.js'
import { yieldToMain } from '../lib/browser/yield-to-main.js'
import type { ClientData } from './client-data.js'
import { islands } from './islands.js'
import './page-styles.js'

/** Renders the deferred blocks (components/common/deferred.tsx) for good, one per task. */
async function releaseDeferredSections(): Promise<void> {
  for (const block of document.querySelectorAll<HTMLElement>(`[${DEFERRED_ATTRIBUTE}]`)) {
    block.removeAttribute(DEFERRED_ATTRIBUTE)
    // Style and lay out this block now, in this task, rather than all of them in one frame.
    void block.offsetHeight
    await yieldToMain()
  }
}

export async function hydratePage({ islands: records, appError, notFound }: ClientData): Promise<void> {
  if (notFound) console.error(`404: no page at ${window.location.pathname}`)
  await hydrateIslands(islands, records, {
    errorScreen: async (message) => {
      const { AppErrorScreen } = await import('../components/layout/AppErrorScreen.js')
      return <AppErrorScreen message={message} {...appError} />
    },
    beforeVisible: releaseDeferredSections,
    // Inside a deferred block the browser skips the island's layout: watch the block instead.
    watchedElement: (element) => element.closest(`[${DEFERRED_ATTRIBUTE}]`) ?? element,
  })
}
