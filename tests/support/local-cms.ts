// Starts the admin in local mode (`npm run cms`: decap-server + the dev server) on a
// temporary copy of content/, on free ports, for a group of browser tests
// (tests/e2e/admin.spec.ts, admin-phone.spec.ts); stop() ends its process group and removes
// the copy. The dev server's first start (images, Vite's dependency scan) takes over a minute
// on a busy machine: callers give their beforeAll LOCAL_CMS_START_BUDGET and a bit more.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { budget } from './budget.js'
import { freePort } from './ports.js'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface LocalCms {
  /** http://localhost:<port> */
  base: string
  /** The temporary folder holding the copy (room for a test's own files beside it). */
  dir: string
  /** The edited copy of content/. */
  content: string
  stop: () => void
}

export const LOCAL_CMS_START_BUDGET = budget(290_000)

export async function startLocalCms(): Promise<LocalCms> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'))
  const content = path.join(repo, 'content')
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true })
  const [port, backendPort] = [await freePort(), await freePort()]
  const base = `http://localhost:${port}`
  const cms = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/cms.ts'], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: content, PORT: String(port), CMS_BACKEND_PORT: String(backendPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const stop = () => {
    if (cms.pid && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM')
    fs.rmSync(repo, { recursive: true, force: true })
  }
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm run cms did not announce the admin:\n${output}`)), LOCAL_CMS_START_BUDGET)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes(`${base}/admin/`)) {
          clearTimeout(timer)
          resolve()
        }
      }
      cms.stdout!.on('data', read)
      cms.stderr!.on('data', read)
      cms.on('exit', (code) => reject(new Error(`npm run cms exited (${code}):\n${output}`)))
    })
  } catch (error) {
    stop()
    throw error
  }
  return { base, dir: repo, content, stop }
}
