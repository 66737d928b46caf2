// The docs and the code's comments name files, folders, npm scripts and doc sections; when
// one of those moves or goes, this test names the stale reference (file:line and what it
// names), so a rename cannot leave a sentence pointing nowhere. It also refuses references to
// documents outside the repository: a newcomer who clones it must be able to open every one.
//
// What counts as a reference, precisely:
// - a path whose first segment is a top-level entry of the repository (`lib/routes.ts`,
//   `scripts/build/`, `.github/workflows/ci.yml`) or that starts with ./ or ../, resolved
//   from the repository root or from the citing file's folder; a part after a wildcard or a
//   placeholder (`content/cities/<slug>.json`, `schemas/*.schema.json`) is not checked, the
//   folder before it is;
// - a bare file name with a known extension (`steps.ts`, `BUILD.md`): some file of that name
//   exists;
// - a Markdown link target (`[x](../lib/routes.ts)`, `(#anchor)`, `(BUILD.md#steps)`);
// - `npm run NAME`: a script of package.json;
// - a section: `BUILD.md §3`, `CONTENT.md section 3.5`, `BUILD.md › Steps`, `ADMIN.md « Production »`:
//   a heading of that document.
// Not references: URLs, paths on the built site (`/admin/`, `/contact`), absolute paths of
// the machine (`/usr/bin/chromium`), build output (`dist/`), dependencies (`node_modules/`),
// and the few example paths of ALLOWED below.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Paths that are not repository files: examples of what a maintainer writes or of what the checks refuse, and names that look like paths. */
const ALLOWED = new Set([
  'content/cities/saint-cloud.json', // README: the city a maintainer adds
  'tests/facts/borders/saint-cloud.json', // README: the facts of the city a maintainer adds
  'cities/old/lyon.json', // CONTENT.md: stray files the validator refuses
  'services/draft.txt',
  'content/cities/x.json', // CONTENT.md's table of messages: « x » and « y » stand for any name
  'content/cities/y.json',
  'content/gallery/x.json',
  'content/images/x',
  'pages/x.json',
  'content/up', // a symbolic link an attacker would make (lib/cms/backend-guard.ts)
  'deploy/preview', // the name of CI's commit status for the preview deployment, not a folder
])
/** A content file's `$schema` line, relative to the content file (`../../schemas/city.schema.json`). */
const SCHEMA_LINE = /^(?:\.\.\/)+schemas\/[\w-]+\.schema\.json$/

/** Where a path may be written from: the repository root, the citing file's folder, and content/ (the maintainers' guides name content files from there). */
const BASES = ['', 'content']

/** Top-level segments that are not repository paths when they start a path (build output, dependencies). */
const NOT_IN_REPOSITORY = new Set(['dist', 'node_modules'])
/** Ignored folders the build writes inside tracked ones (.gitignore). */
const GENERATED = ['public/img']

const TEXT_OF_DOCS = /\.md$/
const CODE = /\.(?:ts|tsx|mts|js|mjs|css|sh|yml|yaml)$|^\.ci\/run$/
/** Bare names checked: source files. Not .html, .json, .js…: the build's output (`lyon.html`,
 *  `robots.txt`), dependencies' files (`decap-cms.js`) and content examples use those. */
const SOURCE_EXTENSIONS = 'ts|tsx|mts|md|css|sh|yml|yaml'

/** Documents outside the repository: named nowhere, not even as a URL or in a message. */
const OUTSIDE = /\b(?:SPEC|DESIGN)\.md\b|(?:\.\.\/)+shared\/|\/work\/shared\b/g
const OUTSIDE_PROBLEM = 'a document outside the repository: say what it says in docs/ instead'

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return listed.split('\0').filter((file) => file && fs.existsSync(path.join(ROOT, file)))
}

const files = repositoryFiles()
const fileSet = new Set(files)
const folderSet = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
)
const baseNames = new Set(files.map((file) => path.posix.basename(file)))
const topLevel = new Set(files.map((file) => file.split('/')[0]!))
const scripts = new Set(
  Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts),
)

const exists = (relative: string) => {
  const clean = relative.replace(/\/+$/, '')
  if (clean === '' || clean === '.' || fileSet.has(clean) || folderSet.has(clean)) return true
  if (GENERATED.some((folder) => clean === folder || clean.startsWith(`${folder}/`))) return true
  // An import specifier names the compiled file: `./load.js` is load.ts or load.tsx.
  return /\.js$/.test(clean) && (fileSet.has(clean.replace(/\.js$/, '.ts')) || fileSet.has(clean.replace(/\.js$/, '.tsx')))
}

