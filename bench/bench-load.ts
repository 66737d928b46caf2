// `npm run bench:load`: the preview (scripts/serve.ts) and nginx (deploy/nginx.conf, started
// as the tests start it) under load, on loopback only: CONNECTIONS keep-alive connections for
// SECONDS seconds each, asking in turn for /, /lyon, /contact and the largest script (and the
// admin's bundle with WITH_ADMIN=1) with « Accept-Encoding: br, gzip », as browsers do. Prints requests a second, p50, p99 and errors,
// with the machine's load (the load generator shares the machine: its own CPU use counts).
// Needs a build (`npm run build`) and nginx.
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createStaticServer } from '../scripts/serve.js'
import { startNginx } from '../tests/e2e/hosts.js'
import { ROOT_DIR } from '../lib/node/root.js'

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200)
const SECONDS = Number(process.env.SECONDS ?? 20)
const client = path.join(ROOT_DIR, 'dist/client')
const largest = (folder: string, extension: string) =>
  fs
    .readdirSync(path.join(client, folder))
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(client, folder, b)).size - fs.statSync(path.join(client, folder, a)).size)[0]
// Pages and the largest script a visitor loads; WITH_ADMIN=1 adds the admin's 5 MB bundle,
// which the build leaves uncompressed (scripts/build/compress.ts): the file the preview once
// gzipped anew on every request, and nginx still compresses on the fly.
const ROUTES = [
  '/',
  '/lyon',
  '/contact',
  `/assets/chunks/${largest('assets/chunks', '.js')}`,
  ...(process.env.WITH_ADMIN === '1' ? [`/admin/${largest('admin', '.js')}`] : []),
]

interface Target {
  name: string
  get: (route: string, agent: http.Agent) => Promise<number>
}

async function load(target: Target): Promise<void> {
  const agent = new (target.name === 'nginx' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: CONNECTIONS }) as http.Agent
  const times: number[] = []
  let errors = 0
  const end = performance.now() + SECONDS * 1000
  const loadBefore = os.loadavg()[0]
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, index) => {
      for (let turn = index; performance.now() < end; turn++) {
        const start = performance.now()
        try {
          const status = await target.get(ROUTES[turn % ROUTES.length], agent)
          if (status !== 200) errors++
        } catch {
          errors++
        }
        times.push(performance.now() - start)
      }
    }),
  )
  agent.destroy()
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(1)
  console.log(
    `${target.name}: ${(times.length / SECONDS).toFixed(0)} requests/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${errors} errors ` +
      `(${times.length} requests, ${CONNECTIONS} connections, ${SECONDS} s; load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)})`,
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
    .join(' ')}, ${os.cpus().length} cores, Node ${process.version}; routes ${ROUTES.join(' ')}`,
)
const preview = createStaticServer(client)
await new Promise<void>((resolve) => preview.listen(0, '127.0.0.1', resolve))
const previewPort = (preview.address() as net.AddressInfo).port
await load({ name: 'preview', get: (route, agent) => fetchOnce(http, { host: '127.0.0.1', port: previewPort, path: route, agent }) })
await new Promise((resolve) => preview.close(resolve))

const nginx = await startNginx()
try {
  const port = Number(new URL(nginx.base).port)
  await load({ name: 'nginx', get: (route, agent) => fetchOnce(https, { host: '127.0.0.1', port, path: route, agent, ca: nginx.ca }) })
} finally {
  nginx.stop()
}
