// The rule that picks CI's lane from a change's paths: the owner's content-only edits take
// the content lane, anything else (code, schemas, configuration, the workflow) the whole suite.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/node/load.js'
import { contentSecurityPolicy } from '../../lib/node/security-headers.js'
import { callbackData } from '../../lib/page-data.js'
import {
  DATA_DESTINATIONS,
  MAX_SMOKE_ROUTES,
  chooseLane,
  decideFromGit,
  githubOutput,
  imageReferences,
  movedDestinations,
  refusal,
  routesOf,
  smokeRoutes,
} from '../../scripts/ci-lane.js'
import { gitRepository } from '../support/git-repository.js'
import { readGitHubOutput } from '../support/github-output.js'

describe('chooseLane', () => {
  it('takes the content lane for changes of content/ only, pictures uploaded from the admin included', () => {
    expect(chooseLane(['content/salons/2026-11-lyon.json'])).toBe('content')
    expect(chooseLane(['content/announcement.json', 'content/images/salon-lyon.jpg', ''])).toBe('content')
    expect(chooseLane(['content/cities/chantilly.json', 'content/cities/old-name.json'])).toBe('content')
  })

  it('takes the whole suite as soon as one path is not content', () => {
    expect(chooseLane(['content/salons/x.json', 'schemas/salon.schema.json'])).toBe('full')
    expect(chooseLane(['schemas/city.schema.json'])).toBe('full')
    expect(chooseLane(['admin/config.json'])).toBe('full')
    expect(chooseLane(['content/site.json', '.github/workflows/ci.yml'])).toBe('full')
    expect(chooseLane(['content/x.json', 'package-lock.json'])).toBe('full')
    expect(chooseLane(['public/img/content/x.webp'])).toBe('full')
    // A folder merely named like content elsewhere is code.
    expect(chooseLane(['components/content/Card.tsx'])).toBe('full')
    expect(chooseLane(['content/../scripts/build.ts'])).toBe('full')
    // A name is taken as it is: a folder named « content» with a leading space is not content/.
    expect(chooseLane([' content/x.json'])).toBe('full')
  })

  it('takes the whole suite when the change is unknown (no path)', () => {
    expect(chooseLane([])).toBe('full')
    expect(chooseLane(['', '  '])).toBe('full')
  })
})

