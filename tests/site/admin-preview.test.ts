// The admin's preview is the page: the preview bundle the admin loads (dist/client/admin/
// assets/preview.<hash>.js, run here in Node as the browser runs it) renders a town and the home page
// from the content of content/, and its HTML is the build's (dist/client), shell and main
// content alike: same text, same elements, same classes, same pictures. Then an edit shows
// in it, and the welcome popup's switch takes the popup off the page.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createAjv } from '../../lib/content/ajv.js'
import { readSchemas } from '../../lib/node/schemas.js'
import { listFiles } from '../../lib/node/files.js'
import type { createPreviewRenderer as Create } from '../../admin/preview/index.js'
import { ADMIN_PREFIX, CONTENT, DIST, page } from './built-site.js'

const ASSETS = path.join(DIST, ADMIN_PREFIX, 'assets')
const PREVIEW = fs.readdirSync(ASSETS).find((name) => /^preview\.[0-9a-f]{10}\.js$/.test(name))!
const { createPreviewRenderer } = (await import(pathToFileURL(path.join(ASSETS, PREVIEW)).href)) as {
  createPreviewRenderer: typeof Create
}

/** Every document of content/, by path relative to it: what the admin reads through its backend. */
const documents = new Map(
  listFiles(CONTENT)
    .files.filter((file) => file.endsWith('.json'))
    .map((file) => [file, JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as unknown]),
)
const home = page('/')
const sprite = /<use href="([^"#]+)#/.exec(home.html)![1]
const renderer = await createPreviewRenderer(createAjv(readSchemas()), {
  manifest: JSON.parse(fs.readFileSync(path.join(DIST, ADMIN_PREFIX, 'images.json'), 'utf8')),
  assetUrl: (src) => `/admin/media/${src}`,
  sprite,
})

/** What <div id="root"> holds (the page, in its shell), and its <main>. */
const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script id="islands-data"/.exec(html)![1]
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0]
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\r\n]+/g, ' ')
    .trim()
const tags = (html: string) => [...html.matchAll(/<([a-z][\w-]*)/g)].map((match) => match[1])

describe('the admin’s preview renders the build’s pages', () => {
  const town =
    [...documents.keys()].find((file) => file === 'cities/lyon.json') ?? [...documents.keys()].find((file) => file.startsWith('cities/'))!
  const townRoute = `/${(documents.get(town) as { slug: string }).slug}`
  const content = renderer.content(documents)

  for (const [what, route] of [
    ['a town', townRoute],
    ['the home page', '/'],
  ] as const) {
    it(`${what} (${route}): the same main content, text and structure, as the build’s`, () => {
      const built = root(page(route).html)
      const previewed = renderer.page(content, route)!
      expect(text(main(previewed))).toBe(text(main(built)))
      expect(tags(main(previewed))).toEqual(tags(main(built)))
      expect(text(main(previewed)).length).toBeGreaterThan(500)
      // And the whole of it, header and footer included, byte for byte.
      expect(previewed).toBe(built)
    })
  }

  it('shows the entry being edited: a town’s description as typed, sanitised as the build does', () => {
    const city = documents.get(town) as { description: string }
    const edited = {
      ...city,
      description: '<p>Une phrase écrite à l’instant dans l’éditeur.</p><script>alert(1)</script>',
    }
    const previewed = renderer.page(renderer.content(documents, { file: town, data: edited, previous: town }), townRoute)!
    expect(text(main(previewed))).toContain('Une phrase écrite à l’instant dans l’éditeur.')
    expect(previewed).not.toContain('<script')
    expect(text(main(previewed))).not.toBe(text(main(root(page(townRoute).html))))
  })

  it('a salon takes its place in the home page’s salon section, in French dates', () => {
    const salon = {
      $schema: '../../schemas/salon.schema.json',
      id: '2099-03-mulhouse',
      city: 'MULHOUSE',
      startDate: '2099-03-01',
      endDate: '2099-03-03',
    }
    const previewed = renderer.page(renderer.content(documents, { file: `salons/${salon.id}.json`, data: salon }), '/')!
    const section = /<section[^>]*id="salons"[\s\S]*?<\/section>/.exec(previewed)![0]
    expect(text(section)).toContain('MULHOUSE')
    expect(text(section)).toContain('1er–3\u00a0mars\u00a02099')
  })

  it('the popup as a visitor sees it, and none once « Afficher la fenêtre » is unticked', () => {
    const announcement = documents.get('announcement.json') as { title: string; enabled: boolean }
    expect(text(renderer.popup(content))).toContain(announcement.title)
    expect(renderer.popup(content)).toMatch(/^<dialog open=""/)
    expect(renderer.page(content, '/')).toContain('data-island="welcome-popup"')
    const off = renderer.content(documents, { file: 'announcement.json', data: { ...announcement, enabled: false } })
    expect(renderer.popup(off)).toBe('')
    expect(renderer.page(off, '/')).not.toContain('data-island="welcome-popup"')
  })
})
