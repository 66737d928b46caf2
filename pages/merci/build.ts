// What the build needs to know of the confirmation page (lib/page-reads.ts): the form's words.
import { PAGE_DATA_READS } from '../../lib/page-data.js'
import type { PageBuild } from '../../lib/page-reads.js'

export default {
  reads: () => ({ ...PAGE_DATA_READS, callbackForm: true }),
} satisfies PageBuild
