// The compress step: a Brotli (.br) and a gzip (.gz) copy next to every text file of the built site, so
// servers send them as they are (nginx `brotli_static`/`gzip_static`, lib/node/static-server.ts)
// instead of compressing each request at a middling level. It matters for the first
// response: the home page's HTML with its headers is 15.5 KB with gzip -6, one round trip
// more than TCP's initial window (10 × 1,460 bytes) allows; with Brotli it is about 13 KB
// and arrives in the first flight.
//
// The CSS and the scripts get Brotli's highest level (11: about 18–27 ms of CPU a file, a few
// dozen files). The pages are compressed by the render workers as they are written
// (render-worker.ts), at 11 too unless their page kind asks for less (pages/city/build.ts:
// level 5 for the city pages, which grow with the number of towns: 0.6 ms instead of 27 ms
// for Lyon's page, 8 % larger, 5.8 KB instead of 5.4 KB, far inside the first flight); this
// step leaves them alone. The copies made here are kept in
// .cache/build/compressed/, named by the SHA-256 of the file they compress: a file whose
// bytes did not change since the last build gets its copies back without compressing
// (lib/build/precompress.ts).
import path from 'node:path'
import { precompress } from '../../lib/build/precompress.js'
import type { BuildContext } from './context.js'

export async function compress(context: BuildContext): Promise<string> {
  // The admin is left out (the admin step, which runs meanwhile, compresses its own files),
  // and so are the pages and their copies, compressed already by the render step.
  const done = new Set(context.pages!.flatMap((page) => [page.file, `${page.file}.br`, `${page.file}.gz`]))
  const { files, reused } = await precompress(context.client, {
    cacheDir: path.join(context.cacheDir, 'compressed'),
    fresh: context.fresh,
    skip: (relative, isDirectory) => (isDirectory ? relative === 'admin' : done.has(relative)),
  })
  return `${files} files, ${reused} from the cache (and ${done.size / 3} pages compressed as they were rendered)`
}
