// `npm run cms`: the admin in local mode. decap-server (127.0.0.1, content/ only) edits the files of content/ on disk
// (no GitHub, no login) and the dev server shows the site with live reload and the admin at
// /admin/. PORT (site, 3000) and CMS_BACKEND_PORT (decap-server, 8081) change the ports;
// CONTENT_DIR points both at another content folder (the tests use a temporary copy).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { contentDir } from '../lib/node/load.js'
import { ROOT_DIR } from '../lib/node/root.js'
import { buildAdmin } from '../lib/build/admin.js'
import { BACKEND_HOST } from '../lib/node/cms-backend.js'

const port = process.env.PORT ?? '3000'
const backendPort = process.env.CMS_BACKEND_PORT ?? '8081'
// decap-server's paths are those of the configuration (content/…): it works in the folder
// that holds the content folder.
const content = contentDir()
if (path.basename(content) !== 'content') {
  console.error(`CONTENT_DIR must be a folder named content (got ${content}): the admin's paths start with content/.`)
  process.exit(1)
}
const adminDir = path.join(ROOT_DIR, `.cache/admin-${port}`)
fs.rmSync(adminDir, { recursive: true, force: true })
await buildAdmin(adminDir, { localBackend: `http://${BACKEND_HOST}:${backendPort}/api/v1` })

const children: ChildProcess[] = []
// Each child leads its own process group, so stopping reaches its children too (the dev
// script's Vike server).
const stop = (code: number) => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

const start = (command: string, args: string[], env: Record<string, string>) => {
  const child = spawn(command, args, {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  })
  child.stdout!.pipe(process.stdout)
  child.on('exit', (code) => stop(code ?? 1))
  children.push(child)
  return child
}

// decap-server's file-system mode, on 127.0.0.1 and for content/ only (scripts/cms-backend.ts).
start(process.execPath, [path.join(ROOT_DIR, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT_DIR, 'scripts/cms-backend.ts')], {
  PORT: backendPort,
  ADMIN_PORT: port,
  GIT_REPO_DIRECTORY: path.dirname(content),
})
const site = start(process.execPath, [path.join(ROOT_DIR, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT_DIR, 'scripts/dev.ts')], {
  PORT: port,
  CMS_ADMIN_DIR: adminDir,
})
let announced = false
site.stdout!.on('data', (chunk: Buffer) => {
  if (announced || !/localhost|127\.0\.0\.1/.test(chunk.toString())) return
  announced = true
  const shown = path.relative(process.cwd(), content)
  console.log(`\nAdmin (local mode, edits ${shown.startsWith('..') ? content : shown} on disk): http://localhost:${port}/admin/\n`)
})
