// The admin's screens as the owner uses them, shared by the local-mode test
// (tests/e2e/admin.spec.ts), the production one (tests/e2e/admin-github.spec.ts) and the
// guide's pictures (scripts/guide-pictures.ts), so all drive Decap the same way.
import type { Locator, Page } from '@playwright/test'

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

/** Opens a screen of the admin afresh: a goto that changes only the hash would leave Decap's
 *  editor on the entry it showed (seen after a save in the editorial workflow). */
export async function openAfresh(page: Page, url: string) {
  await page.goto('about:blank')
  await page.goto(url)
}

/** Replaces a field's text. Decap's one-line fields keep what they hold when Playwright's
 *  fill() types over it (the value doubles), so the field is emptied first. */
export async function replaceText(target: Locator, value: string) {
  await target.fill('')
  await target.fill(value)
}

/** Opens a list's items when Decap shows them closed: the chevron beside the list's name (« Horaires »). */
export async function expandList(page: Page, first: Locator, listName: string) {
  if (await first.isVisible()) return
  await page
    .locator('xpath=//*[@data-testid="expand-button"]/..')
    .filter({ hasText: listName })
    .first()
    .getByTestId('expand-button')
    .click()
}
