// The check step: generated files up to date and types (`npm run check`). Its inputs are the code
// and site.json (the admin's configuration names the site's address): when neither changed
// since the last check that passed, it is not run again. It needs no other step's output,
// yet runs alone, before the bundles, and not beside them: two child processes of 650 and
// 530 MB at once would not fit in 1 GB (steps.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { runChild } from './child.js'
import { BuildError, type BuildContext } from './context.js'

export async function check(context: BuildContext): Promise<string> {
  // CI's content lane (scripts/test-content.sh) checks the one generated file content feeds
  // (the admin's configuration) itself; the type check is the code's, unchanged there.
  if (process.env.BUILD_CONTENT_ONLY === '1') return 'skipped: content lane (the code is checked by npm test)'
  // Read as bytes, whatever they hold: a missing or broken site.json is the validate step's to report.
  const site = fs.existsSync(path.join(context.contentDir, 'site.json')) ? fs.readFileSync(path.join(context.contentDir, 'site.json')) : ''
  const key = crypto.createHash('sha256').update(`${context.checkHash}\0`).update(site).digest('hex')
  const stamp = path.join(context.cacheDir, 'checked')
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === key) return 'skipped: code unchanged since the last check'
  const { status, stdout, stderr } = await runChild(context, 'npm', ['run', '-s', 'check'])
  if (status === null) throw new BuildError('npm run check was stopped')
  if (status !== 0) throw new BuildError(`npm run check failed:\n${`${stdout}${stderr}`.trim()}`)
  fs.mkdirSync(context.cacheDir, { recursive: true })
  fs.writeFileSync(stamp, key)
  return 'types and generated files checked'
}
