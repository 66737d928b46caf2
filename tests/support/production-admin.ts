// The admin as it runs in production, for the tests: the built site and its functions on
// Cloudflare's engine (`wrangler pages dev`, tests/e2e/hosts.ts) with the OAuth app's secrets
// as bindings, and GitHub answered by the stand-in (github-standin.ts). The one thing changed
// from the deploy is the test build of /admin/ (lib/build/admin.ts with `github`): Decap's
// api_root is the stand-in, its base_url this server; the /admin/* CSP allows that API.
import fs from 'node:fs'
import path from 'node:path'
import { adminContentSecurityPolicy } from '../../lib/node/security-headers.js'
import { buildAdmin } from '../../lib/build/admin.js'
import { GITHUB_BACKEND } from '../../lib/oauth/backend.js'
import { startWrangler, type Host } from '../e2e/hosts.js'
import { GitHubStandIn } from './github-standin.js'

export const CLIENT_ID = 'Iv1.standin0client0id'
/** Recognisable, so that a leak is found by a plain search of every answer. */
export const CLIENT_SECRET = 'standin-secret-8f1d2c3b4a5e6f708192a3b4c5d6e7f8'

export interface ProductionAdmin {
  site: Host
  github: GitHubStandIn
  stop: () => Promise<void>
}

export async function startProductionAdmin(
  options: {
    secrets?: boolean
    root?: string
    github?: GitHubStandIn
    /** A decap-server URL: the same admin in local mode is also served, at /admin/local/. */
    localBackend?: string
    /** The site's port, when decap-server must be told the admin's origin before the site starts. */
    port?: number
  } = {},
): Promise<ProductionAdmin> {
  const backend = GITHUB_BACKEND
  const github =
    options.github ??
    new GitHubStandIn({
      root: options.root ?? process.cwd(),
      repo: backend.repo,
      branch: backend.branch,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    })
  if (!github.origin) await github.start()
  const site = await startWrangler({
    port: options.port,
    bindings: {
      ...(options.secrets === false ? {} : { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET }),
      GITHUB_OAUTH_ORIGIN: github.origin,
      GITHUB_API_ROOT: github.apiRoot,
    },
    prepare: async (upload, base) => {
      // The upload folder is hard links into dist/client: the files changed here are removed
      // first, so the build itself stays as it is.
      const admin = path.join(upload, 'admin')
      fs.rmSync(admin, { recursive: true, force: true })
      await buildAdmin(admin, { github: { apiRoot: github.apiRoot, baseUrl: base } })
      const headersFile = path.join(upload, '_headers')
      const headers = fs.readFileSync(headersFile, 'utf8')
      const adminPolicy = adminContentSecurityPolicy()
      if (!headers.includes(adminPolicy)) throw new Error('_headers no longer holds the admin policy of lib/node/security-headers.ts')
      fs.rmSync(headersFile)
      let policy = adminContentSecurityPolicy(github.apiRoot)
      if (options.localBackend) {
        await buildAdmin(path.join(admin, 'local'), { localBackend: options.localBackend })
        policy = policy.replace('connect-src ', `connect-src ${new URL(options.localBackend).origin} `)
      }
      fs.writeFileSync(headersFile, headers.replace(adminPolicy, policy))
    },
  })
  return {
    site,
    github,
    stop: async () => {
      site.stop()
      await github.stop()
    },
  }
}

/** The deploy job: the live site now serves the build of `sha` (its /version.json). */
export function deploy(admin: ProductionAdmin, sha: string) {
  const file = path.join(admin.site.upload!, 'version.json')
  // The upload folder is hard links into dist/client: removed first, the build stays as it is.
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, JSON.stringify({ commit: sha, committedAt: admin.github.git.commits.get(sha)!.author.date }))
}

/** The head commit of `branch` on the stand-in. */
export function headOf(github: GitHubStandIn, branch: string): string {
  const sha = github.refs.get(`heads/${branch}`)
  if (!sha) throw new Error(`no branch ${branch} (branches: ${github.branches().join(', ')})`)
  return sha
}

/** CI on a commit: the content lane's job, then the required check `passed` (ci.yml); GitHub merges on success. */
export function lane(github: GitHubStandIn, sha: string, conclusion: 'success' | 'failure') {
  github.completeCheck(sha, 'content', conclusion, conclusion === 'failure' ? 'Le site ne se construit pas' : undefined)
  github.completeCheck(sha, 'passed', conclusion)
}
