// What the build needs to know of the contact page (lib/page-reads.ts): its text page and the call-back form.
import { CALLBACK_READS } from '../../lib/page-data.js'
import type { PageBuild } from '../../lib/page-reads.js'
import { textPageReads } from '../../lib/text-page.js'

export default {
  reads: () => ({ ...textPageReads('contact'), ...CALLBACK_READS }),
} satisfies PageBuild
