// The rule that picks CI's lane from a change's paths: the owner's content-only edits take
// the content lane, anything else (code, schemas, configuration, the workflow) the whole suite.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_SMOKE_ROUTES, chooseLane, imageReferences, routesOf, smokeRoutes } from '../../scripts/ci-lane.js'

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
