// Browser side of the islands: finds each island element of the page, loads its component
// and hydrates it as its own root with the props recorded at build, at the moment its entry
// in the registry asks for (`hydrate`), and releases the deferred blocks in between.
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { AppErrorData } from '../../lib/page-types.js'
import '../../renderer/page-styles.js'
import { islandIdPrefix, type IslandRecord } from './client-data.js'
import { DEFERRED_ATTRIBUTE, releaseDeferredSections } from '../common/deferred.js'
import { IslandRoot } from './IslandRoot.js'
import { isIslandName, islands, loadIsland, type HydrateWhen } from './registry.js'
import { yieldToMain } from './yield-to-main.js'

/** How far below the viewport a `visible` island starts hydrating: about a screen's scroll ahead. */
const VISIBLE_MARGIN = '200px 0px'

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
    void import('../layout/AppErrorScreen.js').then(({ AppErrorScreen }) => {
      main.replaceChildren()
      createRoot(main).render(<AppErrorScreen message={error.message} {...appError} />)
    })
  })
}

async function hydrateIsland(element: HTMLElement, records: IslandRecord[], appError: AppErrorData): Promise<void> {
  const index = Number(element.dataset.islandIndex)
  const record = records[index]
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
  // Which islands are live, and in what order they came (tests/e2e/islands.spec.ts).
  element.dataset.islandHydrated = ''
}

/** Resolves once every island of the page is hydrated and every deferred block released. */
export async function hydrateIslands(records: IslandRecord[], appError: AppErrorData): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  // An unknown name hydrates at once, where loadIsland reports it.
  const when = (element: HTMLElement): HydrateWhen => {
    const name = element.dataset.island ?? ''
    return isIslandName(name) ? islands[name].hydrate : 'load'
  }
  const started = new Map<HTMLElement, Promise<void>>()
  const hydrate = (element: HTMLElement) => {
    if (!started.has(element)) started.set(element, hydrateIsland(element, records, appError))
    return started.get(element)!
  }
  // Every island's code is requested now, side by side: only the hydration waits for its
  // moment, not the download (every island is hydrated before data-hydrated anyway).
  for (const element of elements) if (when(element) !== 'load') loadIsland(element.dataset.island ?? '').catch(() => undefined)
  const visible = elements.filter((element) => when(element) === 'visible')
  // Inside a deferred block, the browser skips the island's layout: watch the block instead.
  const watched = new Map<Element, HTMLElement[]>()
  for (const element of visible) {
    const target = element.closest(`[${DEFERRED_ATTRIBUTE}]`) ?? element
    watched.set(target, [...(watched.get(target) ?? []), element])
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((seen) => seen.isIntersecting)) {
        observer.unobserve(entry.target)
        // A failure surfaces below, where every visible island is awaited.
        for (const element of watched.get(entry.target) ?? []) hydrate(element).catch(() => undefined)
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  )
  for (const target of watched.keys()) observer.observe(target)

  await Promise.all(elements.filter((element) => when(element) === 'load').map(hydrate))
  for (const element of elements.filter((island) => when(island) === 'idle')) await hydrate(element)
  await releaseDeferredSections()
  observer.disconnect()
  await Promise.all(visible.map(hydrate))
}