describe('the pages the smoke test opens', () => {
  it('maps each content file to the pages that show it', () => {
    expect(routesOf('content/cities/lyon.json')).toEqual(['/lyon'])
    expect(routesOf('content/services/lavage-tapis.json')).toEqual(['/services/lavage-tapis'])
    expect(routesOf('content/pages/a-propos.json')).toEqual(['/a-propos'])
    expect(routesOf('content/salons/2026-04-lyon.json')).toEqual(['/'])
    expect(routesOf('content/announcement.json')).toEqual(['/'])
    expect(routesOf('content/gallery/kachan-trous.json')).toEqual(['/'])
    expect(routesOf('content/coverage.json')).toEqual(['/a-proximite', '/'])
    expect(routesOf('content/site.json')).toEqual(['/', '/contact'])
  })

  it('opens a picture where the content uses it, the home page when nothing does', () => {
    const uses = (image: string) => (image === 'images/portfolio-02.svg' ? ['cities/lyon.json', 'cities/nice.json'] : [])
    expect(routesOf('content/images/portfolio-02.svg', uses)).toEqual(['/lyon', '/nice'])
    expect(routesOf('content/images/unused.jpg', uses)).toEqual(['/'])
  })

  it('lists each page once, sorted, and the home page for a change that shows nowhere', () => {
    expect(
      smokeRoutes(['content/cities/nice.json', 'content/salons/a.json', 'content/announcement.json', 'content/cities/lyon.json']),
    ).toEqual(['/', '/lyon', '/nice'])
    expect(smokeRoutes([])).toEqual(['/'])
    const many = Array.from({ length: 40 }, (_, index) => `content/cities/town-${String(index).padStart(2, '0')}.json`)
    expect(smokeRoutes(many)).toHaveLength(MAX_SMOKE_ROUTES)
    // A picture shown on many pages does not push out the page the change edits.
    const everywhere = () => many.map((file) => file.replace(/^content\//, ''))
    expect(smokeRoutes(['content/images/shared.jpg', 'content/cities/zz-last.json'], everywhere)[0]).toBe('/zz-last')
  })

  it('finds the content files that name a picture', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-lane-'))
    fs.mkdirSync(path.join(dir, 'cities'))
    fs.writeFileSync(path.join(dir, 'cities/lyon.json'), '{"portfolio":[{"src":"images/lyon-1.jpg"}]}')
    fs.writeFileSync(path.join(dir, 'home.json'), '{"hero":{"src":"images/lyon-1.jpg.old"}}')
    try {
      expect(imageReferences(dir)('images/lyon-1.jpg')).toEqual(['cities/lyon.json'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('what the content lane refuses or sends to the whole suite', () => {
  it('refuses litter under content/ (the reader skips it unchecked) and control characters in a path', () => {
    expect(refusal(['functions/oauth/x.ts', 'content/cities/lyon.json.bak'])).toMatch(
      /content\/cities\/lyon\.json\.bak is editor or system litter/,
    )
    expect(refusal(['content/.DS_Store'])).toBeDefined()
    expect(refusal(['content/cities/a.json~'])).toBeDefined()
    expect(refusal(['content/x\nlane=content'])).toMatch(/control character/)
    expect(refusal(['content/cities/lyon.json', 'scripts/build.ts'])).toBeUndefined()
  })

  it('names the data destinations a change of site.json moves', () => {
    const site = { url: 'https://a.example', relayBase: 'https://formsubmit.co', email: 'a@b.fr', name: 'Atelier' }
    const read = (changes: Record<string, string>) => (_file: string, side: 'before' | 'after') =>
      JSON.stringify(side === 'before' ? site : { ...site, ...changes })
    expect(movedDestinations(['content/site.json'], read({ name: 'Autre nom' }))).toEqual([])
    expect(movedDestinations(['content/site.json'], read({ relayBase: 'https://evil.example' }))).toEqual(['content/site.json#/relayBase'])
    expect(movedDestinations(['content/site.json'], read({ url: 'https://b.example', email: 'x@y.fr' }))).toEqual([
      'content/site.json#/url',
      'content/site.json#/email',
    ])
    // Not in the change: not read.
    expect(movedDestinations(['content/home.json'], () => undefined)).toEqual([])
  })

  it('lists every content value that reaches the form’s destination or the CSP', () => {
    const destinations = (content: ReturnType<typeof loadContent>) => {
      const data = callbackData(content)
      return JSON.stringify([data.relay, data.next, contentSecurityPolicy({ relay: data.relay.form, confirmation: data.next }, [])])
    }
    const loaded = loadContent()
    const original = destinations(loaded)
    const files = { 'content/site.json': 'site', 'content/callback-form.json': 'callbackForm' } as const
    for (const [file, key] of Object.entries(files)) {
      /** Every string leaf of the file, as JSON pointers. */
      const leaves = (value: unknown, pointer = ''): string[] =>
        typeof value === 'string'
          ? [pointer]
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([name, inner]) => leaves(inner, `${pointer}/${name}`))
            : []
      const moving = leaves(loaded[key]).filter((pointer) => {
        const content = structuredClone(loaded)
        const parts = pointer.split('/').slice(1)
        const parent = parts.slice(0, -1).reduce((value: any, part) => value[part], content[key])
        parent[parts.at(-1)!] = `${parent[parts.at(-1)!]}x`
        return destinations(content) !== original
      })
      expect(moving.sort(), file).toEqual([...(DATA_DESTINATIONS[file] ?? [])].sort())
    }
  })

  it('writes its outputs so that no file name can end the list or add an output', () => {
    const names = ['EOF', 'lane=content', 'ghadelimiter_0', 'zz<<EOF', 'changed<<ghadelimiter_0']
    const draws = ['0', '1']
    const text = githubOutput({ lane: 'full', changed: names }, () => draws.shift()!)
    // The first draw is a name of the change: drawn again.
    expect(text).toContain('changed<<ghadelimiter_1\n')
    expect(readGitHubOutput(text)).toEqual({ lane: 'full', changed: names.join('\n') })
    expect(readGitHubOutput(githubOutput({ lane: 'content', changed: ['EOF', 'content/a.json'] }))).toEqual({
      lane: 'content',
      changed: 'EOF\ncontent/a.json',
    })
  })
})

describe('the lane of a change, read from git', () => {
  const repo = gitRepository()
  afterAll(() => repo.remove())

  it('is the content lane for content only, the whole suite for code or an unknown base', () => {
    const base = repo.head()
    const content = repo.commit({ 'content/cities/lyon.json': '{"name":"Lyon 2"}' })
    expect(decideFromGit(repo.dir, base, content)).toEqual({ lane: 'content', changed: ['content/cities/lyon.json'] })
    const code = repo.commit({ 'scripts/x.ts': 'export {}' })
    expect(decideFromGit(repo.dir, base, code).lane).toBe('full')
    expect(decideFromGit(repo.dir, '0000000000000000000000000000000000000000', code).lane).toBe('full')
    expect(decideFromGit(repo.dir, '', code).lane).toBe('full')
    expect(decideFromGit(repo.dir, 'deadbeefdeadbeef', code).lane).toBe('full')
    expect(decideFromGit(repo.dir, '--output=/tmp/x', code).lane).toBe('full')
  })

  it('sees a rename into content/ as the removal of code it is', () => {
    const base = repo.head()
    const moved = repo.rename('functions/oauth/callback.ts', 'content/cities/callback.json')
    expect(decideFromGit(repo.dir, base, moved)).toMatchObject({
      lane: 'full',
      changed: ['content/cities/callback.json', 'functions/oauth/callback.ts'],
    })
  })

  it('refuses a rename into a litter name under content/', () => {
    const base = repo.head()
    const moved = repo.rename('tests/unit/a.test.ts', 'content/cities/a.bak')
    expect(decideFromGit(repo.dir, base, moved)).toMatchObject({ refused: true })
  })

  it('reads names with a newline whole (NUL-separated) and refuses them', () => {
    const base = repo.head()
    const odd = repo.commit({ 'content/x\nlane=content': '{}' })
    const decision = decideFromGit(repo.dir, base, odd)
    expect(decision.changed).toEqual(['content/x\nlane=content'])
    expect(decision.refused).toBe(true)
  })

  it('takes the whole suite when a content change moves where visitors’ data goes', () => {
    const site = (relayBase: string, name = 'Atelier') => JSON.stringify({ url: 'https://a.example', relayBase, email: 'a@b.fr', name })
    const start = repo.commit({ 'content/site.json': site('https://formsubmit.co') })
    const renamed = repo.commit({ 'content/site.json': site('https://formsubmit.co', 'Autre') })
    expect(decideFromGit(repo.dir, start, renamed).lane).toBe('content')
    const moved = repo.commit({ 'content/site.json': site('https://evil.example') })
    expect(decideFromGit(repo.dir, renamed, moved)).toMatchObject({ lane: 'full', reason: expect.stringContaining('#/relayBase') })
  })
})
