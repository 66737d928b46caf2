// The verdict store (lib/node/verdicts.ts): a run that reuses stored verdicts must give
// exactly the errors and documents of a run that checks every file, whatever changed in
// between (a file, the same file changed back, site.json, a picture), and a store that does
// not read back whole must only cost a cold run.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { validateContent, type ValidationResult } from '../../lib/node/validate.js'
import { contentFolder } from '../../lib/node/content-folder.js'
import { checkHtml } from '../../lib/content/html.js'
import { verdictDir } from '../../lib/node/verdicts.js'
import { budget } from '../support/budget.js'

const CONTENT = path.resolve(import.meta.dirname, '../../content')
let dir: string
let store: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-content-'))
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'verdicts-store-'))
  fs.cpSync(CONTENT, dir, { recursive: true })
})
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(store, { recursive: true, force: true })
})

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
const write = (file: string, data: unknown) => fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`)
const edit = (file: string, change: (data: any) => void) => {
  const data = read(file)
  change(data)
  write(file, data)
}
const cities = () => fs.readdirSync(path.join(dir, 'cities')).sort()

/** Everything a run returns but the count of reused verdicts. */
const verdict = ({ errors, documents, fileCount }: ValidationResult) => ({ errors, documents: [...documents], fileCount })
const cold = () => validateContent(dir, 'content')
const stored = () => validateContent(dir, 'content', { store })

/** A copy of the content with problems of every kind: per file, across files, in the parse. */
function breakContent() {
  const [first, second, third, fourth] = cities()
  // One-file rules: typography, a claim, a missing picture, an unknown field.
  edit(`cities/${first}`, (city) => {
    city.area = `${city.area} Livraison gratuite sous 24h.`
    city.portfolio[0].src = 'images/nowhere.jpg'
    city.colour = 'red'
  })
  // A string the schema's html keyword accepts, whose sanitised form differs (pages get that form).
  edit(`cities/${second}`, (city) => (city.description = city.description.replace('</p>', '<br/>Sur rendez-vous.</p>')))
  // A sentence on four pages (a cross-page rule), and a town repeated in another file.
  const sentence = 'Chaque tapis confié repart lavé à la main avec le plus grand soin possible.'
  for (const file of [first, second, third, fourth]) edit(`cities/${file}`, (city) => (city.area = `${city.area} ${sentence}`))
  edit(`cities/${fourth}`, (city) => (city.town = read(`cities/${third}`).town))
  // A key written twice (a parse problem of a file that still parses), and a file that does not parse.
  fs.writeFileSync(
    path.join(dir, 'announcement.json'),
    fs.readFileSync(path.join(dir, 'announcement.json'), 'utf8').replace('{', '{\n  "enabled": false,'),
  )
  const salon = fs.readdirSync(path.join(dir, 'salons'))[0]
  fs.writeFileSync(path.join(dir, 'salons', salon), fs.readFileSync(path.join(dir, 'salons', salon), 'utf8').replace('",', '"'))
}

describe('the verdict store', () => {
  it('gives the errors and documents of a cold run, first while it is filled, then from the store', () => {
    breakContent()
    const expected = verdict(cold())
    expect(expected.errors.length).toBeGreaterThan(8)
    const first = stored()
    expect(first.reused).toBe(0)
    expect(verdict(first)).toEqual(expected)
    const second = stored()
    expect(second.reused).toBe(expected.fileCount)
    expect(verdict(second)).toEqual(expected)
    // The document read back with a stored verdict is the file as written, as in a cold run.
    const second_ = cities()[1]
    expect(second.documents.get(`cities/${second_}`)).toEqual(expected.documents.find(([file]) => file === `cities/${second_}`)?.[1])
    expect(JSON.stringify(second.documents.get(`cities/${second_}`))).toContain('<br/>Sur rendez-vous.')
  })

  it('checks a changed file again, and the same file changed back', () => {
    breakContent()
    stored()
    const [, , third] = cities()
    const original = fs.readFileSync(path.join(dir, 'cities', third))
    // The change adds a one-file error and removes the page from the shared sentence's count.
    edit(`cities/${third}`, (city) => (city.area = 'Sur rendez-vous, 1000 tapis par an.'))
    const changed = stored()
    expect(changed.reused).toBe(changed.fileCount - 1)
    expect(verdict(changed)).toEqual(verdict(cold()))
    fs.writeFileSync(path.join(dir, 'cities', third), original)
    const back = stored()
    expect(back.reused).toBe(back.fileCount - 1)
    expect(verdict(back)).toEqual(verdict(cold()))
  })

  it('starts a new store when site.json or the pictures change, and keeps only that one', () => {
    stored()
    // A claim a service page refers to is removed: files that did not change now have an error.
    const site = read('site.json')
    const services = fs.readdirSync(path.join(dir, 'services')).map((file) => fs.readFileSync(path.join(dir, 'services', file), 'utf8'))
    const key = Object.keys(site.claims).find((name) => services.some((text) => text.includes(`{claim:${name}}`)))
    expect(key).toBeDefined()
    delete site.claims[key!]
    write('site.json', site)
    const afterSite = stored()
    expect(afterSite.reused).toBe(0)
    expect(afterSite.errors.some((error) => error.message.includes(key!))).toBe(true)
    expect(verdict(afterSite)).toEqual(verdict(cold()))
    expect(fs.readdirSync(store)).toHaveLength(1)

    const picture = read(`cities/${cities()[0]}`).portfolio[0].src as string
    fs.rmSync(path.join(dir, picture))
    const afterPicture = stored()
    expect(afterPicture.reused).toBe(0)
    expect(afterPicture.errors.some((error) => error.rule === 'image-missing')).toBe(true)
    expect(verdict(afterPicture)).toEqual(verdict(cold()))
    expect(fs.readdirSync(store)).toHaveLength(1)
  })

  it('keeps only the entries of the files of the last run', () => {
    stored()
    const file = path.join(store, fs.readdirSync(store)[0])
    const before = fs.statSync(file).size
    for (const city of cities().slice(0, 40)) fs.rmSync(path.join(dir, 'cities', city))
    expect(verdict(stored())).toEqual(verdict(cold()))
    expect(fs.statSync(file).size).toBeLessThan(before * 0.8)
  })

  it('validates cold, without a word, from a store cut short, corrupt or from another program, and then writes a whole one', () => {
    breakContent()
    const expected = verdict(cold())
    stored()
    const file = path.join(store, fs.readdirSync(store)[0])
    const whole = fs.readFileSync(file)
    const damaged = [
      whole.subarray(0, whole.length >> 1),
      Buffer.concat([whole.subarray(0, 100), Buffer.from('x'), whole.subarray(101)]),
      Buffer.from('not a store'),
      Buffer.alloc(0),
    ]
    for (const bytes of damaged) {
      fs.writeFileSync(file, bytes)
      const result = stored()
      expect(result.reused).toBe(0)
      expect(verdict(result)).toEqual(expected)
      const next = stored()
      expect(next.reused).toBe(expected.fileCount)
      expect(verdict(next)).toEqual(expected)
    }
  })

  it(
    'runs at the same time on one store each give the cold verdict, and leave a whole store',
    async () => {
      breakContent()
      const expected = verdict(cold())
      // Three processes, each filling then writing the same store.
      const script = `import { validateContent } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../lib/node/validate.ts'))}
