// https://vike.dev/client
// The browser's entry. Pages are complete HTML from the build (Vike's HTML-only mode: no
// client runtime, no client-side rendering); this script only hydrates their islands.
import type { ClientData } from '../lib/page-types.js'
import { releaseDeferredSections } from './deferred-sections.js'
import { CLIENT_DATA_ID } from './islands.js'
import './global.css'
import 'virtual:mantine-theme.css'

const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/** Resolves once the browser has reported a performance entry of `type` that matches. */
function reported(type: string, match: (entry: PerformanceEntry) => boolean): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return new Promise(() => undefined)
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(match)) return
      observer.disconnect()
      resolve(undefined)
    })
    observer.observe({ type, buffered: true })
  })
}

/**
 * Resolves once the page has loaded and painted with its fonts and its hero picture. React
 * and the islands' code are fetched only then, so they never compete with the stylesheet,
 * the font and the pictures for the first paint. The paint is known from the browser's
 * Element Timing and Paint Timing reports; two animation frames are the fallback where
 * those are missing (and a hero scrolled out of view is never reported).
 */
async function afterFirstPaint(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  const heroes = [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')]
  const decoded = await Promise.all(heroes.map((img) => img.decode().then(() => img, () => null)))
  await document.fonts.ready
  const shown = decoded.filter((img) => img !== null)
  const painted = shown.length > 0 ? reported('element', (entry) => shown.includes((entry as PerformanceEntry & { element: Element | null }).element as HTMLImageElement)) : reported('paint', (entry) => entry.name === 'first-contentful-paint')
  await Promise.race([painted, twoFrames()])
}

async function start() {
  const element = document.getElementById(CLIENT_DATA_ID)
  if (!element?.textContent) throw new Error(`#${CLIENT_DATA_ID} is missing from the page`)
  const { islands, appError, notFound } = JSON.parse(element.textContent) as ClientData
  if (notFound) console.error(`404: no page at ${window.location.pathname}`)
  await afterFirstPaint()
  const { hydrateIslands } = await import('./hydrate-islands.js')
  await hydrateIslands(islands, appError)
  await releaseDeferredSections()
  // Browser tests wait for this: a click made before hydration would be lost.
  document.documentElement.dataset.hydrated = 'true'
}

void start()
