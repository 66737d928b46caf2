// What the two cross-page rules on city pages read of a city, computed in one place: the
// hashes of its 8-word runs (lib/shared-runs.ts) and its 5-word fingerprint
// (overlap-index.ts). Both are built from word hashes. They are tokenised apart because the
// rules count words differently (runs keep accents and stop at sentence ends; the
// fingerprint drops accents and masks the town's name). lib/node/verdicts.ts keeps them per
// page, so an unchanged page is not read again.
import { stringsOf } from './json.js'
import { isText } from './typography.js'
import { fingerprintOf } from './overlap-index.js'
import { runHashes, type PageField } from '../shared-runs.js'
import { cityText } from '../text-overlap.js'
import { withoutClaims } from './references.js'

export interface PageTokens {
  /** Sorted, distinct hashes of the page's 8-word runs. */
  runs: Float64Array
  /** Sorted, distinct hashes of its 5-word sequences; empty when the town has no name to mask. */
  print: Uint32Array
}

/**
 * The text fields of a city a visitor or a search engine reads (not its town name, region or
 * identifiers), in the town's own words: claim references are the business's one wording,
 * shared by every page by design, and left out.
 */
export function cityFields(city: unknown): PageField[] {
  return stringsOf(city)
    .filter(({ key, value }) => isText(key, value) && key !== 'town' && key !== 'region')
    .map(({ pointer, value }) => ({ pointer, text: withoutClaims(value) }))
}

/** The text the near-duplicate rule measures, or undefined for a city without a town name. */
export function similarityText(city: Record<string, unknown>): string | undefined {
  return typeof city.town === 'string' ? cityText(city as Parameters<typeof cityText>[0]) : undefined
}

export function pageTokens(city: Record<string, unknown>): PageTokens {
  const text = similarityText(city)
  return { runs: runHashes(cityFields(city)), print: text === undefined ? new Uint32Array(0) : fingerprintOf(text) }
}
