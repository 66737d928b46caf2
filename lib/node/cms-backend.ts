// The admin's local backend (`npm run cms` runs it: scripts/cms-backend.ts): decap-server's
// file-system middleware, listening on 127.0.0.1 only (it has no sign-in: nothing on the
// network may reach it) and refusing every request that names a path outside content/, as
// written or through a link (lib/cms/backend-guard.ts, lib/node/content-links.ts). Listening
// on 127.0.0.1 is not enough against a web page the owner visits: through DNS rebinding,
// attacker.example can resolve to 127.0.0.1, and the browser then sends its requests here
// with Host: attacker.example. So a request is only answered when its Host names this machine
// on this port, and a browser's cross-origin request only when it comes from the admin's own
// origin (the dev server, `adminPort`).
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import { createRequire } from 'node:module'
import { forbiddenPaths } from '../cms/backend-guard.js'
import { linkProblems } from './content-links.js'

// Express comes with decap-server (no types installed): the little used here, typed.
interface Response {
  status(code: number): { json(body: unknown): void; end(): void }
  setHeader(name: string, value: string): void
}
interface Request {
  body?: object
  method: string
  headers: Record<string, string | undefined>
}
interface App {
  use(handler: unknown): void
  post(route: string, handler: (request: Request, response: Response, next: () => void) => void): void
  listen(port: number, host: string, ready: () => void): Server
}
const require = createRequire(import.meta.url)
const express = require('express') as { (): App; json(options: { limit: string }): unknown }

export const BACKEND_HOST = '127.0.0.1'

/** The origins a browser may call the backend from: the admin on the dev server, by either name of this machine. */
export function adminOrigins(adminPort: number): string[] {
  return [`http://localhost:${adminPort}`, `http://127.0.0.1:${adminPort}`]
}

/**
 * Starts the backend for the folder that holds content/; resolves once it listens.
 * `adminPort`: the dev server's port, whose pages alone may call it from a browser.
 */
export async function startCmsBackend(options: { repoDir: string; port: number; adminPort: number; logLevel?: string }): Promise<Server> {
  // decap-server reads its folder from the environment when its middleware is registered.
  const repoDir = path.resolve(options.repoDir)
  process.env.GIT_REPO_DIRECTORY = repoDir
  const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
    registerLocalFs(app: App, options: { logLevel?: string }): Promise<void>
  }
  const app = express()
  const origins = new Set(adminOrigins(options.adminPort))
  let hosts = new Set<string>()
  // Before anything else (decap-server's own CORS answers any localhost origin, on any port).
  app.use((request: Request, response: Response, next: () => void) => {
    const origin = request.headers.origin
    if (!hosts.has(request.headers.host ?? ''))
      return void response.status(403).json({ error: 'refused: this backend answers only to localhost on its own port' })
    if (origin !== undefined && !origins.has(origin))
      return void response.status(403).json({ error: 'refused: only the admin of the dev server may call this backend' })
    if (origin !== undefined) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Vary', 'Origin')
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST')
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type')
      return void response.status(204).end()
    }
    next()
  })
  app.use(express.json({ limit: '50mb' }))
  app.post('/api/v1', (request: Request, response: Response, next: () => void) => {
    const body = request.body ?? {}
    const refused = forbiddenPaths(body)
    if (refused.length > 0)
      return void response.status(403).json({ error: `refused: the admin edits only content/ (${refused.join(', ')})` })
    const linked = linkProblems(repoDir, body)
    if (linked.length > 0) return void response.status(403).json({ error: `refused: the admin follows no link (${linked.join('; ')})` })
    next()
  })
  await registerLocalFs(app, { logLevel: options.logLevel ?? 'warn' })
  // Express's own error page prints the stack, with this machine's paths: a status and a word instead.
  app.use((error: { status?: number; statusCode?: number }, _request: Request, response: Response, _next: () => void) => {
    const status = Number(error?.status ?? error?.statusCode ?? 500)
    response.status(status >= 400 && status < 600 ? status : 500).json({ error: status === 413 ? 'request too large' : 'request refused' })
  })
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, BACKEND_HOST, () => {
      const port = (server.address() as AddressInfo).port
      hosts = new Set([`localhost:${port}`, `127.0.0.1:${port}`])
      resolve(server)
    })
    server.on('error', reject)
  })
}
