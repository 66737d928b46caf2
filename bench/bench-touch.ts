// `tsx bench/bench-touch.ts [dist/client]`: the touch bench of `npm run bench`
// (bench/touch-bench.ts) on its own, against the given build served on a loopback port.
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'
import { createStaticServer } from '../lib/node/static-server.js'
import { launchBenchChrome } from './bench-chrome.js'
import { touchBench } from './touch-bench.js'

const root = path.resolve(process.argv[2] ?? path.join(ROOT_DIR, 'dist/client'))
const server = createStaticServer(root)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as { port: number }
const chrome = await launchBenchChrome()
try {
  console.log((await touchBench(await chrome.playwright(), `http://127.0.0.1:${port}`, Number(process.env.BENCH_RUNS ?? 3))).join('\n'))
} finally {
  await chrome.kill()
  server.close()
}
