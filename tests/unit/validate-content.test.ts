// validateContent() on a fresh copy of content/ broken one way per case: the exact line a
// maintainer reads (formatError) must name the file, the JSON pointer and the problem.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkImages } from '../../lib/node/check-images.js'
import { formatError } from '../../lib/content/content-error.js'
import { validateContent } from '../../lib/node/validate.js'
import { releaseProblems } from '../../lib/content/release.js'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
const copies: string[] = []

function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  fs.cpSync(CONTENT, dir, { recursive: true })
  copies.push(dir)
  return dir
}

function readJson(dir: string, file: string): any {
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
}

function writeJson(dir: string, file: string, data: unknown): void {
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`)
}

function edit(dir: string, file: string, change: (data: any) => void): void {
  const data = readJson(dir, file)
  change(data)
  writeJson(dir, file, data)
}

function lines(dir: string): string[] {
  return validateContent(dir, 'content').errors.map(formatError)
}

/**
 * The errors of a content copy in which a city was copied under another file name. The copy
 * also puts each 8-word run of its original on one more page, so the real content's runs
 * already on 3 pages are reported too (tested on their own in editorial-rules.test.ts): they
 * are left out here, where the rule under test is another.
 */
function linesBesidesRuns(dir: string): string[] {
  return lines(dir).filter((line) => !line.includes('-word run «'))
}

/** [group index, place index] of the coverage place with this name. */
function coveragePlace(dir: string, name: string): [number, number] {
  const coverage = readJson(dir, 'coverage.json')
  for (const [g, group] of coverage.groups.entries()) {
    const p = group.places.findIndex((place: { name: string }) => place.name === name)
    if (p >= 0) return [g, p]
  }
  throw new Error(`no coverage place named ${name}`)
}

afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('validateContent', () => {
  it('finds no error in the real content', () => {
    const result = validateContent(CONTENT, 'content')
    expect(result.errors.map(formatError)).toEqual([])
    expect(result.fileCount).toBeGreaterThan(100)
  })

  it('passes plain validation but not the release check while the identity has placeholders', () => {
    const result = validateContent(CONTENT, 'content')
    expect(result.errors).toEqual([])
    const pointers = releaseProblems(result.documents)
      .filter((problem) => problem.file === 'site.json')
      .map((problem) => problem.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/legalForm',
        '/siret',
        '/email',
        '/url',
        '/builder/url',
        '/phones/landline/display',
        '/phones/mobile/display',
      ]),
    )
  })

  it('rejects a local page copied under a new slug with only the town changed', () => {
    const dir = copyContent()
    const city = readJson(dir, 'cities/lyon.json')
    const renamed = JSON.parse(
      JSON.stringify(city)
        .replace(/Lyon/g, 'Lugdunum')
        .replace(/"slug":"lyon"/, '"slug":"lugdunum"'),
    )
    writeJson(dir, 'cities/lugdunum.json', renamed)
    expect(linesBesidesRuns(dir)).toEqual([
      'content/cities/lugdunum.json: /: shares 100 % of its 5-word sequences with content/cities/lyon.json (limit 35 %): rewrite the copied sentences with facts about this town',
    ])
  })

  it('gives line and column of a JSON syntax error', () => {
    const dir = copyContent()
    fs.writeFileSync(
      path.join(dir, 'salons/2026-03-nantes.json'),
      '{\n  "id": "2026-03-nantes",\n  "city": "NANTES"\n  "startDate": "2026-03-06",\n  "endDate": "2026-03-08"\n}\n',
    )
    expect(lines(dir)).toEqual([
      'content/salons/2026-03-nantes.json: /: invalid JSON at line 4, column 3: expected "," before this value (a missing comma, or a " inside a text that must be written \\")',
    ])
  })

  it('reports a missing required field', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => delete city.area)
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /: missing required field "area"'])
  })

  it('reports a value of the wrong type', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.neighborhoods[2] = 3))
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /neighborhoods/2: must be string'])
  })

  it('reports an unknown field', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.colour = 'rouge'))
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /: unknown field "colour" (not in the schema; check its spelling)'])
  })

  it('rejects a date that is not a calendar day', () => {
    const dir = copyContent()
    edit(dir, 'salons/2026-03-nantes.json', (salon) => (salon.startDate = '2026-02-30'))
    expect(lines(dir)).toEqual(['content/salons/2026-03-nantes.json: /startDate: must be a valid date (YYYY-MM-DD, a real calendar day)'])
  })

  it('rejects a slug that breaks the slug pattern', () => {
    const dir = copyContent()
    const city = readJson(dir, 'cities/lyon.json')
    // A town of its own (named where the page must name it), so only the slug is wrong.
    const named = (text: string) => text.replace(/Lyon/g, 'Lyon Nord')
    writeJson(dir, 'cities/Lyon_Nord.json', {
      ...city,
      slug: 'Lyon_Nord',
      town: 'Lyon Nord',
      title: named(city.title),
      // A title within the 45 characters of the seo schema, whatever the length of Lyon's own.
      seo: { title: 'Tapis à Lyon Nord', description: named(city.seo.description) },
    })
    expect(linesBesidesRuns(dir)).toEqual([
      'content/cities/Lyon_Nord.json: /slug: must match pattern "^[a-z0-9]+(?:-[a-z0-9]+)*$"',
      'content/cities/Lyon_Nord.json: /: shares 99 % of its 5-word sequences with content/cities/lyon.json (limit 35 %): rewrite the copied sentences with facts about this town',
    ])
  })

  it('rejects two city files with the same slug', () => {
    const dir = copyContent()
    fs.copyFileSync(path.join(dir, 'cities/lyon.json'), path.join(dir, 'cities/lyon-2.json'))
    expect(linesBesidesRuns(dir)).toEqual([
      'content/cities/lyon-2.json: /slug: must equal the file name "lyon-2" (found "lyon")',
      'content/cities/lyon-2.json: /town: repeats the town of content/cities/lyon.json ("Lyon"): a new city needs its own town, postcode and text',
      'content/cities/lyon-2.json: /slug: route /lyon is already served by content/cities/lyon.json',
      'content/cities/lyon-2.json: /: shares 100 % of its 5-word sequences with content/cities/lyon.json (limit 35 %): rewrite the copied sentences with facts about this town',
    ])
  })

  it('rejects a file name that differs from the slug', () => {
    const dir = copyContent()
    fs.renameSync(path.join(dir, 'cities/lyon.json'), path.join(dir, 'cities/lyon-centre.json'))
    expect(lines(dir)).toEqual(['content/cities/lyon-centre.json: /slug: must equal the file name "lyon-centre" (found "lyon")'])
  })

  it('reports an image that does not exist', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.portfolio[1].src = 'images/portfolio-99.svg'))
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /portfolio/1/src: image not found: content/images/portfolio-99.svg'])
  })

  it('rejects markup in a plain-text field', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.town = '<b>Lyon</b>'))
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /town: must be plain text: HTML markup is not allowed in this field'])
  })

  // merci: the form's confirmation page, a route of its own without a content/pages file.
  it.each(['contact', 'merci'])('rejects a city slug that takes a static route (%s)', (slug) => {
    const dir = copyContent()
    const city = readJson(dir, 'cities/lyon.json')
    writeJson(dir, `cities/${slug}.json`, { ...city, slug, town: 'Contact' })
    expect(linesBesidesRuns(dir)).toEqual([
      `content/cities/${slug}.json: /slug: "${slug}" collides with the static route /${slug}: choose another slug`,
      expect.stringMatching(
        new RegExp(
          `^content/cities/${slug}\\.json: /: shares \\d+ % of its 5-word sequences with content/cities/lyon\\.json \\(limit 35 %\\)`,
        ),
      ),
    ])
  })

  it('keeps /admin for the admin page', () => {
    const dir = copyContent()
    const city = readJson(dir, 'cities/lyon.json')
    writeJson(dir, 'cities/admin.json', { ...city, slug: 'admin', town: 'Admin' })
    expect(linesBesidesRuns(dir)).toEqual([
      'content/cities/admin.json: /slug: "admin" collides with /admin/, the owner’s editor (Decap CMS): choose another slug',
      expect.stringMatching(/^content\/cities\/admin\.json: \/: shares \d+ % of its 5-word sequences with content\/cities\/lyon\.json/),
    ])
  })

  it('rejects a salon that ends before it starts', () => {
    const dir = copyContent()
    edit(dir, 'salons/2026-03-nantes.json', (salon) => (salon.endDate = '2026-03-05'))
    expect(lines(dir)).toEqual(['content/salons/2026-03-nantes.json: /endDate: must not be before startDate (2026-03-06)'])
  })

  it('a coverage place without a url links to its town’s page by itself (one edit for a new city); a wrong url is refused', async () => {
    const dir = copyContent()
    const [g, p] = coveragePlace(dir, 'Paris 8e')
    edit(dir, 'coverage.json', (coverage) => delete coverage.groups[g].places[p].url)
    expect(lines(dir)).toEqual([])
    const { loadContent } = await import('../../lib/node/load.js')
    expect(loadContent(dir).coverage.groups[g].places[p]).toEqual({ name: 'Paris 8e', url: '/paris-8e' })
    edit(dir, 'coverage.json', (coverage) => (coverage.groups[g].places[p].url = '/paris-7e'))
    expect(lines(dir)).toEqual([
      `content/coverage.json: /groups/${g}/places/${p}/url: "Paris 8e" must link to its own page /paris-8e, not /paris-7e`,
    ])
  })

  it('rejects a home grid region outside its closed list (a typo would make a group of its own)', () => {
    const dir = copyContent()
    edit(dir, 'coverage.json', (coverage) => (coverage.grid[0].region = 'Bretage'))
    const [line] = lines(dir)
    expect(line).toMatch(/^content\/coverage\.json: \/grid\/0\/region: must be one of: /)
    expect(line).toContain('Bretagne')
  })

  it('rejects a link to a page that does not exist', () => {
    const dir = copyContent()
    const [g, p] = coveragePlace(dir, 'Paris 9e')
    edit(dir, 'coverage.json', (coverage) => (coverage.groups[g].places[p].url = '/paris-9e'))
    expect(lines(dir)).toEqual([`content/coverage.json: /groups/${g}/places/${p}/url: links to /paris-9e, which is not a page of the site`])
  })

  it('rejects an ordinary space before ":" (French typography)', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.area = 'Lyon : les neuf arrondissements, sur rendez-vous.'))
    expect(lines(dir)).toEqual([
      'content/cities/lyon.json: /area: French typography: use a non-breaking space (\\u00a0) before ":" instead of an ordinary space',
    ])
  })

  describe('HTML fields', () => {
    const htmlCase = (html: string) => {
      const dir = copyContent()
      edit(dir, 'cities/lyon.json', (city) => (city.description = html))
      return lines(dir)
    }

    it('rejects <script>', () => {
      expect(htmlCase('<p>Bonjour</p><script>alert(1)</script>')).toEqual([
        'content/cities/lyon.json: /description: HTML tag <script> is not allowed (allowed: p, br, strong, em, ul, ol, li, a)',
      ])
    })

    it('rejects an onclick attribute', () => {
      expect(htmlCase('<p onclick="alert(1)">Bonjour</p>')).toEqual([
        'content/cities/lyon.json: /description: attribute onclick on <p> is not allowed: event handlers run script',
      ])
    })

    it('rejects a javascript: href', () => {
      expect(htmlCase('<p><a href="javascript:alert(1)">Bonjour</a></p>')).toEqual([
        'content/cities/lyon.json: /description: link "javascript:alert(1)" is not allowed: use a site path (/contact), https:, tel: or mailto:',
      ])
    })

    it('rejects an <iframe>', () => {
      expect(htmlCase('<p>Bonjour</p><iframe src="https://example.org"></iframe>')).toEqual([
        'content/cities/lyon.json: /description: HTML tag <iframe> is not allowed (allowed: p, br, strong, em, ul, ol, li, a)',
      ])
    })

    // BUG: the cross-file link rule only looks at "url" and "link" keys, so a site path in
    // an HTML field's <a href> is never checked against the routes.
    it('rejects an <a href> to a page that does not exist', () => {
      const errors = htmlCase('<p>Voir <a href="/nulle-part">cette page</a>.</p>')
      expect(errors).toEqual([expect.stringMatching(/^content\/cities\/lyon\.json: \/description: .*\/nulle-part/)])
    })
  })

  it('reports every error of several files in one run', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => {
      city.town = 7
      city.extra = true
    })
    edit(dir, 'salons/2026-03-nantes.json', (salon) => (salon.endDate = '2026-13-01'))
    fs.writeFileSync(path.join(dir, 'home.json'), '{')
    const found = lines(dir)
    expect(found).toHaveLength(4)
    expect(found).toEqual(
      expect.arrayContaining([
        'content/cities/lyon.json: /town: must be string',
        'content/cities/lyon.json: /: unknown field "extra" (not in the schema; check its spelling)',
        'content/salons/2026-03-nantes.json: /endDate: must be a valid date (YYYY-MM-DD, a real calendar day)',
        'content/home.json: /: invalid JSON at line 1, column 2: expected "}": an object is not closed',
      ]),
    )
  })

  describe('district layout', () => {
    it('rejects a district page with 5 neighborhoods', () => {
      const dir = copyContent()
      edit(dir, 'cities/paris-8e.json', (city) => city.neighborhoods.push('Monceau'))
      expect(lines(dir)).toEqual(['content/cities/paris-8e.json: /neighborhoods: must NOT have more than 4 items'])
    })

    it('rejects "districtLabel" on a common page', () => {
      const dir = copyContent()
      edit(dir, 'cities/lyon.json', (city) => (city.districtLabel = 'Lyon 2e – Presqu’île'))
      expect(lines(dir)).toEqual(['content/cities/lyon.json: /districtLabel: this field is not allowed with this layout'])
    })
  })

  // BUG: a coverage place whose name is a town with a page must link to *that* page (schema
  // description of coverage.json); only a missing url is caught, not a url to another town.
  it('rejects a coverage place that links a town to another town’s page', () => {
    const dir = copyContent()
    const [g, p] = coveragePlace(dir, 'Paris 8e')
    edit(dir, 'coverage.json', (coverage) => (coverage.groups[g].places[p].url = '/lyon'))
    expect(lines(dir)).toEqual([
      expect.stringMatching(new RegExp(`^content/coverage\\.json: /groups/${g}/places/${p}(/url)?: .*/paris-8e`)),
    ])
  })
})

// Issue 14: maintainer mistakes that used to crash, hang, pass or point at the wrong file.
describe('validateContent: every mistake gets a clear answer', () => {
  const writeRaw = (dir: string, file: string, text: string | Buffer) => fs.writeFileSync(path.join(dir, file), text)
  const salon =
    '{\n  "$schema": "../../schemas/salon.schema.json",\n  "id": "2026-03-nantes",\n  "city": "NANTES",\n  "startDate": "2026-03-06",\n  "endDate": "2026-03-08"\n}\n'

  it('puts a hand-copied city’s error on the copy, saying whose town it repeats', () => {
    const dir = copyContent()
    writeJson(dir, 'cities/villeurbanne.json', { ...readJson(dir, 'cities/lyon.json'), slug: 'villeurbanne' })
    expect(linesBesidesRuns(dir)).toEqual([
      'content/cities/villeurbanne.json: /town: repeats the town of content/cities/lyon.json ("Lyon"): a new city needs its own town, postcode and text',
      'content/cities/villeurbanne.json: /: shares 100 % of its 5-word sequences with content/cities/lyon.json (limit 35 %): rewrite the copied sentences with facts about this town',
    ])
  })

  it.each([
    ['NaN', salon.replace('"NANTES"', 'NaN'), 'line 4, column 11: unexpected "NaN"'],
    ['an unquoted value', salon.replace('"NANTES"', 'NANTES'), 'line 4, column 11: unexpected "NANTES"'],
    [
      'a trailing comma',
      salon.replace('"2026-03-08"\n', '"2026-03-08",\n'),
      'line 7, column 1: a comma before "}" that must go (nothing may follow the last item)',
    ],
    ['two commas', salon.replace('"NANTES",', '"NANTES",,'), 'line 4, column 20: two commas in a row: remove one'],
    [
      'a line break inside a text',
      salon.replace('"NANTES"', '"NAN\nTES"'),
      'line 4, column 15: a text is not closed before the end of the line',
    ],
    ['a tab inside a text', salon.replace('"NANTES"', '"NAN\tTES"'), 'line 4, column 15: control character U+0009 inside a text'],
    ['a comment', salon.replace('"NANTES"', '"NANTES" // ville'), 'line 4, column 20: JSON has no comments'],
  ])('gives line and column of %s', (_, text, where) => {
    const dir = copyContent()
    writeRaw(dir, 'salons/2026-03-nantes.json', text)
    const found = lines(dir)
    expect(found).toHaveLength(1)
    expect(found[0]).toContain(`content/salons/2026-03-nantes.json: /: invalid JSON at ${where}`)
  })

  it('reports a city that is not valid JSON once, not again in every link to it', () => {
    const dir = copyContent()
    const text = fs.readFileSync(path.join(dir, 'cities/lyon.json'), 'utf8')
    writeRaw(dir, 'cities/lyon.json', text.replace('"town": "Lyon",', '"town": "Lyon",,'))
    expect(lines(dir)).toEqual([
      expect.stringMatching(/^content\/cities\/lyon\.json: \/: invalid JSON at line \d+, column \d+: two commas in a row: remove one$/),
    ])
  })

  it('names a byte-order mark and UTF-16 instead of an invisible token', () => {
    const dir = copyContent()
    const text = fs.readFileSync(path.join(dir, 'salons/2026-03-nantes.json'), 'utf8')
    writeRaw(dir, 'salons/2026-03-nantes.json', `\ufeff${text}`)
    writeRaw(
      dir,
      'salons/2026-04-lyon.json',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(fs.readFileSync(path.join(dir, 'salons/2026-04-lyon.json'), 'utf8'), 'utf16le'),
      ]),
    )
    expect(lines(dir)).toEqual([
      'content/salons/2026-03-nantes.json: /: the file starts with an invisible byte-order mark (BOM): save it as "UTF-8" without BOM',
      'content/salons/2026-04-lyon.json: /: the file is saved as UTF-16: save it as UTF-8',
    ])
  })

  it('reports a key written twice instead of keeping the last one', () => {
    const dir = copyContent()
    writeRaw(dir, 'salons/2026-03-nantes.json', salon.replace('"NANTES"', '"NANTES",\n  "city": "LYON"'))
    expect(lines(dir)).toEqual([
      'content/salons/2026-03-nantes.json: /: field "city" is written twice (line 4, column 3 and line 5, column 3): keep one',
    ])
  })

  it('names every file that is not a regular file, never reads outside content/ and goes on', () => {
    const dir = copyContent()
    fs.symlinkSync('/etc', path.join(dir, 'cities/etc.json'))
    fs.symlinkSync('/etc/passwd', path.join(dir, 'cities/passwd.json'))
    fs.symlinkSync(path.join(dir, 'nowhere.json'), path.join(dir, 'cities/dangling.json'))
    spawnSync('mkfifo', [path.join(dir, 'cities/pipe.json')])
    // A link to a file inside content/ is read as that file.
    fs.renameSync(path.join(dir, 'salons/2026-03-nantes.json'), path.join(dir, 'nantes.txt'))
    fs.symlinkSync(path.join(dir, 'nantes.txt'), path.join(dir, 'salons/2026-03-nantes.json'))
    edit(dir, 'cities/lyon.json', (city) => (city.area = ''))
    const found = lines(dir)
    expect(found).toEqual([
      'content/cities/dangling.json: /: is a symbolic link to nothing (its target does not exist): content/ holds only plain files',
      'content/cities/etc.json: /: is a symbolic link to a place outside the folder: copy the file in instead: content/ holds only plain files',
      'content/cities/passwd.json: /: is a symbolic link to a place outside the folder: copy the file in instead: content/ holds only plain files',
      'content/cities/pipe.json: /: is a named pipe, not a file: content/ holds only plain files',
      'content/nantes.txt: /: not a content file: expected site.json, navigation.json, home.json, ui.json, coverage.json, announcement.json, callback-form.json, pages/<name>.json, services/<slug>.json, cities/<slug>.json, salons/<id>.json, gallery/<id>.json (or a picture in images/)',
      // The rule book runs once every file is read.
      'content/cities/lyon.json: /area: must NOT have fewer than 1 characters',
    ])
    expect(found.join('\n')).not.toContain('root:')
  })

  it('ignores editor and system litter', () => {
    const dir = copyContent()
    for (const name of [
      '.DS_Store',
      'cities/.lyon.json.swp',
      'cities/lyon.json~',
      'cities/lyon.json.bak',
      'Thumbs.db',
      'cities/.#lyon.json',
    ])
      writeRaw(dir, name, 'x')
    expect(lines(dir)).toEqual([])
  })

  it('refuses a file too large to be content without reading it', () => {
    const dir = copyContent()
    writeRaw(dir, 'salons/2026-03-nantes.json', `{"id": "${'x'.repeat(2_000_000)}"}`)
    expect(lines(dir)).toEqual(['content/salons/2026-03-nantes.json: /: is 2.0 MB: a content file is at most 1 MB'])
  })

  it('refuses blank text, control characters and text too long', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => {
      city.town = '   '
      city.area = 'Lyon\u0000 et alentours'
      city.landmarks[0] = 'x'.repeat(1001)
      city.description = '<p> &nbsp; </p>'
    })
    expect(lines(dir)).toEqual([
      'content/cities/lyon.json: /town: must not be blank: write the text',
      'content/cities/lyon.json: /description: must not be blank: write the text',
      'content/cities/lyon.json: /area: contains the control character U+0000 (invisible): remove it',
      'content/cities/lyon.json: /landmarks/0: must NOT have more than 1000 characters',
    ])
  })

  it('takes the region from a closed list', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.region = 'Auvergne-Rhone-Alpes'))
    expect(lines(dir)).toEqual([expect.stringMatching(/^content\/cities\/lyon\.json: \/region: must be one of: "Auvergne-Rhône-Alpes", /)])
  })

  it('refuses a relay that is not https', () => {
    const dir = copyContent()
    edit(dir, 'site.json', (site) => (site.relayBase = 'http://formsubmit.co/ajax'))
    expect(lines(dir)).toEqual([
      'content/site.json: /relayBase: must be an https:// address without query string, fragment or user name (the form sends personal data)',
    ])
  })

  it.each([
    [undefined, '6000', 'must be a French postcode'],
    [undefined, '00000', 'must be a French postcode'],
    [undefined, '1234 AB', 'must be a French postcode'],
    ['BE', '69001', 'must be a Belgian or Swiss postcode'],
    ['LU', '1111', 'must be a Luxembourg postcode'],
  ])('checks the postcode against the country (%s, %s)', (country, postcode, message) => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => {
      city.postcode = postcode
      // Only the postcode's form is judged here (its several codes would name another town's).
      delete city.postcodes
      delete city.arrondissements
      if (country) city.country = country
    })
    expect(lines(dir)).toEqual([expect.stringContaining(`content/cities/lyon.json: /postcode: ${message}`)])
  })

  it('keeps salon dates within this century', () => {
    const dir = copyContent()
    edit(dir, 'salons/2026-03-nantes.json', (salon) => {
      salon.startDate = '0000-03-06'
      salon.endDate = '9999-03-08'
    })
    expect(lines(dir)).toEqual([
      'content/salons/2026-03-nantes.json: /startDate: must be a date between 2000 and 2099 (YYYY-MM-DD)',
      'content/salons/2026-03-nantes.json: /endDate: must be a date between 2000 and 2099 (YYYY-MM-DD)',
    ])
  })

  it('refuses two gallery items in the same place', () => {
    const dir = copyContent()
    const [first, second] = fs.readdirSync(path.join(dir, 'gallery')).sort()
    edit(dir, `gallery/${second}`, (item) => (item.order = readJson(dir, `gallery/${first}`).order))
    expect(lines(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/gallery/${second}: /order: \\d+ is already the order of content/gallery/${first}: give each item its own place$`,
        ),
      ),
    ])
  })

  it('checks the link a browser follows in an HTML field (spaces around the href)', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.description = '<p>Voir <a href=" /nope">cette page</a> à Lyon.</p>'))
    expect(lines(dir)).toEqual(['content/cities/lyon.json: /description: link " /nope" has spaces around it: remove them'])
  })

  it('refuses block markup in a field shown inside a heading', () => {
    const dir = copyContent()
    edit(dir, 'cities/lyon.json', (city) => (city.ctaTitle = 'Votre tapis<ul><li>à Lyon</li></ul>'))
    expect(lines(dir)).toEqual([
      'content/cities/lyon.json: /ctaTitle: HTML tag <ul> is not allowed in this field, shown inside a heading or a line (allowed: br, strong, em, a)',
    ])
  })

  it('reads the header of every picture and names the file that is not one', async () => {
    const dir = copyContent()
    expect(await checkImages(dir)).toEqual([])
    writeRaw(dir, 'images/a.jpg', 'x\n')
    fs.copyFileSync(path.join(dir, 'images/gallery-01.svg'), path.join(dir, 'images/b.png'))
    writeRaw(dir, 'images/notes.txt', 'x')
    writeRaw(dir, 'images/.DS_Store', 'x')
    expect((await checkImages(dir)).map(formatError)).toEqual([
      'content/images/a.jpg: /: cannot be read as a picture (Input buffer contains unsupported image format): replace it with a valid SVG, PNG, JPEG or WebP file',
      'content/images/b.png: /: is a SVG picture named .png: rename it',
      'content/images/notes.txt: /: not a picture of the pipeline: expected images/<name>.svg, .png, .jpg or .webp, directly in images/',
    ])
  })
})

