// Shared browser-test helpers: every test fails on a console error or an uncaught page
// error unless it declares the errors it expects, and pages are used once hydrated.
import { test as base, expect, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { announcementId, type AnnouncementIdentity } from '../../lib/browser/announcement.js'

export interface ConsoleLog {
  errors: string[]
  /** Errors the test provokes on purpose (a 404 page logs its path). */
  allow: (pattern: RegExp) => void
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use({ errors, allow: (pattern) => allowed.push(pattern) })
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
      expect(unexpected, 'console errors and warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function openPage(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

/** Which announcement the welcome popup records once a visitor closed the one of content/announcement.json (beside the flag `true`). */
export function popupClosedValue(): string {
  return announcementId(siteContent<AnnouncementIdentity>('announcement.json'))
}

/** Stores that the visitor closed the current announcement, before the page's scripts run. */
export async function storePopupClosed(page: Page) {
  await page.addInitScript((value) => {
    localStorage.setItem('art3f-popup-closed-v4', 'true')
    localStorage.setItem('art3f-popup-closed-announcement', value)
  }, popupClosedValue())
}

/** Stops the welcome popup and the cookie banner from covering what a test looks at. */
export async function quietOverlays(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))
  await storePopupClosed(page)
}

/** Every pre-rendered route, read from the built sitemap (so new cities are covered). */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.resolve('dist/client/sitemap.xml'), 'utf8')
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/')
}

export function siteContent<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(fs.readFileSync(path.resolve('content', file), 'utf8')) as T
}
