// The call-back form as the browser receives it, before any script: on every page that has
// it, a real multipart POST to the relay's standard endpoint with the relay's fields and
// `_next` = the confirmation page; no form of the site posts to the site itself. The
// confirmation page exists, is noindex and is neither in the sitemap nor in the menu.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALLBACK_FIELDS } from '../../lib/browser/callback-request.js'
import { DIST, all, builtPages, byTag, meta, page, readJson, site, text, type Element } from './built-site.js'

const RELAY_BASE = 'https://formsubmit.co'
const form = readJson<{ subjectPrefix: string; success: { title: string; text: string } }>('callback-form.json')

function hidden(el: Element): Record<string, string> {
  return Object.fromEntries(
    all(el, (input) => input.name === 'input' && input.attribs.type === 'hidden').map((input) => [input.attribs.name, input.attribs.value]),
  )
}

describe('the call-back form without script', () => {
  const withForm = builtPages().filter((p) => all(p.doc, (el) => el.name === 'form' && el.attribs.id === 'contact-form').length > 0)

  it('is on / and /contact', () => {
    expect(withForm.map((p) => p.route).sort()).toEqual(['/', '/contact'])
  })

  it.each(withForm.map((p) => [p.route, p] as const))('%s: posts multipart to the relay with its hidden fields', (_route, p) => {
    const el = all(p.doc, (node) => node.name === 'form' && node.attribs.id === 'contact-form')[0]
    expect(el.attribs.method).toBe('post')
    expect(el.attribs.enctype).toBe('multipart/form-data')
    expect(el.attribs.action).toBe(`${RELAY_BASE}/${site().email}`)
    expect(hidden(el)).toEqual({
      _subject: `${form.subjectPrefix} - ${site().name}`,
      _captcha: 'false',
      _template: 'table',
      _next: `${site().url}/merci`,
    })
    const names = all(el, (node) => ['input', 'select', 'textarea'].includes(node.name) && node.attribs.type !== 'hidden').map(
      (node) => node.attribs.name,
    )
    expect(names).toEqual(['_honey', ...CALLBACK_FIELDS])
  })

  it.each(withForm.map((p) => [p.route, p] as const))(
    '%s: the honeypot is out of sight, of the tab order and of screen readers',
    (_route, p) => {
      const honey = all(p.doc, (node) => node.name === 'input' && node.attribs.name === '_honey')[0]
      expect(honey.attribs.tabindex).toBe('-1')
      expect(honey.attribs.autocomplete).toBe('off')
      expect(honey.attribs.value).toBe('')
      const wrapper = honey.parent!.parent as Element
      expect(wrapper.attribs['aria-hidden']).toBe('true')
    },
  )

  it.each(withForm.map((p) => [p.route, p] as const))(
    '%s: the date carries no window: a page built weeks ago still accepts today',
    (_route, p) => {
      const date = all(p.doc, (node) => node.name === 'input' && node.attribs.name === 'date_rappel')[0]
      expect(date.attribs.type).toBe('date')
      expect(date.attribs).toHaveProperty('required')
      expect(date.attribs).not.toHaveProperty('min')
      expect(date.attribs).not.toHaveProperty('max')
    },
  )

  it('no form of the site posts to the site or lacks an action', () => {
    for (const p of builtPages()) {
      for (const el of byTag(p.doc, 'form')) expect(el.attribs.action, p.route).toMatch(/^https:\/\/formsubmit\.co\//)
    }
  })
})

describe('the confirmation page', () => {
  const merci = page('/merci')

  it('says the message was sent, with the phone numbers and a link home', () => {
    const body = text(merci.doc)
    expect(text(byTag(merci.doc, 'h1'))).toBe(form.success.title)
    expect(body).toContain(form.success.text)
    const hrefs = byTag(merci.doc, 'a').map((a) => a.attribs.href)
    expect(hrefs).toContain(`tel:${site().phones.landline.e164}`)
    expect(hrefs).toContain(`tel:${site().phones.mobile.e164}`)
    expect(hrefs).toContain('/')
  })

  it('is noindex, out of the sitemap and linked from no page', () => {
    expect(meta(merci, 'robots')).toEqual(['noindex'])
    expect(fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')).not.toContain('/merci')
    for (const p of builtPages())
      expect(
        byTag(p.doc, 'a').filter((a) => a.attribs.href?.includes('merci')),
        p.route,
      ).toEqual([])
  })
})
