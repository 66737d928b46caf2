// What the build needs to know of a city page (lib/page-reads.ts): it reads its own city's
// file and what every page reads, so an edit of another town leaves it as it was.
import { PAGE_DATA_READS } from '../../lib/page-data.js'
import type { PageBuild } from '../../lib/page-reads.js'

export default {
  reads: ({ slug }) => ({ ...PAGE_DATA_READS, cities: [slug] }),
  // One page per town, thousands of them: Brotli 5 costs 0.6 ms a page against 27 ms at 11,
  // for a copy 8 % larger, still inside the first flight (scripts/build/compress.ts).
  brotliQuality: 5,
} satisfies PageBuild
