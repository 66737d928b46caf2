// Browser side of the islands: finds each island element of the page, loads its component
// and hydrates it as its own root with the props recorded at build.
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { AppErrorData } from '../lib/page-types.js'
import { IslandRoot } from './IslandRoot.js'
import { islandIdPrefix, loadIsland, type IslandRecord } from './islands.js'
import './page-styles.js'
import { yieldToMain } from './yield-to-main.js'

const roots: { element: HTMLElement; root: Root }[] = []

/**
 * An island failed to render: SPEC.md §8's generic screen, with the error's message, takes
 * the place of the page's main content. The header and footer stay, so the visitor can
 * leave. Deferred: a root cannot be unmounted while React is still committing it.
 */
function showErrorScreen(error: Error, appError: AppErrorData) {
  setTimeout(() => {
    const main = document.querySelector('main')
    if (!main || main.dataset.failed) return
    main.dataset.failed = 'true'
    for (const { element, root } of roots) if (main.contains(element)) root.unmount()
    void import('../components/layout/AppErrorScreen.js').then(({ AppErrorScreen }) => {
      main.replaceChildren()
      createRoot(main).render(<AppErrorScreen message={error.message} {...appError} />)
    })
  })
}

export async function hydrateIslands(islands: IslandRecord[], appError: AppErrorData): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  await Promise.all(
    elements.map(async (element) => {
      const index = Number(element.dataset.islandIndex)
      const record = islands[index]
      if (!record || record.name !== element.dataset.island) throw new Error(`No props for island #${index} (${element.dataset.island})`)
      const Component = await loadIsland(record.name)
      // Each root in its own task: creating one attaches React's listeners to its element.
      await yieldToMain()
      // In a transition, React hydrates in slices of a few milliseconds and lets the browser
      // paint and handle input in between, instead of blocking the page in one long task.
      await new Promise<void>((resolve) =>
        startTransition(() => {
          const root = hydrateRoot(
            element,
            <IslandRoot onError={(error) => showErrorScreen(error, appError)} onHydrated={resolve}>
              <Component {...record.props} />
            </IslandRoot>,
            { identifierPrefix: islandIdPrefix(index) },
          )
          roots.push({ element, root })
        }),
      )
    }),
  )
}
