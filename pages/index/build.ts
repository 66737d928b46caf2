// What the build needs to know of the home page (lib/page-reads.ts): it reads nearly
// everything but the cities: the towns it names and links are those of the coverage grid.
import { CALLBACK_READS, PAGE_DATA_READS } from '../../lib/page-data.js'
import type { PageBuild } from '../../lib/page-reads.js'

export default {
  reads: () => ({
    ...PAGE_DATA_READS,
    ...CALLBACK_READS,
    announcement: true,
    // The washing service's process steps.
    services: true,
    salons: true,
    gallery: true,
    coverage: ['grid'],
  }),
} satisfies PageBuild
