// What the build needs to know of a plain text page (lib/page-reads.ts): its own file of
// content/pages/ (the legal notice's identity rows come from site.json, read by every page).
import type { PageBuild } from '../../lib/page-reads.js'
import { textPageReads, type TextPageName } from '../../lib/text-page.js'

export default {
  reads: ({ name }) => textPageReads(name as TextPageName),
} satisfies PageBuild
