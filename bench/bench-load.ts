// `npm run bench:load`: the preview (scripts/serve.ts) and nginx (deploy/nginx.conf, started
// as the tests start it) under load, on loopback only, with « Accept-Encoding: br, gzip » as
// browsers send it. CONNECTIONS keep-alive connections ask in turn for /, /lyon, /contact and
// the largest script chunk for SECONDS seconds; each run of ADMIN_CONNECTIONS (a list, default
// « 0,10,20 ») adds that many connections pulling the admin's Decap bundle meanwhile. Prints,
// per server and per mix, the pages' requests a second, p50 and p99, and the bundle's, with
// the machine's load (the load generator shares the machine: its own CPU use counts).
// TARGETS=preview,nginx chooses the servers. Needs a build (`npm run build`) and nginx.
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createStaticServer } from '../lib/node/static-server.js'
import { startNginx } from '../tests/e2e/hosts.js'
import { ROOT_DIR } from '../lib/node/root.js'

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 10)
const ADMIN_CONNECTIONS = (process.env.ADMIN_CONNECTIONS ?? '0,10,20').split(',').map(Number)
const TARGETS = (process.env.TARGETS ?? 'preview,nginx').split(',')
const client = path.join(ROOT_DIR, 'dist/client')
const largest = (folder: string, extension: string) =>
  fs
    .readdirSync(path.join(client, folder))
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(client, folder, b)).size - fs.statSync(path.join(client, folder, a)).size)[0]
/** Pages and the largest script a visitor loads. */
const PAGES = ['/', '/lyon', '/contact', `/assets/chunks/${largest('assets/chunks', '.js')}`]
/** Decap's bundle, where the admin's page loads it from (its folder is named by its hash). */
const decapFolder = fs.readdirSync(path.join(client, 'admin/assets')).find((name) => name.startsWith('decap-'))
const ADMIN_BUNDLE = `/admin/assets/${decapFolder}/decap-cms.js`
const hasCopies = fs.existsSync(path.join(client, `${ADMIN_BUNDLE}.br`))

interface Target {
  name: string
  get: (route: string, agent: http.Agent) => Promise<number>
}

interface Tally {
  times: number[]
  errors: number
}

/** `count` connections asking for `routes` in turn until `end`. */
async function drive(target: Target, routes: string[], count: number, end: number, tally: Tally): Promise<void> {
  if (count === 0) return
  const agent = new (target.name === 'nginx' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: count }) as http.Agent
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      for (let turn = index; performance.now() < end; turn++) {
        const start = performance.now()
        try {
          if ((await target.get(routes[turn % routes.length], agent)) !== 200) tally.errors++
        } catch {
          tally.errors++
        }
        tally.times.push(performance.now() - start)
      }
    }),
  )
  agent.destroy()
}

function summary({ times, errors }: Tally): string {
  if (times.length === 0) return `no request finished, ${errors} errors`
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(0)
  return `${(times.length / SECONDS).toFixed(1)} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${errors} errors`
}

async function load(target: Target, admins: number): Promise<void> {
  const pages: Tally = { times: [], errors: 0 }
  const bundle: Tally = { times: [], errors: 0 }
  const loadBefore = os.loadavg()[0]
  const end = performance.now() + SECONDS * 1000
  await Promise.all([drive(target, PAGES, CONNECTIONS, end, pages), drive(target, [ADMIN_BUNDLE], admins, end, bundle)])
  console.log(
    `${target.name.padEnd(7)} ${String(CONNECTIONS).padStart(3)} page + ${String(admins).padStart(2)} bundle connections: ` +
      `pages ${summary(pages)}${admins ? `; bundle ${summary(bundle)}` : ''} (load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)})`,
  )
}

function fetchOnce(client: typeof http | typeof https, options: https.RequestOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = client.get({ ...options, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
    request.on('error', reject)
  })
}

console.log(
  `uptime: ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores, Node ${process.version}; pages ${PAGES.join(' ')}; bundle ${ADMIN_BUNDLE} ` +
    `(${hasCopies ? 'with' : 'without'} the build's .br/.gz copies); ${SECONDS} s a run`,
)
if (TARGETS.includes('preview')) {
  const preview = createStaticServer(client)
  await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve))
  const port = (preview.address() as net.AddressInfo).port
  for (const admins of ADMIN_CONNECTIONS)
    await load({ name: 'preview', get: (route, agent) => fetchOnce(http, { host: '127.0.0.1', port, path: route, agent }) }, admins)
  await new Promise((resolve) => preview.close(resolve))
}
if (TARGETS.includes('nginx')) {
  const nginx = await startNginx()
  try {
    const port = Number(new URL(nginx.base).port)
    for (const admins of ADMIN_CONNECTIONS)
      await load(
        { name: 'nginx', get: (route, agent) => fetchOnce(https, { host: '127.0.0.1', port, path: route, agent, ca: nginx.ca }) },
        admins,
      )
  } finally {
    nginx.stop()
  }
}
