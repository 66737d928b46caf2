// lib/node/clean-urls.ts: from a pre-rendered file to its route, and from a URL path to the answer
// Cloudflare Pages gives (tests/e2e/hosts.spec.ts checks the real engine answers the same).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileForPath, resolvePath, routeOfFile } from '../../lib/node/clean-urls.js'

describe('routeOfFile', () => {
  it('maps a page file to its route, the home page and a folder index to their slash', () => {
    expect(routeOfFile('index.html')).toBe('/')
    expect(routeOfFile('contact.html')).toBe('/contact')
    expect(routeOfFile('services/lavage-tapis.html')).toBe('/services/lavage-tapis')
    expect(routeOfFile('services\\lavage-tapis.html')).toBe('/services/lavage-tapis')
    expect(routeOfFile('404.html')).toBe('/404')
    expect(routeOfFile('admin/index.html')).toBe('/admin/')
  })

  it('keeps a name that merely ends in index.html', () => {
    expect(routeOfFile('reindex.html')).toBe('/reindex')
  })
})

describe('resolvePath', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-urls-'))
  const root = path.join(parent, 'client')
  // A page and a folder of the same name (services.html beside services/), as the build writes them.
  for (const file of [
    'index.html',
    'contact.html',
    'services.html',
    'services/lavage-tapis.html',
    '404.html',
    'robots.txt',
    'img/a.webp',
    'admin/index.html',
    'admin/admin.js',
    'empty/.keep',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), file)
  }
  // A sibling folder whose name starts like root's: a path must not reach it.
  fs.mkdirSync(path.join(parent, 'client-other'))
  fs.writeFileSync(path.join(parent, 'client-other/secret.html'), 'no')
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }))

  const answer = (pathname: string) => {
    const resolved = resolvePath(root, pathname)
    return 'file' in resolved ? path.relative(root, resolved.file).split(path.sep).join('/') : resolved
  }

  it('serves a page by <path>.html, a file as it is, a folder ending in / by its index.html', () => {
    expect(answer('/')).toBe('index.html')
    expect(answer('/contact')).toBe('contact.html')
    expect(answer('/services')).toBe('services.html')
    expect(answer('/services/lavage-tapis')).toBe('services/lavage-tapis.html')
    expect(answer('/robots.txt')).toBe('robots.txt')
    expect(answer('/img/a.webp')).toBe('img/a.webp')
    expect(answer('/admin/')).toBe('admin/index.html')
    expect(answer('/admin/admin.js')).toBe('admin/admin.js')
    expect(answer('/404')).toBe('404.html')
    expect(fileForPath(root, '/contact')).toBe(path.join(root, 'contact.html'))
  })

  it('redirects the other spellings of a page to its one URL, as Cloudflare Pages does', () => {
    expect(answer('/contact/')).toEqual({ redirect: '/contact' })
    expect(answer('/services/')).toEqual({ redirect: '/services' })
    expect(answer('/services/lavage-tapis/')).toEqual({ redirect: '/services/lavage-tapis' })
    expect(answer('/contact.html')).toEqual({ redirect: '/contact' })
    expect(answer('/index.html')).toEqual({ redirect: '/' })
    expect(answer('/admin')).toEqual({ redirect: '/admin/' })
    expect(answer('/admin/index.html')).toEqual({ redirect: '/admin/' })
    expect(fileForPath(root, '/admin')).toBeUndefined()
  })

  it('finds nothing for a missing page, a folder without a page, a path out of root', () => {
    for (const pathname of [
      '/nope',
      '/nope/',
      '/nope.html',
      '/empty',
      '/empty/',
      '/../client-other/secret.html',
      '/../client-other/secret',
    ])
      expect(answer(pathname), pathname).toEqual({ missing: true })
  })

  it('never throws on a path the file system refuses', () => {
    for (const pathname of [
      '/robots.txt/',
      '/index.html/',
      '/contact.html/x',
      '/\0',
      `/${'a'.repeat(300)}`,
      `/${'a'.repeat(300)}/`,
      'relative',
    ])
      expect(answer(pathname), pathname).toEqual({ missing: true })
  })
})