/** The text a reader reads: a Markdown file whole, a code file's comments only (code is checked by its compiler). */
function readable(file: string, text: string): { line: number; text: string }[] {
  const lines = text.split('\n')
  if (TEXT_OF_DOCS.test(file)) {
    // The rules' table (npm run docs) shows what the rules' fixtures hold: made-up files, by design.
    let generated = false
    return lines.flatMap((line, index) => {
      if (line.startsWith('<!-- rules -->')) generated = true
      if (line.startsWith('<!-- /rules -->')) generated = false
      return generated ? [] : [{ line: index + 1, text: line }]
    })
  }
  const hash = /\.(?:sh|yml|yaml)$|^\.ci\/run$/.test(file)
  const out: { line: number; text: string }[] = []
  let inBlock = false
  lines.forEach((line, index) => {
    let rest = line
    const parts: string[] = []
    while (rest) {
      if (inBlock) {
        const end = rest.indexOf('*/')
        parts.push(end < 0 ? rest : rest.slice(0, end))
        if (end < 0) rest = ''
        else {
          inBlock = false
          rest = rest.slice(end + 2)
        }
        continue
      }
      const marker = hash ? /(?:^|\s)#/.exec(rest) : /(?:^|[^:\\])(\/\/|\/\*)/.exec(rest)
      if (!marker) break
      if (hash) {
        parts.push(rest.slice(marker.index + marker[0].length))
        break
      }
      const at = marker.index + marker[0].length - 2
      if (marker[1] === '//') {
        parts.push(rest.slice(at + 2))
        break
      }
      inBlock = true
      rest = rest.slice(at + 2)
    }
    if (parts.length) out.push({ line: index + 1, text: parts.join(' ') })
  })
  return out
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

const headingCache = new Map<string, string[]>()
function headings(doc: string): string[] {
  let found = headingCache.get(doc)
  if (!found) {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '')
    found = [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => match[1]!)
    // A paragraph or list item led by a bold sentence is a section too (DECISIONS.md's entries).
    found.push(...[...text.matchAll(/^(?:[-*]\s+)?\*\*(.+?)\*\*/gm)].map((match) => match[1]!))
    headingCache.set(doc, found)
  }
  return found
}

