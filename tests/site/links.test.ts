// Link check over the built site: every internal href resolves to a built page or file,
// every #anchor to an id of its target page, and every resource URL (img, srcset, source,
// link, script, and url() in the built CSS) to a file in dist/client.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeOfFile } from '../../lib/node/clean-urls.js'
import { DIST, all, builtFiles, builtPages, requestedResources, resolveSitePath, site, type BuiltPage } from './built-site.js'

const pages = builtPages()

/** Ids per built HTML file (relative path), for anchor checks across pages. */
const idsByFile = new Map<string, Set<string>>(
  pages.map((p) => [p.file, new Set(all(p.doc, (el) => el.attribs.id !== undefined).map((el) => el.attribs.id))]),
)

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//')

/** A problem, or undefined, for an internal href (may carry a #fragment). */
function checkHref(from: BuiltPage, href: string): string | undefined {
  const [pathPart, fragment] = href.split('#', 2) as [string, string | undefined]
  let targetFile: string | undefined
  if (pathPart === '') targetFile = from.file
  else {
    targetFile = resolveSitePath(pathPart)
    if (!targetFile) return `${href}: no page or file in dist/client`
  }
  if (fragment !== undefined && fragment !== '') {
    const ids = idsByFile.get(targetFile)
    if (!ids) return `${href}: #${fragment} points into ${targetFile}, which is not an HTML page`
    if (!ids.has(decodeURIComponent(fragment))) return `${href}: no element with id "${fragment}" in ${targetFile}`
  }
  return undefined
}

describe('links in the built site', () => {
  it('every internal href and #anchor of every page resolves', () => {
    const broken: string[] = []
    let checked = 0
    for (const p of pages) {
      for (const el of all(p.doc, (e) => (e.name === 'a' || e.name === 'area') && e.attribs.href !== undefined)) {
        const href = el.attribs.href
        if (!isInternal(href) && !href.startsWith('#')) continue
        checked++
        const problem = checkHref(p, href)
        if (problem) broken.push(`${p.file}: <${el.name} href="${href}"> ${problem}`)
      }
    }
    expect(checked).toBeGreaterThan(1000)
    expect(broken).toEqual([])
  })

  it('every ARIA or label reference points to an id of the same page', () => {
    const broken: string[] = []
    for (const p of pages) {
      const ids = idsByFile.get(p.file)!
      for (const el of all(p.doc, (e) =>
        ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'].some((k) => e.attribs[k] !== undefined),
      )) {
        for (const key of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
          const value = el.attribs[key]
          if (value === undefined) continue
          for (const id of value.split(/\s+/).filter(Boolean))
            if (!ids.has(id)) broken.push(`${p.file}: <${el.name} ${key}="${value}">: no element with id "${id}"`)
        }
      }
    }
    expect(broken).toEqual([])
  })

  it('every img, srcset, source, link and script URL exists in dist/client', () => {
    const broken: string[] = []
    let checked = 0
    const own = site().url.replace(/\/$/, '')
    for (const p of pages) {
      for (const { what, url } of requestedResources(p)) {
        // Absolute URLs on the site's own origin must exist too; third parties are no-third-party.test.ts's business.
        const local = url.startsWith(`${own}/`) ? url.slice(own.length) : url
        if (!isInternal(local)) {
          if (/^(https?:)?\/\//.test(local) || local.startsWith('data:')) continue
          broken.push(`${p.file}: ${what} "${url}" is a relative URL (pages live at several depths: use a root-relative path)`)
          continue
        }
        checked++
        if (!resolveSitePath(local)) broken.push(`${p.file}: ${what} "${url}" does not exist in dist/client`)
      }
    }
    expect(checked).toBeGreaterThan(1000)
    expect(broken).toEqual([])
  })

  it('the og:image and twitter:image of every page exist in dist/client', () => {
    const own = site().url.replace(/\/$/, '')
    const broken: string[] = []
    for (const p of pages) {
      for (const el of all(
        p.doc,
        (e) => e.name === 'meta' && ['og:image', 'twitter:image'].includes(e.attribs.property ?? e.attribs.name ?? ''),
      )) {
        const url = el.attribs.content ?? ''
        if (!url.startsWith(`${own}/`) || !resolveSitePath(url.slice(own.length)))
          broken.push(`${p.file}: ${el.attribs.property ?? el.attribs.name} "${url}" is not a file of this site`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every url() in the built CSS resolves to a file in dist/client', () => {
    const cssFiles = builtFiles().filter((f) => f.endsWith('.css'))
    expect(cssFiles.length).toBeGreaterThan(0)
    const broken: string[] = []
    for (const file of cssFiles) {
      const css = fs.readFileSync(path.join(DIST, file), 'utf8')
      for (const match of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) {
        const url = match[2]
        if (url.startsWith('data:') || url.startsWith('#') || /^(https?:)?\/\//.test(url)) continue
        const sitePath = isInternal(url) ? url : `/${path.posix.normalize(path.posix.join(path.posix.dirname(file), url.split(/[?#]/)[0]))}`
        if (!resolveSitePath(sitePath)) broken.push(`${file}: url(${url}) does not exist in dist/client`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every built page maps to a route that resolves back to it', () => {
    for (const p of pages) expect(resolveSitePath(routeOfFile(p.file)), p.file).toBe(p.file)
  })
})
