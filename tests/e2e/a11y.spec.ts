// Accessibility: axe (WCAG 2.0/2.1/2.2 A + AA) finds nothing on every page type and in
// every open state, and the site works with the keyboard alone.
import AxeBuilder from '@axe-core/playwright'
import type { ElementHandle, Page } from '@playwright/test'
import { NOT_FOUND, PAGE_TYPES } from '../support/page-types.js'
import { expect, openPage, quietOverlays, storePopupClosed, test } from './fixtures.js'

const RELAY = 'https://formsubmit.co/ajax/atelier@example.com'
const FORM_NOW = new Date('2026-11-22T10:00:00')
const POPUP_NOW = new Date('2025-11-01T10:00:00')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Waits until no finite CSS animation or transition is still running (modals, notices). */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  )
}

/** Runs axe and fails with every violation's id, help and target selectors. */
async function expectNoViolations(page: Page, where: string) {
  await settle(page)
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  // One line per violating element, so a failure reads as a list and not as a deep diff.
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.id}] ${violation.help} — target ${JSON.stringify(node.target)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  )
  expect(found, `axe violations on ${where}:\n${found.join('\n')}`).toEqual([])
}

const storeConsent = (page: Page) => page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'))

test.describe('axe: every page type', () => {
  for (const route of PAGE_TYPES) {
    test(`${route} has no violation`, async ({ page }) => {
      await quietOverlays(page)
      const response = await openPage(page, route)
      expect(response?.status()).toBe(200)
      await expectNoViolations(page, route)
    })
  }

  test('the 404 page has no violation', async ({ page, consoleLog }) => {
    consoleLog.allow(/404/)
    await quietOverlays(page)
    const response = await openPage(page, NOT_FOUND)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expectNoViolations(page, `404 (${NOT_FOUND})`)
  })
})

test.describe('axe: open states', () => {
  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the mobile menu open', async ({ page }) => {
      await quietOverlays(page)
      await openPage(page, '/lyon')
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true')
      await expectNoViolations(page, 'mobile menu open (/lyon, 390×844)')
    })
  })

  // The home page in one state (consent given, popup closed): the submenu open, then, closed
  // again, the poster dialog open; axe on each.
  test('the desktop services submenu open, then the poster dialog open', async ({ page }) => {
    await quietOverlays(page)
    await openPage(page, '/')
    await test.step('the desktop services submenu open', async () => {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' })
      const toggle = nav.getByRole('button', { name: 'Afficher les services' })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(nav.getByRole('link', { name: 'Lavage' })).toBeVisible()
      await expectNoViolations(page, 'services submenu open (/)')
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
    await test.step('the poster dialog open', async () => {
      await page.getByRole('button', { name: 'Agrandir l’affiche' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('img')).toBeVisible()
      await expectNoViolations(page, 'poster dialog open (/)')
    })
  })

  test('the welcome popup open', async ({ page }) => {
    await storeConsent(page)
    await page.clock.install({ time: POPUP_NOW })
    await openPage(page, '/')
    await page.clock.runFor(1100)
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.clock.runFor(1000) // let the opening transition end
    await expectNoViolations(page, 'welcome popup open (/)')
  })

  for (const route of ['/', '/contact']) {
    test(`the cookie banner shown on ${route}`, async ({ page }) => {
      await storePopupClosed(page)
      await openPage(page, route)
      await expect(page.getByRole('button', { name: 'Accepter tous les cookies' })).toBeVisible()
      await expectNoViolations(page, `cookie banner shown (${route})`)
    })
  }

  test('the form in its invalid state, then the calendar open', async ({ page }) => {
    await quietOverlays(page)
    await page.clock.setFixedTime(FORM_NOW)
    let sent = 0
    await page.route(RELAY, async (route) => {
      sent++
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
    })
    await openPage(page, '/contact')
    const form = page.locator('form#contact-form')
    await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
    await expect(form.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Date de rappel')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Heure de rappel')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toBe(0)
    await expectNoViolations(page, 'form invalid state (/contact)')

    await test.step('the calendar open', async () => {
      await page.getByRole('button', { name: 'Ouvrir le calendrier' }).click()
      const dropdown = page.getByRole('group', { name: 'Calendrier' })
      await expect(dropdown.getByText('novembre 2026')).toBeVisible()
      await expect(dropdown.getByRole('button', { name: '27 novembre 2026' })).toBeVisible()
      await expectNoViolations(page, 'calendar open (/contact)')
    })
  })

  for (const [outcome, status, body, notice] of [
    ['success', 200, '{"success":"true"}', 'Message envoyé !'],
    ['error', 500, 'Server error', 'Une erreur est survenue. Veuillez réessayer.'],
  ] as const) {
    test(`the ${outcome} notice`, async ({ page, consoleLog }) => {
      consoleLog.allow(/Failed to load resource|500/)
      await quietOverlays(page)
      await page.clock.setFixedTime(FORM_NOW)
      await page.route(RELAY, (route) => route.fulfill({ status, contentType: status === 200 ? 'application/json' : 'text/plain', body }))
      await openPage(page, '/contact')
      const form = page.locator('form#contact-form')
      await form.getByLabel('Téléphone').fill('06 12 34 56 78')
      await form.getByLabel('Date de rappel').fill('2026-11-25')
      await form.getByLabel('Heure de rappel').selectOption('14:30')
      await form.getByRole('button', { name: 'Être rappelé gratuitement' }).click()
      await expect(page.getByText(notice)).toBeVisible()
      await expectNoViolations(page, `${outcome} notice (/contact)`)
    })
  }
})

/** A short, readable name for the focused element, for assertion messages. */
function describe(handle: ElementHandle<Element>) {
  return handle.evaluate((element) => {
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 40) ?? ''
    const extra = element.getAttribute('name') ?? element.getAttribute('href') ?? ''
    return `<${element.tagName.toLowerCase()}${extra ? ` ${extra}` : ''}> "${name.replace(/\s+/g, ' ')}"`
  })
}

