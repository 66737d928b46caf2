// A named pipe, a device or a link out of place among the files the build and the dev server
// read (lib/node/files.ts): listed as odd and skipped, never opened for reading, so nothing
// blocks. Whatever could block runs in a child process with a bounded timeout.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listFiles, readPlainFile } from '../../lib/node/files.js'
import { formatError } from '../../lib/content/content-error.js'
import { validateContent } from '../../lib/node/validate.js'
import { checkImages } from '../../lib/node/check-images.js'
import { budget } from '../support/budget.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pipes-'))
  dirs.push(dir)
  return dir
}
const mkfifo = (file: string) => expect(spawnSync('mkfifo', [file]).status).toBe(0)

describe('pipes and links out of place', () => {
  it('reads a plain file, and refuses a pipe at once instead of waiting for a writer', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'a.json'), '{}')
    mkfifo(path.join(dir, 'p.json'))
    expect(readPlainFile(path.join(dir, 'a.json')).toString()).toBe('{}')
    // In a child, bounded: if the read blocked, the child would be killed at the timeout.
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(ROOT, 'lib/node/files.ts')}').then(({ readPlainFile }) => { try { readPlainFile('${path.join(dir, 'p.json')}') } catch (error) { console.log(error.message) } })`,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: budget(30_000) },
    )
    expect(child.signal).toBeNull()
    expect(child.stdout).toContain('is not a plain file (a named pipe)')
    expect(readPlainFile.bind(null, '/dev/null')).toThrow(/a device/)
  })

  it('lists a pipe and links out of the folder as odd, never as files', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'real.svg'), '<svg/>')
    mkfifo(path.join(dir, 'pipe.svg'))
    const outside = tempDir()
    mkfifo(path.join(outside, 'x.fifo'))
    fs.symlinkSync(path.join(outside, 'x.fifo'), path.join(dir, 'a.svg'))
    fs.symlinkSync('/etc/passwd', path.join(dir, 'b.svg'))
    fs.symlinkSync('/etc', path.join(dir, 'etc'))
    const listing = listFiles(dir)
    expect(listing.files).toEqual(['real.svg'])
    expect(listing.odd.map((entry) => entry.file)).toEqual(['a.svg', 'b.svg', 'etc', 'pipe.svg'])
  })

  it('builds the pictures past a pipe and a link to a pipe, in bounded time', () => {
    const dir = tempDir()
    const images = path.join(dir, 'images')
    fs.mkdirSync(images)
    fs.copyFileSync(
      path.join(
        ROOT,
        'content/images',
        fs.readdirSync(path.join(ROOT, 'content/images')).find((name) => name.endsWith('.svg'))!,
      ),
      path.join(images, 'real.svg'),
    )
    mkfifo(path.join(dir, 'x.fifo'))
    fs.symlinkSync(path.join(dir, 'x.fifo'), path.join(images, 'a.svg'))
    mkfifo(path.join(images, 'b.svg'))
    const script = `import('${path.join(ROOT, 'lib/build/image-pipeline.ts')}').then(async ({ buildImages }) => { const manifest = await buildImages({ sourceDir: '${images}', outDir: '${path.join(dir, 'out')}', manifestFile: '${path.join(dir, 'manifest.json')}' }); console.log(JSON.stringify(Object.keys(manifest))) })`
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: budget(90_000) })
    expect(child.signal, child.stderr).toBeNull()
    expect(child.status, child.stderr).toBe(0)
    expect(child.stdout.trim().split('\n').pop()).toBe('["images/real.svg"]')
    expect(child.stderr).toMatch(/a\.svg skipped/)
    expect(child.stderr).toMatch(/b\.svg skipped: it is a named pipe/)
  })

  it('validates a content folder holding a pipe and a link to a pipe, in bounded time', async () => {
    const dir = tempDir()
    const content = path.join(dir, 'content')
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true })
    mkfifo(path.join(dir, 'x.fifo'))
    fs.symlinkSync(path.join(dir, 'x.fifo'), path.join(content, 'images/a.svg'))
    mkfifo(path.join(content, 'cities/pipe.json'))
    const found = validateContent(content, 'content').errors.map(formatError)
    expect(found).toContain('content/cities/pipe.json: /: is a named pipe, not a file: content/ holds only plain files')
    const pictures = (await checkImages(content, 'content')).map(formatError)
    expect(pictures).toContain(
      'content/images/a.svg: /: is a symbolic link to a place outside the folder: copy the file in instead: content/ holds only plain files',
    )
  })
})