const { errors } = validateContent(${JSON.stringify(dir)}, 'content', { store: ${JSON.stringify(store)} })
console.log(JSON.stringify(errors))`
      const run = () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
            cwd: path.resolve(import.meta.dirname, '../..'),
          })
          let out = ''
          // Decoded as a stream: a chunk may end inside a character (« é » of a long output).
          child.stdout.setEncoding('utf8')
          child.stderr.setEncoding('utf8')
          child.stdout.on('data', (chunk) => (out += chunk))
          child.stderr.on('data', (chunk) => (out += chunk))
          child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(out))))
        })
      const outputs = await Promise.all([run(), run(), run()])
      for (const output of outputs) expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(expected.errors)))
      expect(fs.readdirSync(store).filter((entry) => !entry.includes('.tmp-'))).toHaveLength(1)
      const last = stored()
      expect(last.reused).toBe(expected.fileCount)
      expect(verdict(last)).toEqual(expected)
    },
    budget(60_000),
  )

  it('is turned off by VALIDATE_CACHE=0', () => {
    expect(verdictDir({ VALIDATE_CACHE: '0' })).toBeUndefined()
    expect(verdictDir({})).toMatch(/\.cache[/\\]validate$/)
  })

  it('checks without changing a document: the documents are the files as written, and pages get the sanitised HTML', () => {
    breakContent()
    const asWritten = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown
    for (const run of [cold(), stored(), stored()]) for (const [file, data] of run.documents) expect(data, file).toEqual(asWritten(file))
    // The derive step gives pages the allowlist's form of the field the check let through (<br/> → <br>).
    const second = cities()[1]
    const folder = contentFolder(dir, 'content').read()
    const derived = folder.content().cities.find((city) => `${city.slug}.json` === second)!
    expect(asWritten(`cities/${second}`)).toMatchObject({ description: expect.stringContaining('<br/>Sur rendez-vous.') })
    expect(derived.description).toContain('<br>Sur rendez-vous.')
    expect(derived.description).toBe(checkHtml((asWritten(`cities/${second}`) as { description: string }).description).clean)
    // With a store, what pages get is the same, first while the store learns which files need no sanitising, then from it.
    const warm = () => {
      const withStore = contentFolder(dir, 'content', { store }).read()
      withStore.check()
      return withStore.content()
    }
    const expected = folder.content()
    expect(warm()).toEqual(expected)
    expect(warm()).toEqual(expected)
  })
})

describe('a forged verdict', () => {
  it('cannot publish unsanitised HTML: the page sanitises what it publishes whatever the store says', async () => {
    const { VerdictStore, bytesHash, storeName } = await import('../../lib/node/verdicts.js')
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { RichText } = await import('../../components/common/RichText.js')
    stored()
    const file = 'cities/lyon.json'
    const attack = '<p>Bienvenue<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ici</a></p>'
    edit(file, (city) => (city.description = attack))
    // The forger writes « parsed, no problem, no error » for the new bytes,
    // in the store the next run opens (the same name validateContent computes).
    const pictures = fs.readdirSync(path.join(dir, 'images'), { recursive: true, encoding: 'utf8' }).map((name) => `images/${name}`)
    const name = storeName({ site: fs.readFileSync(path.join(dir, 'site.json')), pictures, label: 'content' })
    const forged = new VerdictStore(store, name)
    forged.set(file, { hash: bytesHash(fs.readFileSync(path.join(dir, file))), parsed: true, problems: [], errors: [] })
    forged.save()

    const run = stored()
    // The store is trusted for the verdict (that is its purpose)…
    expect(run.reused).toBeGreaterThan(0)
    expect(run.errors.filter((error) => error.file === `content/${file}`)).toEqual([])
    const description = (run.documents.get(file) as { description: string }).description
    expect(description).toContain('<script>')
    // …but not for what the page publishes.
    const published = renderToStaticMarkup(createElement(RichText, { html: description }))
    expect(published).toContain('Bienvenue')
    expect(published).not.toMatch(/<script|onerror|javascript:|<img/i)
  })

  it('leaves a field that passed validation byte for byte as it was', async () => {
    const { publishedHtml } = await import('../../lib/content/html.js')
    const { documents } = cold()
    for (const [, data] of documents)
      for (const value of JSON.stringify(data).match(/"<(?:p|ul|strong|em|a)\b(?:[^"\\]|\\.)*"/g) ?? []) {
        const html = JSON.parse(value) as string
        expect(publishedHtml(html)).toBe(html)
      }
  })
})
