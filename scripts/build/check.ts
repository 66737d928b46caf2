// Step 2: generated files up to date and types (`npm run check`). Its inputs are the code
// and site.json (the admin's configuration names the site's address): when neither changed
// since the last check that passed, it is not run again.
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { BuildError, type BuildContext } from './context.js'

export async function check(context: BuildContext): Promise<string> {
  const site = fs.readFileSync(path.join(context.contentDir, 'site.json'))
  const key = crypto.createHash('sha256').update(`${context.checkHash}\0`).update(site).digest('hex')
  const stamp = path.join(context.cacheDir, 'checked')
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key) return 'skipped: code unchanged since the last check'
  const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve) => {
    let output = ''
    const child = spawn('npm', ['run', '-s', 'check'], { cwd: context.root, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ status: code, output }))
  })
  if (status !== 0) throw new BuildError(`npm run check failed:\n${output.trim()}`)
  fs.mkdirSync(context.cacheDir, { recursive: true })
  fs.writeFileSync(stamp, key)
  return 'types and generated files checked'
}
