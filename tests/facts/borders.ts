// The facts the neighbours test reads (issue 36, point 3): for each town page, the communes
// (or, for a Paris arrondissement, the arrondissements) that share a boundary with it, with
// where that comes from. One file per town, tests/facts/borders/<slug>.json:
//   { "town": "Lyon", "borders": ["Caluire-et-Cuire", …], "source": "Wikipédia (fr), « Lyon », Communes limitrophes" }
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BORDERS_DIR = fileURLToPath(new URL('./borders/', import.meta.url))

export interface Borders {
  town: string
  borders: string[]
  source: string
}

/** A place name as the test compares it: case, accents' forms, apostrophes and hyphens folded. */
export const placeKey = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[\s\u00a0\u202f-]+/g, ' ')
    .trim()

/** Whether a town has its facts file. */
export const hasBorders = (slug: string) => fs.existsSync(path.join(BORDERS_DIR, `${slug}.json`))

/** The facts of one town; a missing or malformed file throws a sentence that says what to write. */
export function bordersOf(slug: string, town: string): Borders {
  const file = path.join(BORDERS_DIR, `${slug}.json`)
  const shown = path.relative(process.cwd(), file)
  if (!fs.existsSync(file))
    throw new Error(
      `${shown} is missing: write { "town": "${town}", "borders": [every commune that shares a boundary with ${town}], "source": "where the list comes from" } (docs/CONTENT.md, « Neighbours »)`,
    )
  const facts = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Borders>
  if (
    facts.town !== town ||
    !Array.isArray(facts.borders) ||
    facts.borders.length === 0 ||
    typeof facts.source !== 'string' ||
    !facts.source.trim()
  )
    throw new Error(`${shown}: needs "town": "${town}", a non-empty "borders" list and its "source"`)
  return facts as Borders
}