// Issue 20: the validator holds now that the editor runs the same rules.
describe('the validator holds', () => {
  it('site.url is a bare https origin; relayBase has no query string, fragment or credentials', async () => {
    const { createAjv, schemaErrors } = await import('../../lib/content/ajv.js')
    const { readSchemas } = await import('../../lib/node/schemas.js')
    const check = createAjv(readSchemas()).getSchema('site.schema.json')!
    const site = JSON.parse(fs.readFileSync('content/site.json', 'utf8'))
    const errorsFor = (patch: object) => schemaErrors(check, { ...site, ...patch }).map((error) => error.pointer)
    expect(errorsFor({})).toEqual([])
    for (const url of [
      'https://www.example.fr?x=1',
      'https://www.example.fr#top',
      'https://user:pw@www.example.fr',
      'https://www.example.fr/',
      'https://www.example.fr/fr',
      'http://www.example.fr',
    ])
      expect(errorsFor({ url }), url).toContain('/url')
    expect(errorsFor({ url: 'https://www.example.fr:8443' })).toEqual([])
    for (const relayBase of [
      'https://formsubmit.co?x=1',
      'https://formsubmit.co#x',
      'https://user:pw@formsubmit.co',
      'https://a@formsubmit.co/x',
    ])
      expect(errorsFor({ relayBase }), relayBase).toContain('/relayBase')
    expect(errorsFor({ relayBase: 'https://relay.example.org/forms' })).toEqual([])
  })

  it('--fix leaves a file with a repeated key alone (no text lost); validate reports the repeat', async () => {
    const { fixJsonText } = await import('../../lib/content/fix.js')
    const text = '{\n  "title": "L\'atelier : premier",\n  "title": "second"\n}\n'
    expect(fixJsonText(text)).toBe(text)
  })

  it('a file nested 5,000 deep is that file’s named error; the other files are still checked', () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, 'gallery/deep.json'), '['.repeat(5000))
    fs.writeFileSync(
      path.join(dir, 'salons/broken-dates.json'),
      fs
        .readFileSync(path.join(dir, 'salons/2026-04-lyon.json'), 'utf8')
        .replace('"2026-04-26"', '"2026-04-20"')
        .replace('2026-04-lyon', 'broken-dates'),
    )
    const { errors } = validateContent(dir)
    expect(errors.find((error) => error.file.endsWith('gallery/deep.json'))?.message).toMatch(/nested 65 lists or objects deep/)
    expect(errors.some((error) => error.file.endsWith('salons/broken-dates.json') && error.pointer === '/endDate')).toBe(true)
  })
})