function anchors(doc: string): Set<string> {
  const seen = new Map<string, number>()
  const out = new Set<string>()
  for (const heading of headings(doc)) {
    const base = anchor(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    out.add(count ? `${base}-${count}` : base)
  }
  return out
}

/** The Markdown document a name designates from `from`: `BUILD.md`, `docs/BUILD.md`, `../README.md`. */
function documentNamed(name: string, from: string): string | undefined {
  const candidates = [path.posix.normalize(path.posix.join(path.posix.dirname(from), name)), name, `docs/${name}`]
  return candidates.find((candidate) => fileSet.has(candidate))
}

interface Finding {
  where: string
  names: string
  problem: string
}

function check(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  const folder = path.posix.dirname(file)
  for (const { line, text: raw } of readable(file, text)) {
    const where = `${file}:${line}`
    const say = (names: string, problem: string) => findings.push({ where, names, problem })
    for (const match of raw.matchAll(OUTSIDE)) say(match[0], OUTSIDE_PROBLEM)

    // Markdown links: target relative to the document, with an optional anchor.
    for (const match of raw.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!
      if (/^[a-z]+:/i.test(target)) continue
      const [targetPath = '', hash] = target.split('#')
      const resolved = targetPath ? path.posix.normalize(path.posix.join(folder, decodeURIComponent(targetPath))) : file
      if (targetPath.startsWith('/')) continue // a page of the built site
      if (!exists(resolved)) say(target, `no file or folder ${resolved}`)
      else if (hash && resolved.endsWith('.md') && !anchors(resolved).has(hash)) say(target, `${resolved} has no heading #${hash}`)
    }

    const text = raw.replace(/\]\([^)\s]+\)/g, ']').replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ')

    // npm scripts.
    for (const match of text.matchAll(/\bnpm run(?:\s+-s)?\s+([a-z][\w:-]*)/g))
      if (!scripts.has(match[1]!)) say(`npm run ${match[1]}`, 'no such script in package.json')

    // Sections of a document: « BUILD.md §3 », « CONTENT.md section 3.5 », « BUILD.md › Steps », « ADMIN.md « Production » ».
    for (const match of text.matchAll(
      /([\w./-]+\.md)\W{0,2}\s*(?:(?:§\s*|section\s+)(\d+(?:\.\d+)*)|›\s*([^,;:.()»`\n]+?)(?=[,;:.()»`]|\s*$)|«\s*([^»]+?)\s*»)/g,
    )) {
      const doc = documentNamed(match[1]!, file)
      if (!doc) continue // the file itself is reported below
      const titles = headings(doc)
      const number = match[2]
      const title = (match[3] ?? match[4])?.trim()
      if (number && !titles.some((heading) => new RegExp(`^${number.replace(/\./g, '\\.')}[.\\s]`).test(heading)))
        say(match[0], `${doc} has no section ${number}`)
      if (title && !titles.some((heading) => heading.toLowerCase().includes(title.toLowerCase())))
        say(match[0], `${doc} has no heading « ${title} »`)
    }

    // Paths: a top-level entry of the repository, or ./ ../ relative ones.
    // Not after a quote: a string of a code example (`import('./hydrate-page.js')`) is code.
    for (const match of text.matchAll(
      /(?<![\w@/.~'"+-])((?:\.{1,2}\/)+[\w.@+-][\w.@+-]*(?:\/[\w.@+<>*{}…$-]*)*|[\w.-]+(?:\/[\w.@+<>*{}…$-]*)+)/g,
    )) {
      let reference = match[1]!.replace(/[.,:;]+$/, '')
      const first = reference.split('/')[0]!
      const relative = first === '.' || first === '..'
      if (!relative && (!topLevel.has(first) || NOT_IN_REPOSITORY.has(first))) continue
      if (ALLOWED.has(reference) || SCHEMA_LINE.test(reference)) continue
      const wildcard = reference.search(/[<>*{}…$]/)
      if (wildcard >= 0) reference = reference.slice(0, reference.lastIndexOf('/', wildcard) + 1)
      const bases = [...BASES, folder]
      if (!bases.some((base) => exists(path.posix.normalize(path.posix.join(base, reference))))) say(match[1]!, 'no such file or folder')
    }

    // Bare file names with a known extension: some file of the repository has that name
    // (not after a scheme's colon: `virtual:mantine-theme.css` is a module a plugin makes).
    for (const match of text.matchAll(new RegExp(`(?<![\\w./@~+'":-])([\\w+-][\\w.+-]*\\.(?:${SOURCE_EXTENSIONS}))(?![\\w/-])`, 'g'))) {
      const name = match[1]!
      if (!ALLOWED.has(name) && !baseNames.has(name)) say(name, 'no file of that name in the repository')
    }
  }
  return findings
}

describe('references in docs and comments', () => {
  // Not this file: its comments and samples name missing things on purpose.
  const self = path
    .relative(ROOT, import.meta.filename)
    .split(path.sep)
    .join('/')
  const cited = files.filter((file) => file !== self && !file.startsWith('content/') && (TEXT_OF_DOCS.test(file) || CODE.test(file)))

  it('name files, folders, scripts and sections that exist, and no document outside the repository', () => {
    const findings = cited.flatMap((file) => check(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(findings.map((finding) => `${finding.where}: « ${finding.names} »: ${finding.problem}`)).toEqual([])
  })

  it('names no document outside the repository, in code and messages too', () => {
    const named = cited.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(OUTSIDE)].map((match) => `${file}:${index + 1}: « ${match[0]} »`)),
    )
    expect(named).toEqual([])
  })

  it('reads enough of the repository to mean something', () => {
    expect(cited.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(10)
    expect(cited.length).toBeGreaterThan(200)
  })

  it('catches each kind of stale reference', () => {
    const sample = [
      'See `lib/no-such-module.ts`, `scripts/build/` and `npm run no-such-script`.',
      'Its steps: BUILD.md § 99 and BUILD.md › No such heading; [x](docs/NOWHERE.md), [y](#no-anchor).',
      'Rules in ../shared/SPEC.md.',
      'The file missing-name.ts.',
    ].join('\n')
    const found = check('docs/SAMPLE.md', sample).map((finding) => finding.names)
    expect(found).toEqual(
      expect.arrayContaining([
        'lib/no-such-module.ts',
        'npm run no-such-script',
        'docs/NOWHERE.md',
        '#no-anchor',
        '../shared/',
        'SPEC.md',
        'missing-name.ts',
      ]),
    )
    expect(found).not.toContain('scripts/build/')
    const comment = check('lib/sample.ts', "// see lib/routes.ts and lib/gone.ts\nconst path = 'lib/gone-too.ts' // code, not a comment\n")
    expect(comment.map((finding) => finding.names)).toEqual(['lib/gone.ts'])
  })
})
