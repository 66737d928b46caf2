// `npm run validate -- --fix`: every content file's text fixed in place (lib/content/fix.ts
// says what changes in one text), the source images aside.
import fs from 'node:fs'
import path from 'node:path'
import { fixJsonText } from '../content/fix.js'

/** Fixes every .json file under `dir` (source images aside); returns the paths it rewrote. */
export function fixContentFiles(dir: string): string[] {
  const changed: string[] = []
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !entry.name.endsWith('.json') || path.relative(dir, file).split(path.sep)[0] === 'images') continue
    const text = fs.readFileSync(file, 'utf8')
    const fixed = fixJsonText(text)
    if (fixed !== text) {
      fs.writeFileSync(file, fixed)
      changed.push(path.relative(dir, file))
    }
  }
  return changed.sort()
}
