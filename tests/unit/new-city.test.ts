import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { formatError } from '../../lib/content/content-error.js'
import { validateContent } from '../../lib/node/validate.js'

const dirs: string[] = []
function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-city-'))
  fs.cpSync(path.resolve('content'), dir, { recursive: true })
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

// tsx as a loader in the script's own process: the tsx command would start a second one.
const run = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-city.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: dir },
  })

describe('npm run new-city', () => {
  it('writes a skeleton that fails validation until its text is written, then passes', () => {
    const dir = copy()
    const result = run(dir, 'saint-cloud', '--town', 'Saint-Cloud', '--postcode', '92210', '--region', 'Île-de-France')
    expect(result.status).toBe(0)
    const file = path.join(dir, 'cities/saint-cloud.json')
    const before = validateContent(dir).errors.map(formatError)
    expect(before.some((line) => line.includes('saint-cloud.json: /area: still says "À compléter"'))).toBe(true)

    // A maintainer fills in the text (here mechanically) and links the town from coverage.
    // Captions of placeholder pictures name no town (they illustrate the kind of work).
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/À compléter\u00a0: ([^"<]*)/g, (_, what: string) => (what.startsWith('légende') ? what : `Saint-Cloud, ${what}`))
    fs.writeFileSync(file, text)
    const coverage = JSON.parse(fs.readFileSync(path.join(dir, 'coverage.json'), 'utf8'))
    for (const place of [...coverage.groups.flatMap((group: { places: unknown[] }) => group.places), ...coverage.grid])
      if (place.name === 'Saint-Cloud') place.url = '/saint-cloud'
    fs.writeFileSync(path.join(dir, 'coverage.json'), JSON.stringify(coverage))
    expect(validateContent(dir).errors.map(formatError)).toEqual([])
  })

  it('refuses an existing slug, a bad postcode, a bad slug and a static route', () => {
    const dir = copy()
    const existing = run(dir, 'lyon', '--town', 'Lyon', '--postcode', '69002', '--region', 'Auvergne-Rhône-Alpes')
    expect(existing.status).toBe(1)
    expect(existing.stderr).toContain('content/cities/lyon.json already exists')
    const postcode = run(dir, 'sevres', '--town', 'Sèvres', '--postcode', '9231', '--region', 'Île-de-France')
    expect(postcode.status).toBe(1)
    expect(postcode.stderr).toContain('"9231" is not a postcode of FR')
    expect(run(dir, 'Sèvres', '--town', 'Sèvres', '--postcode', '92310', '--region', 'Île-de-France').stderr).toContain(
      'is not a valid slug',
    )
    expect(run(dir, 'contact', '--town', 'Contact', '--postcode', '92310', '--region', 'Île-de-France').stderr).toContain(
      'is taken by a page of the site',
    )
    expect(fs.existsSync(path.join(dir, 'cities/sevres.json'))).toBe(false)
  })
})
