// What the build needs to know of the coverage page (lib/page-reads.ts): its text page and
// the groups of coverage.json, which name and link every town (lib/content/coverage-links.ts).
import type { PageBuild } from '../../lib/page-reads.js'
import { textPageReads } from '../../lib/text-page.js'

export default {
  reads: () => ({ ...textPageReads('a-proximite'), coverage: ['groups'] }),
} satisfies PageBuild
