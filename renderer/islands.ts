// The site's islands: the only components the browser downloads and hydrates
// (islands/README.md), each with when it hydrates. This registry is handed to
// the islands kit, at build (renderer/Island.tsx) and in the browser (renderer/hydrate-page.tsx).
// How an island is imported decides its chunk (islands/build/chunk-groups.ts): imported here
// statically, it is on every page and ships in the shared chunk; loaded with import(), it has
// a chunk of its own that only the pages holding it fetch.
import { CookieBanner } from '../components/cookie-banner/CookieBanner.js'
import { Header } from '../components/header/Header.js'
import { island } from '../islands/define.js'

export const islands = {
  // The menu toggle and submenu: the first thing a visitor may touch.
  header: island('load', async () => Header),
  'form-scroll-button': island('load', () => import('../components/home/FormScrollButton.js').then((module) => module.FormScrollButton)),
  // Hidden in the HTML: it shows itself once hydrated, so it can wait for the first ones.
  'cookie-banner': island('idle', async () => CookieBanner),
  // Opens after its own delay: no hurry either.
  'welcome-popup': island('idle', () => import('../components/home/WelcomePopup.js').then((module) => module.WelcomePopup)),
  // Far down the home page; until hydrated, the form posts natively and the poster is a link.
  salons: island('visible', () => import('../components/home/Salons.js').then((module) => module.Salons)),
  'callback-form': island('visible', () => import('../components/callback-form/CallbackForm.js').then((module) => module.CallbackForm)),
}

export type Islands = typeof islands
export type IslandName = keyof Islands
