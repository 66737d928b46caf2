import { chromium } from '@playwright/test'
import type { AddressInfo } from 'node:net'
import { createStaticServer } from './scripts/serve.js'
import { coveredControlsScript, PHONE_SCREENS } from './tests/engines/covered.js'
import { CHROMIUM, CHROMIUM_SWITCHES } from './tests/support/chromium.js'
const server = createStaticServer()
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_SWITCHES })
for (const js of [false]) for (const screen of PHONE_SCREENS) for (const route of ['/', '/contact', '/lyon']) {
  const context = await browser.newContext({ viewport: screen, isMobile: true, hasTouch: true, javaScriptEnabled: js })
  const page = await context.newPage()
  await page.goto(base + route)
  const found = await page.evaluate(coveredControlsScript('screen'))
  console.log(js ? 'js' : 'nojs', screen.width, route, JSON.stringify(found))
  if (route === '/contact' && screen.width === 390) await page.screenshot({ path: '/tmp/suite/contact-390-nojs.png' })
  await context.close()
}
await browser.close(); server.close()
