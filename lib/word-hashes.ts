// Hashes of words, and of runs of consecutive words built from them: each word is hashed
// once, and a run's hash is a polynomial of its words' hashes, with no string joined per run.
// The shared-run rule (lib/shared-runs.ts) and the near-duplicate index
// (lib/content/overlap-index.ts) both key runs this way.

const FNV_PRIME = 0x01000193

/** The words' FNV-1a hashes (32 bits) from two seeds, in one pass over each word: a run keyed by both collides only if both do. */
export function wordHashes(words: string[]): { a: Uint32Array; b: Uint32Array } {
  const a = new Uint32Array(words.length)
  const b = new Uint32Array(words.length)
  for (let index = 0; index < words.length; index++) {
    const word = words[index]
    let x = 0x811c9dc5
    let y = 0x6c62272e
    for (let at = 0; at < word.length; at++) {
      const code = word.charCodeAt(at)
      x = Math.imul(x ^ code, FNV_PRIME)
      y = Math.imul(y ^ code, FNV_PRIME)
    }
    a[index] = x >>> 0
    b[index] = y >>> 0
  }
  return { a, b }
}

/** Σ hash[from + k] × multiplier^(size − 1 − k), modulo 2³²: a run's hash from its words'. */
function polynomial(hashes: Uint32Array, from: number, size: number, multiplier: number): number {
  let value = 0
  for (let k = 0; k < size; k++) value = (Math.imul(value, multiplier) + hashes[from + k]) | 0
  return value >>> 0
}

/** 32 bits for the run of `size` words at `from`: a collision only adds a candidate that an exact check drops. */
export function runHash32(hashes: { a: Uint32Array }, from: number, size: number): number {
  return polynomial(hashes.a, from, size, 0x9e3779b1)
}

/**
 * 53 bits for the run of `size` words at `from` (an exact float64): distinct runs colliding
 * is a chance of about one in a billion among a million runs, so counting needs no text.
 */
export function runHash53(hashes: { a: Uint32Array; b: Uint32Array }, from: number, size: number): number {
  return polynomial(hashes.a, from, size, 0x9e3779b1) * 0x200000 + (polynomial(hashes.b, from, size, 0x85ebca6b) & 0x1fffff)
}

/** The values sorted, each once (in place; returns the distinct prefix). */
export function sortedDistinct<T extends Float64Array | Uint32Array>(values: T): T {
  values.sort()
  let distinct = 0
  for (let index = 0; index < values.length; index++)
    if (index === 0 || values[index] !== values[index - 1]) values[distinct++] = values[index]
  return values.subarray(0, distinct) as T
}
