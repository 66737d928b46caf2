// `npm run validate -- --fix`: applies the mechanical typography fixes of typography.ts to
// every content file in place. Files are re-serialised the way they are written (2-space
// indentation, trailing newline), so the only change is the fixed text; a second run finds
// nothing to do. Files that are not valid JSON, or repeat a key, are left for the maintainer.
import fs from 'node:fs'
import path from 'node:path'
import { parseJsonFile } from './json.js'
import { fixValue } from './typography.js'

/**
 * Fixes one JSON text; returns it unchanged when nothing applies, when it does not parse, or
 * when it repeats a key (re-serialising would silently keep only the last of the two: the
 * maintainer's text would be lost; the validator reports the repeat instead).
 */
export function fixJsonText(text: string): string {
  const parsed = parseJsonFile(Buffer.from(text))
  if (!parsed.ok || parsed.problems.length > 0) return text
  const data = parsed.data
  const fixed = `${JSON.stringify(fixValue(data), null, 2)}\n`
  return fixed === `${JSON.stringify(data, null, 2)}\n` ? text : fixed
}

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
