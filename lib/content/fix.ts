// `npm run validate -- --fix` on one file's text: the mechanical typography fixes of
// typography.ts (lib/node/fix-content.ts applies it to every content file, in place). A file is
// re-serialised the way files are written (2-space indentation, trailing newline), so the only
// change is the fixed text; a second run finds nothing to do. A file that is not valid JSON,
// or repeats a key, is left for the maintainer.
import { parseJsonFile } from './json.js'
import { fixValue } from './typography.js'

/**
 * Fixes one JSON text; returns it unchanged when nothing applies, when it does not parse, or
 * when it repeats a key (re-serialising would silently keep only the last of the two: the
 * maintainer's text would be lost; the validator reports the repeat instead).
 */
export function fixJsonText(text: string): string {
  const parsed = parseJsonFile(new TextEncoder().encode(text))
  if (!parsed.ok || parsed.problems.length > 0) return text
  const data = parsed.data
  const fixed = `${JSON.stringify(fixValue(data), null, 2)}\n`
  return fixed === `${JSON.stringify(data, null, 2)}\n` ? text : fixed
}
