// Hashes of words, and of runs of consecutive words built from them: each word is hashed
// once, and a run's hash is a polynomial of its words' hashes, with no string joined per run.
// The shared-run rule (lib/shared-runs.ts) and the near-duplicate index
// (lib/content/overlap-index.ts) both key runs this way.

const FNV_PRIME = 0x01000193

/** FNV-1a of a word from `seed`, 32 bits. */
function fnv(word: string, seed: number): number {
  let value = seed
  for (let index = 0; index < word.length; index++) value = Math.imul(value ^ word.charCodeAt(index), FNV_PRIME)
  return value >>> 0
}

/** The words' hashes with two seeds: a run keyed by both collides only if both do. */
export function wordHashes(words: string[]): { a: Uint32Array; b: Uint32Array } {
  const a = new Uint32Array(words.length)
  const b = new Uint32Array(words.length)
  for (let index = 0; index < words.length; index++) {
    a[index] = fnv(words[index], 0x811c9dc5)
    b[index] = fnv(words[index], 0x6c62272e)
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
