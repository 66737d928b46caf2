// The home page is long (eleven sections, an 81-town grid, the form): styling and laying out
// all of it, and shaping its text for the first time, is most of the browser's work while
// the page loads, in tasks of 100 ms and more on a mid-range phone. Its blocks below the
// hero (sections, the salons island, the footer: <DeferredSections> in
// components/common/Section.tsx) carry this attribute, which global.css turns into
// `content-visibility: auto`: the browser skips them until they near the viewport. After the
// first paint the browser entry releases them one per task, so that work comes in short
// slices, and every block is rendered for good before the page reports itself hydrated
// (anchors, search in page and accessibility checks then see ordinary layout). Without
// JavaScript they stay `auto`, which renders each one as it is scrolled to.
import { yieldToMain } from './yield-to-main.js'

export const DEFERRED_ATTRIBUTE = 'data-deferred'

export async function releaseDeferredSections(): Promise<void> {
  for (const block of document.querySelectorAll<HTMLElement>(`[${DEFERRED_ATTRIBUTE}]`)) {
    block.removeAttribute(DEFERRED_ATTRIBUTE)
    // Style and lay out this block now, in this task, rather than all of them in one frame.
    void block.offsetHeight
    await yieldToMain()
  }
}
