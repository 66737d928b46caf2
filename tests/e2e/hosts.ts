// The real servers the site runs on, started on loopback ports for tests/e2e/hosts.spec.ts:
// nginx with deploy/nginx.conf (over https, with a self-signed certificate made here), and
// Cloudflare Pages' engine, `wrangler pages dev` (workerd), serving what the deploy uploads.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { prepareCloudflareDir } from '../../scripts/cloudflare-dir.js'
import { budget } from '../support/budget.js'
import { selfSignedCertificate } from '../support/certificate.js'
import { freePort } from '../support/ports.js'

export interface Host {
  name: 'nginx' | 'wrangler'
  /** Where the site answers: https for nginx, http for wrangler. */
  base: string
  /** nginx only: its plain-http port, which only redirects. */
  httpBase?: string
  /** The certificate to trust for `base` (nginx), PEM. */
  ca?: string
  /** What the server printed so far (wrangler). */
  log?: () => string
  /** The folder it serves (wrangler): a test replaces a file there (rm, then write: it holds
   *  hard links into dist/client) to play a deploy. */
  upload?: string
  stop: () => void
}

/** A raw answer: status, headers, body bytes; redirects are never followed. */
export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  text: string
}

/** GET (or `method`) a URL without following redirects, trusting `ca` for https. */
export function request(url: string, options: { ca?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http
    const req = client.request(url, { method: options.method ?? 'GET', headers: options.headers, ca: options.ca }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

async function waitFor(url: string, ca: string | undefined, process: ChildProcess, log: () => string, ms: number) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (process.exitCode !== null) throw new Error(`server exited (${process.exitCode}):\n${log()}`)
    try {
      await request(url, { ca })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`${url} did not answer in ${ms / 1000} s:\n${log()}`)
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? 'nginx'

/** deploy/nginx.conf as shipped, but for its ports, paths and a certificate made for 127.0.0.1. */
export async function startNginx(): Promise<Host> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'))
  const certificate = selfSignedCertificate('127.0.0.1', dir)
  const shipped = fs.readFileSync('deploy/nginx.conf', 'utf8')
  const site = shipped
    .replaceAll('/srv/tapis/dist', path.resolve('dist'))
    .replace(/^\s*listen \[::\]:\d+.*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/ssl_certificate \/etc\/letsencrypt\/[^;]+;/, `ssl_certificate ${certificate.certFile};`)
    .replace(/ssl_certificate_key \/etc\/letsencrypt\/[^;]+;/, `ssl_certificate_key ${certificate.keyFile};`)
  if (site.includes('/etc/letsencrypt') || !site.includes(`${httpsPort} ssl`))
    throw new Error('deploy/nginx.conf no longer has the expected listen/certificate lines')
  fs.writeFileSync(path.join(dir, 'site.conf'), site)
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    // As root, nginx's workers would drop to www-data, which cannot read a checkout under a
    // private temporary folder (CI clones into one): keep them as the current user.
    // Debian's modules (brotli_static) load from modules-enabled, as in its own nginx.conf.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}include /etc/nginx/modules-enabled/*.conf;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};\n  include ${dir}/site.conf;\n}\n`,
  )
  const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`)
  const server = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' })
  const ca = certificate.cert
  const base = `https://127.0.0.1:${httpsPort}`
  await waitFor(`${base}/`, ca, server, () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'), budget(20_000))
  return {
    name: 'nginx',
    base,
    httpBase: `http://127.0.0.1:${httpPort}`,
    ca,
    stop: () => {
      server.kill()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The wrangler of package.json, pinned, on the upload folder the deploy publishes, with the
 * project's functions/ (the admin's sign-in), as `wrangler pages deploy` run from the project
 * root publishes them: offline (no metrics, no fetch of the `Request.cf` object), loopback
 * only, with a fixed compatibility date its workerd supports (package.json overrides workerd
 * to 1.20260501.1). `bindings` are the functions' environment (the host's secrets);
 * `prepare` may change the upload folder once the site's address is known.
 */
export const WRANGLER_COMPATIBILITY_DATE = '2026-05-01'

export interface WranglerOptions {
  bindings?: Record<string, string>
  prepare?: (upload: string, base: string) => void | Promise<void>
  /** A port chosen beforehand, when another server must know the site's origin first. */
  port?: number
}

export async function startWrangler(options: WranglerOptions = {}): Promise<Host> {
  const port = options.port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-'))
  const upload = path.join(dir, 'site')
  const base = `http://127.0.0.1:${port}`
  prepareCloudflareDir(path.resolve('dist/client'), upload)
  await options.prepare?.(upload, base)
  let log = ''
  const server = spawn(
    path.resolve('node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      upload,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      `--compatibility-date=${WRANGLER_COMPATIBILITY_DATE}`,
      '--persist-to',
      path.join(dir, 'state'),
      // workerd's inspector listens on 9229 by default: two sites at once (two test workers)
      // would fight over it, and the second one's runtime fails to start.
      '--inspector-port',
      String(await freePort()),
      ...Object.entries(options.bindings ?? {}).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
    ],
    {
      // The project root: wrangler compiles ./functions from there.
      cwd: process.cwd(),
      // Its own process group, so that stopping it stops workerd too.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1' },
    },
  )
  server.stdout?.on('data', (chunk) => (log += chunk))
  server.stderr?.on('data', (chunk) => (log += chunk))
  await waitFor(`${base}/`, undefined, server, () => log, budget(90_000))
  return {
    name: 'wrangler',
    base,
    log: () => log,
    upload,
    stop: () => {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM')
      } catch {
        server.kill()
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
