// The admin's local backend, run by `npm run cms` (scripts/cms.ts) in a process of its own:
// decap-server for the folder GIT_REPO_DIRECTORY, on 127.0.0.1:PORT (8081), answering the
// admin of the dev server on ADMIN_PORT (3000) only (lib/node/cms-backend.ts).
import type { AddressInfo } from 'node:net'
import { BACKEND_HOST, startCmsBackend } from '../lib/node/cms-backend.js'

const server = await startCmsBackend({
  repoDir: process.env.GIT_REPO_DIRECTORY ?? process.cwd(),
  port: Number(process.env.PORT ?? 8081),
  adminPort: Number(process.env.ADMIN_PORT ?? 3000),
})
console.log(`decap-server on http://${BACKEND_HOST}:${(server.address() as AddressInfo).port}/api/v1 (content/ only)`)
