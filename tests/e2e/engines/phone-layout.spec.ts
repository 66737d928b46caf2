// The home page's widgets at every width a visitor's screen may have, from a 320-px phone to
// a laptop: the enlarged salon poster is larger than its thumbnail (up to what the screen
// allows), and the service-area grid keeps two columns at least, its names wrapping inside
// their cells rather than overflowing them.
import { expect, openPage, quietOverlays, test } from '../fixtures.js'

const SCREENS = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]

for (const screen of SCREENS) {
  test.describe(`${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen })

    // One page load for both checks: the grid is measured before the poster opens over it.
    test('the area grid keeps two columns or more with no name overflowing its cell, and the poster opens larger than its thumbnail', async ({
      page,
    }) => {
      await quietOverlays(page)
      await openPage(page, '/')
      const grid = await page
        .locator('#zones ul')
        .first()
        .evaluate((list) => {
          const cells = [...list.children] as HTMLElement[]
          const columns = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().left))).size
          const overflowing = cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent)
          return { columns, overflowing, pageOverflow: document.documentElement.scrollWidth > window.innerWidth }
        })
      expect(grid.columns).toBeGreaterThanOrEqual(2)
      expect(grid.overflowing).toEqual([])
      expect(grid.pageOverflow).toBe(false)

      const thumbnail = page.locator('#salons [aria-haspopup="dialog"] img')
      const { width: small } = (await thumbnail.boundingBox())!
      await page.locator('#salons [aria-haspopup="dialog"]').click()
      const large = page.locator('dialog[open] img')
      await expect(large).toBeVisible()
      await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const box = (await large.boundingBox())!
      expect(box.width, `enlarged ${box.width} px against a ${small}-px thumbnail`).toBeGreaterThan(small)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width)
    })
  })
}
