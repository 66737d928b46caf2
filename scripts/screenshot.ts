// `npm run screenshots -- / /lyon`: full-page PNGs of the served site at desktop and mobile
// widths into screenshots/, to look at what a change did (needs `npm run preview` running).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { ROOT_DIR } from '../lib/node/root.js'

const base = process.env.BASE_URL ?? 'http://localhost:4173'
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const outDir = path.join(ROOT_DIR, 'screenshots')
fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  for (const route of paths.length ? paths : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' })
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'accepted'))
    await page.reload({ waitUntil: 'networkidle' })
    // Scroll through the page so lazy pictures load, and let the entrance animations end.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1600)
    const name = `${label}${route.replace(/\//g, '_') || '_'}.png`
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' })
    console.log(`screenshots/${name}`)
  }
  await page.close()
}
await browser.close()
