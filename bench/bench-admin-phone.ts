// `npm run bench:admin`: the admin's first load on a throttled phone, to the collection list
// (« Villes »), for an owner already signed in (his GitHub token in localStorage, as Decap
// keeps it). Chromium over CDP at 390 × 844 with Lighthouse's « slow 4G » (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) and a CPU 4× slower; the built site served by nginx as
// deploy/nginx.conf serves it (https, the build's Brotli copies, the admin's hashed files
// cached a year), GitHub answered by the test stand-in on loopback. RUNS cold loads (a fresh
// context: empty HTTP cache), then, in the last context, a warm one (the hashed files from
// the cache; WITHOUT_COPIES=1 leaves the admin without its .br/.gz copies). Prints each time, the median, and the bytes the page received (encoded, as sent
// on the wire). Needs a build (`npm run build`), nginx and Debian's chromium.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { adminContentSecurityPolicy } from '../lib/node/security-headers.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { buildAdmin } from '../lib/build/admin.js'
import { precompress } from '../lib/build/precompress.js'
import { GITHUB_BACKEND } from '../lib/oauth/backend.js'
import { startNginx } from '../tests/e2e/hosts.js'
import { GitHubStandIn } from '../tests/support/github-standin.js'
import { launchBenchChrome } from './bench-chrome.js'

const RUNS = Number(process.env.RUNS ?? 3)
const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4
const TOKEN = 'gho_bench0admin0phone'

const backend = GITHUB_BACKEND
const github = new GitHubStandIn({ root: ROOT_DIR, repo: backend.repo, branch: backend.branch, clientId: 'bench', clientSecret: 'bench' })
await github.start()
github.tokens.add(TOKEN)

// A copy of dist/ (links) whose admin talks to the stand-in, as tests/support/production-admin.ts
// makes it for wrangler; nginx is started from that folder.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
const dist = path.join(ROOT_DIR, 'dist')
fs.mkdirSync(path.join(work, 'dist/client'), { recursive: true })
fs.mkdirSync(path.join(work, 'deploy'))
fs.symlinkSync(path.join(ROOT_DIR, 'deploy/nginx.conf'), path.join(work, 'deploy/nginx.conf'))
fs.symlinkSync(path.join(dist, 'nginx-headers.conf'), path.join(work, 'dist/nginx-headers.conf'))
for (const name of fs.readdirSync(path.join(dist, 'client')).filter((name) => name !== 'admin'))
  fs.symlinkSync(path.join(dist, 'client', name), path.join(work, 'dist/client', name))
const adminDir = path.join(work, 'dist/client/admin')
await buildAdmin(adminDir, { github: { apiRoot: github.apiRoot, baseUrl: 'https://127.0.0.1' } })
// WITHOUT_COPIES=1: the admin as it was before issue 37 (nginx gzips it per request).
if (process.env.WITHOUT_COPIES !== '1') await precompress(adminDir, { cacheDir: path.join(ROOT_DIR, '.cache/build/compressed-admin') })
fs.writeFileSync(
  path.join(work, 'dist/nginx-admin-headers.conf'),
  fs
    .readFileSync(path.join(dist, 'nginx-admin-headers.conf'), 'utf8')
    .replace(adminContentSecurityPolicy(), adminContentSecurityPolicy(github.apiRoot)),
)
const cwd = process.cwd()
process.chdir(work)
const nginx = await startNginx()
process.chdir(cwd)
// The test certificate is trusted by its key's hash, not by ignoring errors: Chromium does not
// cache what it receives over a connection whose certificate it ignores, and the warm load
// measures that cache.
const spki = crypto
  .createHash('sha256')
  .update(new crypto.X509Certificate(nginx.ca!).publicKey.export({ type: 'spki', format: 'der' }))
  .digest('base64')
const chrome = await launchBenchChrome([`--ignore-certificate-errors-spki-list=${spki}`])

async function measure(context: Awaited<ReturnType<Awaited<ReturnType<typeof chrome.playwright>>['newContext']>>) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  let bytes = 0
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength))
  const started = performance.now()
  await page.goto(`${nginx.base}/admin/`)
  await page.getByRole('link', { name: 'Villes' }).waitFor({ state: 'visible', timeout: 180_000 })
  const ms = performance.now() - started
  await page.close()
  return { ms, bytes }
}

try {
  const browser = await chrome.playwright()
  const cold: { ms: number; bytes: number }[] = []
  let last
  for (let run = 0; run < RUNS; run++) {
    await last?.close()
    last = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })
    await last.addInitScript(
      ([token]) => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token, login: 'owner' })),
      [TOKEN],
    )
    const result = await measure(last)
    cold.push(result)
    console.log(`cold ${run + 1}: ${(result.ms / 1000).toFixed(1)} s, ${(result.bytes / 1024).toFixed(0)} KB received`)
  }
  const warm = await measure(last!)
  console.log(`warm: ${(warm.ms / 1000).toFixed(1)} s, ${(warm.bytes / 1024).toFixed(0)} KB received`)
  const median = cold.map((run) => run.ms).sort((a, b) => a - b)[Math.floor(cold.length / 2)]
  console.log(
    `admin first load to the collection list, slow 4G + CPU ×${CPU_SLOWDOWN}, 390 px: median ${(median / 1000).toFixed(1)} s of ${RUNS} cold loads (load ${os.loadavg()[0].toFixed(1)})`,
  )
  await last?.close()
} finally {
  await chrome.kill()
  nginx.stop()
  await github.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
