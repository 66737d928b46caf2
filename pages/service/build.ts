// What the build needs to know of a service's page (lib/page-reads.ts): its own service's
// file, and the services index's text page for the breadcrumb.
import type { PageBuild } from '../../lib/page-reads.js'
import { textPageReads } from '../../lib/text-page.js'

export default {
  reads: ({ slug }) => ({ ...textPageReads('services'), services: [slug] }),
} satisfies PageBuild
