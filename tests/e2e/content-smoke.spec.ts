// The content lane's browser smoke (`npm run test:content`): the pages a content change shows
// on (SMOKE_ROUTES, one a line, from scripts/ci-lane.ts) open in Chromium from the built site,
// hydrate, show their heading, and log no error nor CSP violation. Without SMOKE_ROUTES (in
// `npm test`) it opens the home page.
import { expect, openPage, quietOverlays, test } from './fixtures.js'

const routes = (process.env.SMOKE_ROUTES ?? '/')
  .split('\n')
  .map((route) => route.trim())
  .filter(Boolean)

for (const route of routes) {
  test(`the changed page ${route} opens, hydrates and shows its heading`, async ({ page }) => {
    await quietOverlays(page)
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    )
    const response = await openPage(page, route)
    expect(response?.status(), route).toBe(200)
    await expect(page.locator('h1').first()).toBeVisible()
    expect(violations).toEqual([])
  })
}
