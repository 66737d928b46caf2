// The admin's local backend (`npm run cms`): decap-server's file-system middleware, listening
// on 127.0.0.1 only (it has no sign-in: nothing on the network may reach it) and refusing
// every request that names a path outside content/ (lib/cms/backend-guard.ts).
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import { createRequire } from 'node:module'
import { forbiddenPaths } from '../lib/cms/backend-guard.js'
import { isMainModule } from '../lib/node/main-module.js'

// Express comes with decap-server (no types installed): the little used here, typed.
interface Response {
  status(code: number): { json(body: unknown): void }
}
interface App {
  use(handler: unknown): void
  post(route: string, handler: (request: { body?: object }, response: Response, next: () => void) => void): void
  listen(port: number, host: string, ready: () => void): Server
}
const require = createRequire(import.meta.url)
const express = require('express') as { (): App; json(options: { limit: string }): unknown }

export const BACKEND_HOST = '127.0.0.1'

/** Starts the backend for the folder that holds content/; resolves once it listens. */
export async function startCmsBackend(options: { repoDir: string; port: number; logLevel?: string }): Promise<Server> {
  // decap-server reads its folder from the environment when its middleware is registered.
  process.env.GIT_REPO_DIRECTORY = path.resolve(options.repoDir)
  const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
    registerLocalFs(app: App, options: { logLevel?: string }): Promise<void>
  }
  const app = express()
  app.use(express.json({ limit: '50mb' }))
  app.post('/api/v1', (request: { body?: object }, response: Response, next: () => void) => {
    const outside = forbiddenPaths(request.body ?? {})
    if (outside.length > 0) {
      response.status(403).json({ error: `refused: the admin edits only content/ (${outside.join(', ')})` })
      return
    }
    next()
  })
  await registerLocalFs(app, { logLevel: options.logLevel ?? 'warn' })
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, BACKEND_HOST, () => resolve(server))
    server.on('error', reject)
  })
}

if (isMainModule(import.meta.url)) {
  const server = await startCmsBackend({ repoDir: process.env.GIT_REPO_DIRECTORY ?? process.cwd(), port: Number(process.env.PORT ?? 8081) })
  console.log(`decap-server on http://${BACKEND_HOST}:${(server.address() as AddressInfo).port}/api/v1 (content/ only)`)
}
