// One engine, four callers: `npm run validate` (the script, run as a maintainer runs it), the
// build's validate step, the dev server's session (its start, then a save) and the admin's
// check give the same verdicts on the same folders. The first three are compared line for
// line, in their order (they print the same list); the admin's as sorted lists, since it sees
// no file it cannot parse (admin/main.ts skips them) and no picture header.
// Fixtures, each a copy of content/: valid; one-file errors; cross-file errors; broken JSON;
// and a file changed between two runs (the second run of validate and of the build finds its
// verdicts stored, the session follows a save, the admin checks the change as an entry).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteErrors, newErrors } from '../../lib/cms/entry-check.js'
import { formatError } from '../../lib/content/content-error.js'
import { ajv } from '../../lib/node/schemas.js'
import type { ContentError } from '../../lib/content/rule-book.js'
import { startContentSession } from '../../lib/node/content-session.js'
import { validate } from '../../scripts/build/validate.js'
import { contentCopies, edit, readJson } from '../support/content-copies.js'
import type { BuildContext } from '../../scripts/build/context.js'
import { budget } from '../support/budget.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const { copyContent, cleanup } = contentCopies('one-engine-')
const cities = (dir: string) => fs.readdirSync(path.join(dir, 'cities')).sort()

/** How every caller shows the folder: relative to the working folder, as `npm run validate` does. */
const labelOf = (dir: string) => path.relative(ROOT, dir)

/** `npm run validate`'s error lines, as printed. */
function validateLines(dir: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    let stdout = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (status) => {
      if (status === 0) return stdout.includes('Content valid') ? resolve([]) : reject(new Error(stdout))
      // The error lines, then a blank line and the count.
      resolve(stderr.split('\n\n')[0].split('\n').filter(Boolean))
    })
  })
}

/** The build's validate step: its error lines, as the build stops with them. */
async function buildLines(dir: string): Promise<string[]> {
  try {
    await validate({ contentDir: dir } as BuildContext)
    return []
  } catch (error) {
    return (error as Error).message.split('\n').slice(1)
  }
}

/** The dev server's session on `dir`: its lines once the whole-site verdict is in, and a way to save a file and get the lines that follow. */
async function devSession(dir: string): Promise<{ errors: ContentError[]; save: (write: () => void) => Promise<ContentError[]> }> {
  let waiting: ((errors: ContentError[]) => void) | undefined
  const session = startContentSession({
    dir,
    label: labelOf(dir),
    settleMs: 20,
    listener: { verdict: (errors) => waiting?.(errors), failed: (message) => waiting?.([{ file: 'failed', pointer: '', message }]) },
  })
  cleanup.unshift(() => session.close())
  await session.settled()
  return {
    errors: session.errors(),
    save: (write) =>
      new Promise((resolve) => {
        waiting = resolve
        write()
      }),
  }
}

/** The content as the admin reads it through its backend: every JSON file that parses. */
function adminDocuments(dir: string): Map<string, unknown> {
  const documents = new Map<string, unknown>()
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.json') || file.startsWith('images')) continue
    try {
      documents.set(file.split(path.sep).join('/'), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
    } catch {
      // As admin/main.ts: a file that does not parse is not read.
    }
  }
  return documents
}
const adminInput = (dir: string) => ({
  ajv: ajv(),
  documents: adminDocuments(dir),
  imageExists: (relative: string) => fs.existsSync(path.join(dir, relative)),
})
/** The errors with paths relative to content/, as the admin shows them (its messages too). */
const relative = (dir: string, errors: ContentError[]) =>
  errors.map((error) => ({ ...error, file: error.file.slice(labelOf(dir).length + 1) }))
/** Compared by file, pointer and rule (or message, for the few without a rule): a message may name a path, which the admin shows otherwise. */
const keys = (errors: ContentError[]) => errors.map((error) => `${error.file}|${error.pointer}|${error.rule ?? error.message}`).sort()

/**
 * All four verdicts on `dir` agree: validate, build and dev line for line; the admin's as a
 * sorted list, less what `unseen` says differs for it (paths relative to the folder).
 */
async function expectOneVerdict(
  dir: string,
  unseen: (error: ContentError) => boolean = () => false,
): Promise<{ lines: string[]; dev: Awaited<ReturnType<typeof devSession>> }> {
  const lines = await validateLines(dir)
  expect(await buildLines(dir)).toEqual(lines)
  const dev = await devSession(dir)
  expect(dev.errors.map(formatError)).toEqual(lines)
  const admin = siteErrors(adminInput(dir)).filter((error) => !unseen(error))
  expect(keys(admin)).toEqual(keys(relative(dir, dev.errors).filter((error) => !unseen(error))))
  return { lines, dev }
}

