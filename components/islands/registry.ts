// The interactive widgets of the site: the only components the browser downloads and
// hydrates (README.md of this folder). Each says when it hydrates, and how it is imported
// decides its chunk (chunks.ts): imported here statically, it is on every page and ships in
// the shared chunk; loaded with import(), it has a chunk of its own that only the pages
// holding it fetch.
import type { ComponentProps, ComponentType } from 'react'
import { CookieBanner } from '../cookie-banner/CookieBanner.js'
import { Header } from '../header/Header.js'

/**
 * When an island hydrates, once the entry runs (after the first paint):
 * - `load`: at once, all of them side by side;
 * - `idle`: after the `load` ones, one per task;
 * - `visible`: as soon as it nears the viewport, and at the latest after everything else,
 *   so that `<html data-hydrated>` still means every widget works (DESIGN.md).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible'

/** An entry of the registry; the component's own type is kept for its props. */
function island<C>(hydrate: HydrateWhen, load: () => Promise<C>) {
  return { hydrate, load }
}

export const islands = {
  // The menu toggle and submenu: the first thing a visitor may touch.
  header: island('load', async () => Header),
  'form-scroll-button': island('load', () => import('../home/FormScrollButton.js').then((module) => module.FormScrollButton)),
  // Hidden in the HTML: it shows itself once hydrated, so it can wait for the first ones.
  'cookie-banner': island('idle', async () => CookieBanner),
  // Opens after its own delay: no hurry either.
  'welcome-popup': island('idle', () => import('../home/WelcomePopup.js').then((module) => module.WelcomePopup)),
  // Far down the home page; until hydrated, the form posts natively and the poster is a link.
  salons: island('visible', () => import('../home/Salons.js').then((module) => module.Salons)),
  'callback-form': island('visible', () => import('../callback-form/CallbackForm.js').then((module) => module.CallbackForm)),
}

export type IslandName = keyof typeof islands
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name)
}

export async function loadIsland(name: string): Promise<ComponentType<Record<string, unknown>>> {
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`)
  return (await islands[name].load()) as ComponentType<Record<string, unknown>>
}
