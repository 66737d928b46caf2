// The home page is long (eleven sections, an 81-town grid, the form): styling and laying out
// all of it, and shaping its text for the first time, is most of the browser's work while
// the page loads, in tasks of 100 ms and more on a mid-range phone. Its blocks below the
// hero (sections, the salons island, the footer) are placed inside <DeferredSections> and
// carry this attribute, which global.css turns into `content-visibility: auto`: the browser
// skips them until they near the viewport. Once the first islands are hydrated, the browser
// side (renderer/hydrate-page.tsx) releases them one per task, so that work comes in short slices, and
// every block is rendered for good before the page reports itself hydrated (anchors, search
// in page and accessibility checks then see ordinary layout). Without JavaScript they stay
// `auto`, which renders each one as it is scrolled to.
import { createContext, useContext, type ReactNode } from 'react'

export const DEFERRED_ATTRIBUTE = 'data-deferred'

const Deferred = createContext(false)

/** Blocks placed directly inside (sections, island elements, the footer) are deferred. */
export function DeferredSections({ when = true, children }: { when?: boolean; children: ReactNode }) {
  return <Deferred.Provider value={when}>{children}</Deferred.Provider>
}

/** The attribute that defers a block placed directly inside `<DeferredSections>`. */
export function useDeferredAttribute(): { [DEFERRED_ATTRIBUTE]?: '' } {
  return useContext(Deferred) ? { [DEFERRED_ATTRIBUTE]: '' } : {}
}
