// The dev server's whole-site check, in a worker thread so that pages are served while it
// runs (at 10,000 towns the first check takes tens of seconds, and later ones seconds): the
// content session (content-session.ts) sends the files that changed, this thread answers with
// every error of the folder, the pictures' headers included, as `npm run validate` would: the
// same engine (lib/content/engine.ts), whose verdicts it keeps between changes.
// Changes that arrive during a check are taken together by the next one.
import { parentPort, workerData } from 'node:worker_threads'
import type { ContentError } from '../content/rule-book.js'
import { checkImages } from './check-images.js'
import { contentFolder } from './content-folder.js'

export interface CheckRequest {
  /** The session's count of changes: the verdict says which ones it includes. */
  seq: number
  changed: string[]
}

export type CheckAnswer =
  { type: 'verdict'; seq: number; errors: ContentError[]; fileCount: number; ms: number } | { type: 'failed'; seq: number; message: string }

const { dir, label } = workerData as { dir: string; label: string }
// The engine's verdicts stay in memory for the life of the dev server: a change re-reads only the files named.
const folder = contentFolder(dir, label, { lasting: true, watched: true })
const port = parentPort!
let pending: { seq: number; changed: Set<string> } | undefined
let running = false
let imageErrors: ContentError[] | undefined

port.on('message', (request: CheckRequest) => {
  pending ??= { seq: 0, changed: new Set() }
  pending.seq = request.seq
  for (const file of request.changed) pending.changed.add(file)
  if (!running) void run()
})

async function run(): Promise<void> {
  running = true
  // Messages sent in the meantime join the batch: a burst of saves makes one check.
  await new Promise((resolve) => setTimeout(resolve, 20))
  while (pending) {
    const { seq, changed } = pending
    pending = undefined
    const started = performance.now()
    try {
      const verdict = folder.read(changed).check()
      if (!imageErrors || [...changed].some((file) => file.startsWith('images/'))) imageErrors = await checkImages(dir, label)
      port.postMessage({
        type: 'verdict',
        seq,
        errors: [...verdict.errors, ...imageErrors],
        fileCount: verdict.fileCount,
        ms: performance.now() - started,
      } satisfies CheckAnswer)
    } catch (error) {
      // A rule that throws is a bug to fix, not a state of the content: say it and keep serving.
      port.postMessage({
        type: 'failed',
        seq,
        message: `a rule failed (a bug, not a content error): ${(error as Error).stack ?? String(error)}`,
      } satisfies CheckAnswer)
    }
  }
  running = false
}
