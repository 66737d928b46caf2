// Browser side of the islands: finds each island element of the page, loads its component
// from the registry it is given and hydrates it as its own root with the props recorded at
// build, at the moment the registry asks for (`hydrate`). The page's own steps (deferred
// blocks, the error screen) are handed in by the renderer (renderer/hydrate-page.tsx).
import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { IslandRecord } from './islands-data.js'
import { islandIdPrefix } from './id-prefix.js'
import { hydrateWhen, loadIsland, type HydrateWhen, type IslandRegistry } from './define.js'
import { IslandRoot } from './IslandRoot.js'
import { yieldToMain } from '../lib/browser/yield-to-main.js'

/** How far below the viewport a `visible` island starts hydrating: about a screen's scroll ahead. */
const VISIBLE_MARGIN = '200px 0px'

export interface HydrateOptions {
  /** What replaces the page's main content when an island throws (the product's error screen, docs/PRODUCT.md). */
  errorScreen: (message: string) => Promise<ReactNode>
  /** Work between the `idle` and the last `visible` islands (the deferred blocks' release). */
  beforeVisible?: () => Promise<void>
  /** The element whose nearing the viewport starts a `visible` island (default: its own). */
  watchedElement?: (island: HTMLElement) => Element
}

const roots: { element: HTMLElement; root: Root }[] = []

/**
 * An island failed to render: the error screen takes the place of the page's main content.
 * The header and footer stay, so the visitor can leave. Deferred: a root cannot be
 * unmounted while React is still committing it.
 */
function showErrorScreen(error: Error, errorScreen: HydrateOptions['errorScreen']) {
  setTimeout(() => {
    const main = document.querySelector('main')
    if (!main || main.dataset.failed) return
    main.dataset.failed = 'true'
    for (const { element, root } of roots) if (main.contains(element)) root.unmount()
    void errorScreen(error.message).then((screen) => {
      main.replaceChildren()
      createRoot(main).render(screen)
    })
  })
}

async function hydrateIsland(registry: IslandRegistry, element: HTMLElement, records: IslandRecord[], options: HydrateOptions) {
  const index = Number(element.dataset.islandIndex)
  const record = records[index]
  if (!record || record.name !== element.dataset.island) throw new Error(`No props for island #${index} (${element.dataset.island})`)
  const Component = await loadIsland(registry, record.name)
  // Each root in its own task: creating one attaches React's listeners to its element.
  await yieldToMain()
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser
  // paint and handle input in between, instead of blocking the page in one long task.
  await new Promise<void>((resolve) =>
    startTransition(() => {
      const root = hydrateRoot(
        element,
        <IslandRoot onError={(error) => showErrorScreen(error, options.errorScreen)} onHydrated={resolve}>
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

/** Resolves once every island of the page is hydrated (and `beforeVisible` has run). */
export async function hydrateIslands(registry: IslandRegistry, records: IslandRecord[], options: HydrateOptions): Promise<void> {
  // React's evaluation ended the task that loaded this runtime; the islands start in the next one.
  await yieldToMain()
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  // An unknown name hydrates at once, where loadIsland reports it.
  const when = (element: HTMLElement): HydrateWhen => hydrateWhen(registry, element.dataset.island ?? '') ?? 'load'
  const started = new Map<HTMLElement, Promise<void>>()
  const hydrate = (element: HTMLElement) => {
    if (!started.has(element)) started.set(element, hydrateIsland(registry, element, records, options))
    return started.get(element)!
  }
  // Every island's code is requested now, side by side: only the hydration waits for its
  // moment, not the download (every island is hydrated before data-hydrated anyway).
  for (const element of elements) if (when(element) !== 'load') loadIsland(registry, element.dataset.island ?? '').catch(() => undefined)
  const visible = elements.filter((element) => when(element) === 'visible')
  const watched = new Map<Element, HTMLElement[]>()
  for (const element of visible) {
    const target = options.watchedElement?.(element) ?? element
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
  await options.beforeVisible?.()
  observer.disconnect()
  await Promise.all(visible.map(hydrate))
}
