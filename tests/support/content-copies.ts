// Copies of content/ for tests that change files, and the steps that undo a test (a copy
// removed, a session closed) after each test, last registered first when unshifted.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

const CONTENT = path.resolve(import.meta.dirname, '../../content')

export function contentCopies(prefix: string): { copyContent: () => string; cleanup: (() => void)[] } {
  const cleanup: (() => void)[] = []
  afterEach(() => {
    for (const step of cleanup.splice(0)) step()
  })
  const copyContent = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    fs.cpSync(CONTENT, dir, { recursive: true })
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    return dir
  }
  return { copyContent, cleanup }
}

export const readJson = (dir: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
export const writeJson = (dir: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`)
/** Changes one JSON file of a copy in place. */
export const edit = (dir: string, file: string, change: (data: any) => void) => {
  const data = readJson(dir, file)
  change(data)
  writeJson(dir, file, data)
}
