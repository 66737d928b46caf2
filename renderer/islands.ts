// The interactive widgets of the site: the only components the browser downloads and
// hydrates. Everything else is rendered once, at build, and stays plain HTML.
// One loader per island: the server loads them all before rendering; the browser loads
// only those the page contains, each in its own chunk where it is not shared.
import type { ComponentProps, ComponentType } from 'react'

export const islandLoaders = {
  header: () => import('../components/header/Header.js').then((module) => module.Header),
  'cookie-banner': () => import('../components/cookie-banner/CookieBanner.js').then((module) => module.CookieBanner),
  'form-scroll-button': () => import('../components/home/FormScrollButton.js').then((module) => module.FormScrollButton),
  salons: () => import('../components/home/Salons.js').then((module) => module.Salons),
  'welcome-popup': () => import('../components/home/WelcomePopup.js').then((module) => module.WelcomePopup),
  'callback-form': () => import('../components/callback-form/CallbackForm.js').then((module) => module.CallbackForm),
}

export type IslandName = keyof typeof islandLoaders
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>

/** One island of a page, as serialised into its HTML for the browser (written in lib/ for ClientData). */
export type { IslandRecord } from '../lib/page-types.js'

/** The id of the JSON script that carries a page's islands' props (lib/page-types.ts ClientData). */
export const CLIENT_DATA_ID = 'islands-data'

/** Each island is its own React root: a distinct prefix keeps useId values unique on the page. */
export const islandIdPrefix = (index: number) => `i${index}-`

export async function loadIsland(name: string): Promise<ComponentType<Record<string, unknown>>> {
  if (!Object.hasOwn(islandLoaders, name)) throw new Error(`Unknown island "${name}"`)
  return (await islandLoaders[name as IslandName]()) as ComponentType<Record<string, unknown>>
}
