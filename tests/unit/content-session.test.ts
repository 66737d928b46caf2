// The dev server's content session (lib/node/content-session.ts) on a temporary copy of
// content/: a save is checked on its own and served at once, the whole-site check (its
// worker thread) follows, and its final verdict is the one `npm run validate` gives on the
// same folder. Real file events and a real worker; each test waits for the session's own
// events, never for a duration.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { checkImages } from '../../lib/node/check-images.js'
import { ContentValidationError, formatError } from '../../lib/content/content-error.js'
import type { ContentError } from '../../lib/content/rule-book.js'
import { contentFolder } from '../../lib/node/content-folder.js'
import { validateContent } from '../../lib/node/validate.js'
import { startContentSession, type ContentSession } from '../../lib/node/content-session.js'
import { contentCopies, edit, readJson, writeJson } from '../support/content-copies.js'
import { budget } from '../support/budget.js'

const LABEL = 'content'
const { copyContent, cleanup } = contentCopies('session-')

type Event =
  | { type: 'checked'; files: string[]; errors: ContentError[] }
  | { type: 'verdict'; errors: ContentError[] }
  | { type: 'failed'; message: string }

/** A session on `dir` whose events are queued, and read in order with next(). */
function session(
  dir: string,
  options: { checkMemoryMb?: number } = {},
): {
  session: ContentSession
  next: <T extends Event['type']>(type: T) => Promise<Extract<Event, { type: T }>>
} {
  const events: Event[] = []
  let wake: (() => void) | undefined
  const push = (event: Event) => {
    events.push(event)
    wake?.()
  }
  const started = startContentSession({
    dir,
    label: LABEL,
    settleMs: 20,
    ...options,
    listener: {
      checked: (files, errors) => push({ type: 'checked', files, errors }),
      verdict: (errors) => push({ type: 'verdict', errors }),
      failed: (message) => push({ type: 'failed', message }),
    },
  })
  cleanup.unshift(() => started.close())
  const next = async <T extends Event['type']>(type: T) => {
    for (;;) {
      const index = events.findIndex((event) => event.type === type || event.type === 'failed')
      if (index >= 0) {
        const [event] = events.splice(index, 1)
        if (event.type === 'failed') throw new Error(event.message)
        return event as Extract<Event, { type: T }>
      }
      await new Promise<void>((resolve) => (wake = resolve))
    }
  }
  return { session: started, next }
}

const lines = (errors: ContentError[]) => errors.map(formatError).sort()

/** What `npm run validate` prints for the folder (scripts/validate.ts: the files, then the pictures). */
async function validateLines(dir: string): Promise<string[]> {
  return lines([...validateContent(dir, LABEL).errors, ...(await checkImages(dir, LABEL))])
}

const city = (live: ContentSession, slug: string) => live.content().cities.find((item) => item.slug === slug)