/** One-file rules: typography, a claim, a missing picture, an unknown field. */
function oneFileErrors(dir: string, file: string) {
  edit(dir, `cities/${file}`, (city) => {
    city.area = `${city.area} Livraison gratuite sous 24h.`
    city.portfolio[0].src = 'images/nowhere.jpg'
    city.colour = 'red'
  })
}

describe('one engine for validate, the build, the dev server and the admin', () => {
  it(
    'valid content: no error anywhere',
    async () => {
      expect((await expectOneVerdict(copyContent())).lines).toEqual([])
    },
    budget(60_000),
  )

  it(
    'one-file errors: the same errors, file, pointer and message',
    async () => {
      const dir = copyContent()
      oneFileErrors(dir, cities(dir)[0])
      expect((await expectOneVerdict(dir)).lines.length).toBeGreaterThanOrEqual(4)
    },
    budget(60_000),
  )

  it(
    'cross-file errors: a sentence shared by four pages, a town repeated, a link to nowhere',
    async () => {
      const dir = copyContent()
      const [first, second, third, fourth] = cities(dir)
      const sentence = 'Chaque tapis confié repart lavé à la main avec le plus grand soin possible.'
      for (const file of [first, second, third, fourth]) edit(dir, `cities/${file}`, (city) => (city.area = `${city.area} ${sentence}`))
      edit(dir, `cities/${fourth}`, (city) => (city.town = readJson(dir, `cities/${third}`).town))
      edit(dir, `cities/${second}`, (city) => (city.description = city.description.replace('</p>', ' <a href="/nulle-part">ici</a></p>')))
      const { lines } = await expectOneVerdict(dir)
      expect(lines.some((line) => line.includes('/nulle-part'))).toBe(true)
      expect(lines.some((line) => line.includes(`cities/${fourth}: /town:`))).toBe(true)
    },
    budget(60_000),
  )

  it(
    'broken JSON: the readers name it; the admin, which reads with JSON.parse, agrees on what it reads',
    async () => {
      const dir = copyContent()
      const broken = `cities/${cities(dir)[2]}`
      fs.writeFileSync(path.join(dir, broken), fs.readFileSync(path.join(dir, broken), 'utf8').replace('",', '"'))
      // A key written twice: the file parses (JSON.parse keeps the last), the strict reader says so.
      fs.writeFileSync(
        path.join(dir, 'announcement.json'),
        fs.readFileSync(path.join(dir, 'announcement.json'), 'utf8').replace('{', '{\n  "title": "Ancien titre",'),
      )
      // The admin skips a file JSON.parse refuses (admin/main.ts), so the links to that town's
      // page are broken for it (validate counts the route of an unreadable file as served), and
      // it has no strict reader to see a key written twice: all else is the same.
      const route = `/${path.basename(broken, '.json')}`
      const { lines } = await expectOneVerdict(
        dir,
        (error) =>
          error.file === broken ||
          (error.file === 'announcement.json' && error.pointer === '' && !error.rule) ||
          (error.rule === 'link-to-nowhere' && error.params?.route === route),
      )
      expect(lines.some((line) => line.startsWith(`${labelOf(dir)}/${broken}: /: invalid JSON`))).toBe(true)
      expect(lines.some((line) => line.includes('is written twice'))).toBe(true)
    },
    budget(60_000),
  )

  it(
    'a file changed between two runs: stored verdicts, a save, the admin’s check of the entry',
    async () => {
      const dir = copyContent()
      const [first, second, third] = cities(dir)
      oneFileErrors(dir, first)
      const { lines: before, dev } = await expectOneVerdict(dir)
      const admin = adminInput(dir)
      // The change: one town now repeats another's and breaks a rule of its own.
      const changed = readJson(dir, `cities/${second}`)
      changed.town = readJson(dir, `cities/${third}`).town
      changed.title = `${changed.title} !`
      const saved = await dev.save(() => fs.writeFileSync(path.join(dir, `cities/${second}`), `${JSON.stringify(changed, null, 2)}\n`))
      const after = await validateLines(dir)
      expect(after).not.toEqual(before)
      expect(saved.map(formatError)).toEqual(after)
      expect(await buildLines(dir)).toEqual(after)
      // The admin: what the change brings is the difference of the two verdicts.
      const brought = newErrors(admin, { file: `cities/${second}`, data: changed })
      expect(brought.length).toBeGreaterThan(0)
      expect(keys(brought)).toEqual(
        keys(
          relative(
            dir,
            saved.filter((error) => !before.includes(formatError(error))),
          ),
        ),
      )
      expect(keys(siteErrors(adminInput(dir)))).toEqual(keys(relative(dir, saved)))
    },
    budget(90_000),
  )
})
