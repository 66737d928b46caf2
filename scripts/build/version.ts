// The version step: /version.json, which the admin reads from the live site to tell the owner when his
// change is live (lib/cms/publish-state.ts): the commit the site is built from (CI's
// GITHUB_SHA, else the checkout's HEAD) and its time; no build time, so that the same commit
// builds the same bytes. Every host serves it uncached (nginx:
// no-cache, Cloudflare: max-age=0, must-revalidate), like the pages.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { SiteVersion } from '../../lib/cms/publish-state.js'
import type { BuildContext } from './context.js'

function git(root: string, args: string[]): string | null {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() || null : null
}

export function siteVersion(root: string, env: NodeJS.ProcessEnv = process.env): SiteVersion {
  const commit = (env.GITHUB_SHA && /^[0-9a-f]{40}$/.test(env.GITHUB_SHA) ? env.GITHUB_SHA : null) ?? git(root, ['rev-parse', 'HEAD'])
  return {
    commit,
    committedAt: commit ? git(root, ['show', '-s', '--format=%cI', commit]) : null,
  }
}

export async function version(context: BuildContext): Promise<string> {
  const value = siteVersion(context.root)
  fs.writeFileSync(path.join(context.client, 'version.json'), `${JSON.stringify(value)}\n`)
  return value.commit ? value.commit.slice(0, 12) : 'no commit (not a git checkout)'
}
