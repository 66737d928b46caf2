// lib/node/clean-urls.ts: from a pre-rendered file to its route, and from a URL path to its file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileForPath, routeOfFile } from '../../lib/node/clean-urls.js'

describe('routeOfFile', () => {
  it('maps index files to their folder and other pages to their name', () => {
    expect(routeOfFile('index.html')).toBe('/')
    expect(routeOfFile('contact/index.html')).toBe('/contact')
    expect(routeOfFile('services/lavage-tapis/index.html')).toBe('/services/lavage-tapis')
    expect(routeOfFile('404.html')).toBe('/404')
    expect(routeOfFile('services\\lavage-tapis\\index.html')).toBe('/services/lavage-tapis')
  })

  it('keeps a name that merely ends in index.html', () => {
    expect(routeOfFile('reindex.html')).toBe('/reindex')
  })
})

describe('fileForPath', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-urls-'))
  const root = path.join(parent, 'client')
  for (const file of ['index.html', 'contact/index.html', '404.html', 'img/a.webp', 'empty/.keep']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), file)
  }
  // A sibling folder whose name starts like root's: a path must not reach it.
  fs.mkdirSync(path.join(parent, 'client-other'))
  fs.writeFileSync(path.join(parent, 'client-other/secret.html'), 'no')
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }))

  const served = (pathname: string) => {
    const file = fileForPath(root, pathname)
    return file && path.relative(root, file).split(path.sep).join('/')
  }

  it('serves a file as it is, a folder by its index.html, a page by <name>.html', () => {
    expect(served('/')).toBe('index.html')
    expect(served('/img/a.webp')).toBe('img/a.webp')
    expect(served('/contact')).toBe('contact/index.html')
    expect(served('/contact/')).toBe('contact/index.html')
    expect(served('/404')).toBe('404.html')
  })

  it('finds nothing for a missing page, a folder without index.html or a path out of root', () => {
    expect(served('/nope')).toBeUndefined()
    expect(served('/empty')).toBeUndefined()
    expect(served('/404/')).toBeUndefined()
    expect(served('/../client-other/secret.html')).toBeUndefined()
    expect(served('/../client-other/secret')).toBeUndefined()
  })
})
