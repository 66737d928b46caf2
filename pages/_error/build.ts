// What the build needs to know of the not-found page (lib/page-reads.ts): what every page reads.
import { PAGE_DATA_READS } from '../../lib/page-data.js'
import type { PageBuild } from '../../lib/page-reads.js'

export default {
  reads: () => PAGE_DATA_READS,
} satisfies PageBuild
