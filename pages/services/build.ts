// What the build needs to know of the services index (lib/page-reads.ts): its text page and every service's card.
import type { PageBuild } from '../../lib/page-reads.js'
import { textPageReads } from '../../lib/text-page.js'

export default {
  reads: () => ({ ...textPageReads('services'), services: true }),
} satisfies PageBuild
