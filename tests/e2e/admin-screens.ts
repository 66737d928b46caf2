// The admin's screens as the owner uses them, shared by the local-mode test (admin.spec.ts)
// and the production one (admin-github.spec.ts), so both drive Decap the same way.
import type { Page } from '@playwright/test'

/** A field of the form by its property name (Decap's ids are `<name>-field-<n>`); the last
 *  one in the page, which is the newest list item when lists are filled top to bottom. */
export const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`).last()

/** « Publier » → « Publier maintenant »: in local mode it writes the file; in production it
 *  merges the entry's pull request once its status is « Prêt ». */
export async function publish(page: Page) {
  await page.getByRole('button', { name: /^Publier$/ }).click()
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click()
}

/** The owner's refusal notice, which stays until « Fermer ». */
export const notice = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Fermer' }) })