async function focused(page: Page): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(() =>
    document.activeElement && document.activeElement !== document.body ? document.activeElement : null,
  )
  return handle.asElement()
}

/** The focus-indicator relevant computed styles of an element. */
function ring(handle: ElementHandle<Element>) {
  return handle.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
    }
  })
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await quietOverlays(page)
    await page.clock.setFixedTime(FORM_NOW)
  })

  test('from the top of /contact, Tab reaches the skip link first, then the header links', async ({ page }) => {
    await openPage(page, '/contact')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu' })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute('href', '#contenu')
    await expect(skip).toBeInViewport()

    // Visible, focusable header elements in document order: each next Tab lands on the next one.
    const header = page.locator('header').first()
    const expected = await header.evaluate((element) =>
      [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ]
        .filter((node) => node.offsetParent !== null && getComputedStyle(node).visibility !== 'hidden')
        .map((node) => node.getAttribute('aria-label') ?? node.innerText.trim()),
    )
    expect(expected.slice(0, 6)).toEqual([
      expect.any(String),
      'Accueil',
      'Nos Services',
      'Afficher les services',
      "Zones d'intervention",
      'À Propos',
    ])
    expect(expected).toContain('Contact')
    expect(expected).toContain('Rappel Gratuit')
    for (const name of expected) {
      await page.keyboard.press('Tab')
      const current = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        return { inHeader: !!element?.closest('header'), name: element?.getAttribute('aria-label') ?? element?.innerText.trim() }
      })
      expect(current, `Tab after the skip link should reach "${name}" in the header`).toEqual({ inHeader: true, name })
    }

    // The skip link itself works: Enter moves focus to the main content.
    await skip.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#contenu')).toBeFocused()
  })

  test('every element reached by Tab on /contact shows a visible focus indicator', async ({ page }) => {
    await openPage(page, '/contact')
    // Measure final states, not a transition's first frame.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
    const missing: string[] = []
    const seen: string[] = []
    let previous: { handle: ElementHandle<Element>; label: string; style: Awaited<ReturnType<typeof ring>> } | null = null
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Tab')
      const handle = await focused(page)
      if (previous && handle && (await handle.evaluate((element, other) => element === other, previous.handle))) continue // date segments
      if (previous) {
        const unfocused = await ring(previous.handle)
        if (unfocused.outline === previous.style.outline && unfocused.boxShadow === previous.style.boxShadow) {
          missing.push(`${previous.label}: focused ${JSON.stringify(previous.style)} = unfocused ${JSON.stringify(unfocused)}`)
        }
        previous = null
      }
      if (!handle) break // focus left the page: every element was visited
      const label = await describe(handle)
      if (seen.includes(label) && seen[0] === label) break // wrapped around
      seen.push(label)
      previous = { handle, label, style: await ring(handle) }
    }
    expect(seen.length, `elements reached by Tab: ${seen.join(', ')}`).toBeGreaterThan(15)
    expect(seen.some((label) => label.includes('telephone'))).toBe(true)
    expect(missing, `focused elements without a visible focus indicator:\n${missing.join('\n')}`).toEqual([])
  })

  test('the whole form can be filled and submitted with the keyboard alone', async ({ page }) => {
    const requests: string[] = []
    await page.route(RELAY, async (route) => {
      requests.push(route.request().postDataBuffer()?.toString('utf8') ?? '')
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":"true"}' })
    })
    await openPage(page, '/contact')
    const form = page.locator('form#contact-form')
    const telephone = form.getByLabel('Téléphone')

    // Tab from the top of the page until the first field has focus.
    for (let step = 0; step < 80 && !(await telephone.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab')
    await expect(telephone).toBeFocused()
    await page.keyboard.type('06 12 34 56 78')

    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Email')).toBeFocused()
    await page.keyboard.type('client@example.org')

    await page.keyboard.press('Tab')
    const date = form.getByLabel('Date de rappel')
    await expect(date).toBeFocused()
    // The segment order follows the browser's locale; type the date in that order.
    const order = await page.evaluate(() =>
      new Intl.DateTimeFormat(navigator.language)
        .formatToParts(new Date(2026, 10, 25))
        .filter((part) => ['day', 'month', 'year'].includes(part.type))
        .map((part) => part.type),
    )
    const segments: Record<string, string> = { day: '25', month: '11', year: '2026' }
    for (const part of order) await page.keyboard.type(segments[part])
    await expect(date).toHaveValue('2026-11-25')

    // Leave the date field (its segments are tab stops too), past the calendar button.
    const time = form.getByLabel('Heure de rappel')
    for (let step = 0; step < 6 && !(await time.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press('Tab')
    await expect(time).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(time).toHaveValue('09:00')

    for (const [label, value] of [
      ['Type de tapis', 'persan'],
      ['Problème constaté', 'trous'],
      ['Service souhaité', 'restauration'],
    ] as const) {
      await page.keyboard.press('Tab')
      await expect(form.getByLabel(label)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(form.getByLabel(label)).toHaveValue(value)
    }

    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Message')).toBeFocused()
    await page.keyboard.type('Tapis persan, franges usées.')

    await page.keyboard.press('Tab')
    const submit = form.getByRole('button', { name: 'Être rappelé gratuitement' })
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page.getByText('Message envoyé !')).toBeVisible()
    await expect(page.getByText('Nous vous rappellerons dans les plus brefs délais.')).toBeVisible()
    expect(requests).toHaveLength(1)
    for (const value of [
      '06 12 34 56 78',
      'client@example.org',
      '2026-11-25',
      '09:00',
      'persan',
      'trous',
      'restauration',
      'Tapis persan, franges usées.',
    ])
      expect(requests[0]).toContain(value)
    await expect(telephone).toHaveValue('')
  })
})