// Each test checks the whole content in the session's worker at least twice (its start, a
// save): past the default 20 s on a busy machine, beside the build tests' lane.
describe('content session', { timeout: budget(60_000) }, () => {
  it('serves the folder at once, and pages get its content with no walk or stat; the first verdict is validate’s', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    expect(live.content().cities).toHaveLength(fs.readdirSync(path.join(dir, 'cities')).length)
    const readdir = vi.spyOn(fs, 'readdirSync')
    const stat = vi.spyOn(fs, 'statSync')
    try {
      expect(live.content()).toBe(live.content())
      expect(readdir).not.toHaveBeenCalled()
      expect(stat).not.toHaveBeenCalled()
    } finally {
      readdir.mockRestore()
      stat.mockRestore()
    }
    expect((await next('verdict')).errors).toEqual([])
    expect(await validateLines(dir)).toEqual([])
    // The content pages get is the build's: the same documents, {claim:…} and {site:…} resolved.
    expect(live.content()).toEqual(contentFolder(dir, LABEL).read().content())
    expect(JSON.stringify(live.content().services)).toContain(readJson(dir, 'site.json').claims.stock)
    expect(JSON.stringify(live.content().services)).not.toContain('{claim:')
  })

  it('a save is served at once and changes that page only; the whole-site verdict follows', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    const paris = city(live, 'paris-8e')
    edit(dir, 'cities/lyon.json', (lyon) => (lyon.title = `${lyon.title}, sur rendez-vous`))
    expect(await next('checked')).toEqual({ type: 'checked', files: ['cities/lyon.json'], errors: [] })
    expect(city(live, 'lyon')?.title).toMatch(/, sur rendez-vous$/)
    // The other pages' documents were not read again.
    expect(city(live, 'paris-8e')).toBe(paris)
    expect((await next('verdict')).errors).toEqual([])
  })

  it('an invalid save names file, pointer and rule, and every page serves the errors until a save fixes it', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    const original = readJson(dir, 'cities/lyon.json')
    edit(dir, 'cities/lyon.json', (lyon) => {
      lyon.neighborhoods[2] = 3
      lyon.seo.title = `Tapis à Lyon, ${readJson(dir, 'site.json').name}`
    })
    const { errors } = await next('checked')
    expect(lines(errors)).toEqual([
      'content/cities/lyon.json: /neighborhoods/2: must be string',
      expect.stringMatching(/^content\/cities\/lyon\.json: \/seo\/title: /),
    ])
    expect(errors.find((error) => error.pointer === '/seo/title')?.rule).toBe('title-has-brand')
    expect(() => live.content()).toThrow(ContentValidationError)
    expect(() => live.content()).toThrow(/lyon\.json: \/neighborhoods\/2: must be string/)
    expect(lines(await live.errorsToServe())).toEqual(lines(errors))
    // The whole-site check finds the same, as validate does.
    expect(lines((await next('verdict')).errors)).toEqual(await validateLines(dir))
    expect(lines(live.errors())).toEqual(lines(errors))

    writeJson(dir, 'cities/lyon.json', original)
    expect((await next('checked')).errors).toEqual([])
    expect(city(live, 'lyon')?.neighborhoods[2]).toBe(original.neighborhoods[2])
    expect((await next('verdict')).errors).toEqual([])
  })

  it('broken JSON: the strict reader’s position and reason, then recovery', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    const valid = fs.readFileSync(path.join(dir, 'cities/lyon.json'), 'utf8')
    fs.writeFileSync(path.join(dir, 'cities/lyon.json'), valid.replace(/("town": "Lyon",)/, '$1,,'))
    expect(lines((await next('checked')).errors)).toEqual([
      expect.stringMatching(/^content\/cities\/lyon\.json: \/: invalid JSON at line \d+, column \d+: two commas in a row/),
    ])
    expect(() => live.content()).toThrow(ContentValidationError)
    expect(lines((await next('verdict')).errors)).toEqual(await validateLines(dir))
    fs.writeFileSync(path.join(dir, 'cities/lyon.json'), valid)
    expect((await next('checked')).errors).toEqual([])
    expect(city(live, 'lyon')?.town).toBe('Lyon')
  })

  it('a new file is served and a deleted one is gone; a copy’s cross-file errors come with the verdict', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    // A copy of Lyon under another name passes its one-file rules: served at once…
    writeJson(dir, 'cities/lyon-bis.json', { ...readJson(dir, 'cities/lyon.json'), slug: 'lyon-bis' })
    expect(await next('checked')).toMatchObject({ files: ['cities/lyon-bis.json'], errors: [] })
    expect(city(live, 'lyon-bis')?.town).toBe('Lyon')
    // …then the whole-site rules find the repeated town and the copied text, as validate does.
    const verdict = lines((await next('verdict')).errors)
    expect(verdict).toEqual(await validateLines(dir))
    expect(verdict).toContainEqual(expect.stringMatching(/^content\/cities\/lyon-bis\.json: \/town: /))
    expect(verdict).toContainEqual(expect.stringMatching(/^content\/cities\/lyon-bis\.json: \/: shares \d+ % of its 5-word sequences/))
    expect(() => live.content()).toThrow(ContentValidationError)

    fs.rmSync(path.join(dir, 'cities/lyon-bis.json'))
    const { files, errors } = await next('checked')
    expect(files).toEqual(['cities/lyon-bis.json'])
    // Its own errors are gone at once; those the copy caused in other files (their shared
    // runs) wait for the next verdict, which clears them.
    expect(errors.filter((error) => error.file === 'content/cities/lyon-bis.json')).toEqual([])
    expect((await next('verdict')).errors).toEqual([])
    expect(city(live, 'lyon-bis')).toBeUndefined()
    expect(city(live, 'lyon')?.town).toBe('Lyon')
  })

  it('a save of site.json shows its new wording wherever a text refers to it', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    const wording = 'Stock renouvelé chaque saison'
    edit(dir, 'site.json', (site) => (site.claims.stock = wording))
    expect(await next('checked')).toMatchObject({ files: ['site.json'] })
    expect(JSON.stringify(live.content().services)).toContain(wording)
    expect(lines((await next('verdict')).errors)).toEqual(await validateLines(dir))
  })

  it('a whole-site check out of its memory bound says so, and pages are still served', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir, { checkMemoryMb: 4 })
    await expect(next('verdict')).rejects.toThrow('it needs more than 4 MB for this folder: set DEV_CHECK_MEMORY_MB higher')
    expect(city(live, 'lyon')?.town).toBe('Lyon')
  })

  it('after many kinds of change, its verdict is still validate’s on the same folder', async () => {
    const dir = copyContent()
    const { session: live, next } = session(dir)
    await next('verdict')
    // One burst: the session takes the files together, the worker checks them together.
    fs.writeFileSync(path.join(dir, 'cities/notes.txt'), 'à trier')
    fs.rmSync(path.join(dir, 'pages/a-propos.json'))
    edit(dir, 'salons/' + fs.readdirSync(path.join(dir, 'salons'))[0], (salon) => (salon.endDate = '2000-01-01'))
    edit(dir, 'cities/paris-8e.json', (paris) => (paris.subtitle = `${paris.subtitle} 75008`))
    fs.mkdirSync(path.join(dir, 'cities/old'))
    writeJson(dir, 'cities/old/lyon.json', readJson(dir, 'cities/lyon.json'))
    const expected = await validateLines(dir)
    // The events of the burst may come in one flush or several: the verdict of the last one is validate's.
    await vi.waitFor(() => expect(lines(live.errors())).toEqual(expected), { timeout: budget(15_000), interval: 100 })
    await live.settled()
    expect(lines(live.errors())).toEqual(expected)
    expect(expected).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/cities\/notes\.txt: \/: not a content file/),
        expect.stringMatching(/^content\/pages\/a-propos\.json: \/: missing required page/),
        expect.stringMatching(/^content\/salons\/.*: \/endDate: /),
        expect.stringMatching(/^content\/cities\/paris-8e\.json: \/subtitle: /),
        expect.stringMatching(/^content\/cities\/old\/lyon\.json: /),
      ]),
    )
  })
})
