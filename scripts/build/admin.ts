// The admin step: the owner's editor at /admin/ (lib/build/admin.ts: Decap CMS and its
// configuration generated from the schemas), with a Brotli and a gzip copy of each of its
// text files, as the compress step makes for the site (which runs meanwhile and leaves
// admin/ alone). Decap's 5 MB bundle takes about 10 s of Brotli 11 once; its copies are kept
// by content hash in a cache of their own (.cache/build/compressed-admin/), so a build whose
// admin did not change reuses them, and nginx and `npm start` never compress it per request.
import path from 'node:path'
import { buildAdmin } from '../../lib/build/admin.js'
import { precompress } from '../../lib/build/precompress.js'
import type { BuildContext } from './context.js'

export async function admin(context: BuildContext): Promise<string> {
  const dir = path.join(context.client, 'admin')
  await buildAdmin(dir)
  const { files, reused } = await precompress(dir, { cacheDir: path.join(context.cacheDir, 'compressed-admin'), fresh: context.fresh })
  return `written, ${files} files compressed, ${reused} from the cache`
}
