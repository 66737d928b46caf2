// A stand-in for GitHub, the one thing of the admin's production path that is on the internet:
// its OAuth web flow (docs.github.com « Authorizing OAuth apps ») and the REST endpoints Decap
// CMS's GitHub backend calls in editorial-workflow mode, on one loopback port (the API under
// /api, which the tests' admin gets as its api_root). It holds an in-memory git repository
// seeded from content/, with real git SHA-1s (git-objects.ts). Every call is logged; a call it
// does not know answers 404 and is listed in `unknown`, which the tests expect to stay empty.
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { GitObjects, type Files } from './git-objects.js'

export interface StandInOptions {
  /** The folder whose content/ seeds the repository. */
  root: string
  repo: string
  branch: string
  clientId: string
  clientSecret: string
}

export interface Call {
  method: string
  path: string
  status: number
}

interface Pull {
  number: number
  title: string
  body: string
  head: string
  base: string
  state: 'open' | 'closed'
  merged: boolean
  labels: string[]
  updated: string
  /** GitHub's auto-merge, once enabled (GraphQL enablePullRequestAutoMerge): merged as soon as
   *  the required checks pass. */
  autoMerge?: 'MERGE' | 'SQUASH' | 'REBASE'
  mergeCommit?: string
}

/** A check run, as a workflow job reports it on a commit (GET …/commits/{ref}/check-runs). */
export interface CheckRun {
  name: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: 'success' | 'failure' | 'cancelled' | 'timed_out' | 'skipped' | null
  title?: string
}

interface Status {
  state: string
  context: string
  target_url: string
  description: string
}

type Json = Record<string, unknown>

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export class GitHubStandIn {
  readonly git = new GitObjects()
  readonly refs = new Map<string, string>()
  readonly pulls: Pull[] = []
  readonly statuses = new Map<string, Status[]>()
  readonly checkRuns = new Map<string, CheckRun[]>()
  /** Branch protection of the published branch, as docs/ADMIN.md asks for it: changes only
   *  through a pull request whose required checks passed (null: no protection). */
  protection: { requiredChecks: string[] } | null = { requiredChecks: ['passed'] }
  /** The repository's settings « Allow auto-merge » and « Automatically delete head branches ». */
  allowAutoMerge = true
  deleteBranchOnMerge = true
  readonly calls: Call[] = []
  readonly unknown: string[] = []
  /** The signed-in user and whether the repository lets him push (`permissions.push`). */
  user = { login: 'proprietaire', id: 1001, name: 'Propriétaire' }
  canPush = true
  /** « approve »: the authorize page sends the browser back at once with a code; « refuse »:
   *  as if the user had clicked « Cancel » (error=access_denied). */
  authorize: 'approve' | 'refuse' = 'approve'
  /** Every secret value it has handed out or been given, for the tests' leak checks. */
  readonly tokens = new Set<string>()
  private codes = new Map<string, { redirectUri: string; scope: string; used: boolean }>()
  private server?: http.Server
  origin = ''

  constructor(readonly options: StandInOptions) {
    const files: Files = new Map()
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else
          files.set(path.relative(options.root, full).split(path.sep).join('/'), {
            sha: this.git.writeBlob(fs.readFileSync(full)),
            mode: '100644',
          })
      }
    }
    walk(path.join(options.root, 'content'))
    this.refs.set(`heads/${options.branch}`, this.git.writeCommit(this.git.treeOf(files), [], 'Contenu initial'))
  }

  get apiRoot(): string {
    return `${this.origin}/api`
  }

  /** The calls that would change the repository (anything but reads). */
  writes(): Call[] {
    return this.calls.filter((call) => call.path.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(call.method))
  }

  /** A file of a branch, as bytes, or undefined. */
  file(branch: string, file: string): Buffer | undefined {
    const head = this.refs.get(`heads/${branch}`)
    const blob = head ? this.git.filesOf(this.git.commits.get(head)!.tree).get(file) : undefined
    return blob ? this.git.blobs.get(blob.sha) : undefined
  }

  branches(): string[] {
    return [...this.refs.keys()].filter((ref) => ref.startsWith('heads/')).map((ref) => ref.slice('heads/'.length))
  }

  /** Posts a commit status, as CI does with the token of its workflow. */
  addStatus(sha: string, status: Status): void {
    this.statuses.set(sha, [status, ...(this.statuses.get(sha) ?? [])])
  }

  /** CI reports a check run on a commit (a job of .github/workflows/ci.yml). When the required
   *  checks of an open pull request with auto-merge pass on its head, GitHub merges it (and,
   *  with « Automatically delete head branches », deletes its branch): so does the stand-in. */
  completeCheck(sha: string, name: string, conclusion: 'success' | 'failure', title?: string): void {
    const runs = (this.checkRuns.get(sha) ?? []).filter((run) => run.name !== name)
    this.checkRuns.set(sha, [...runs, { name, status: 'completed', conclusion, title }])
    for (const pull of this.pulls)
      if (pull.state === 'open' && pull.autoMerge && this.refs.get(`heads/${pull.head}`) === sha && this.checksPassed(sha)) {
        this.merge(pull, { merge_method: pull.autoMerge.toLowerCase() })
        if (this.deleteBranchOnMerge) this.refs.delete(`heads/${pull.head}`)
      }
  }

  /** Whether the protection's required checks all passed on a commit (check runs or statuses). */
  private checksPassed(sha: string): boolean {
    const required = this.protection?.requiredChecks ?? []
    return required.every(
      (name) =>
        this.checkRuns.get(sha)?.some((run) => run.name === name && run.conclusion === 'success') ||
        this.statuses.get(sha)?.find((status) => status.context === name)?.state === 'success',
    )
  }

  /** Listens on `port` (a free one by default; the same again after a stop). */
  async start(port = 0): Promise<void> {
    this.server = http.createServer((request, response) => void this.handle(request, response))
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return Promise.resolve()
    server.closeAllConnections()
    return new Promise((resolve) => server.close(() => resolve()))
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.origin)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    // GitHub's API answers browsers from any origin (CORS), with the token in a header.
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-None-Match, X-Requested-With, Cache-Control',
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      'Access-Control-Expose-Headers': 'ETag, Link, X-GitHub-Request-Id',
    }
    let status = 200
    let body: string | undefined
    let headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' }
    try {
      if (request.method === 'OPTIONS') {
        status = 204
      } else if (url.pathname === '/login/oauth/authorize') {
        ;({ status, headers } = this.authorizePage(url))
      } else if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
        const answer = this.accessToken(raw, String(request.headers['content-type'] ?? ''))
        if (String(request.headers.accept ?? '').includes('application/json')) body = JSON.stringify(answer)
        else {
          headers = { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' }
          body = new URLSearchParams(answer as Record<string, string>).toString()
        }
      } else if (url.pathname.startsWith('/api/')) {
        const token = /^(?:token|bearer) (.+)$/i.exec(String(request.headers.authorization ?? ''))?.[1]
        if (!token || !this.tokens.has(token)) throw new HttpError(401, 'Bad credentials')
        const result =
          url.pathname === '/api/graphql' && request.method === 'POST'
            ? this.graphql(JSON.parse(raw) as Json)
            : this.api(request.method ?? 'GET', url, raw ? (JSON.parse(raw) as Json) : {})
        if (result === null) status = 204
        else {
          status = result.status ?? 200
          body = JSON.stringify(result.body)
        }
      } else {
        throw new HttpError(404, 'Not Found')
      }
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500
      body = JSON.stringify({ message: (error as Error).message, documentation_url: 'https://docs.github.com/rest' })
      if (status === 404 && !(error instanceof KnownMiss)) {
        this.unknown.push(`${request.method} ${url.pathname}${url.search}`)
        console.error(`GitHub stand-in: no such endpoint: ${request.method} ${url.pathname}${url.search}`)
      }
      if (status === 500) console.error('GitHub stand-in failed:', error)
    }
    this.calls.push({ method: request.method ?? 'GET', path: url.pathname, status })
    // GitHub's 204 (No Content) has no body and no Content-Type: a JSON type on an empty body
    // made Decap parse it and fail (« Unexpected end of JSON input ») although the call worked.
    if (status === 204) {
      response.writeHead(status, cors)
      response.end()
      return
    }
    response.writeHead(status, { ...cors, ...headers })
    response.end(body)
  }

  /** GET /login/oauth/authorize: the user approves (or refuses) at once; back to redirect_uri. */
  private authorizePage(url: URL) {
    const params = url.searchParams
    if (params.get('client_id') !== this.options.clientId) throw new HttpError(404, 'Not Found')
    const redirectUri = params.get('redirect_uri') ?? ''
    const back = new URL(redirectUri)
    if (params.get('state')) back.searchParams.set('state', params.get('state')!)
    if (this.authorize === 'refuse') {
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'The user has denied your application access.')
      back.searchParams.set('error_uri', 'https://docs.github.com/apps/troubleshooting-authorization-request-errors')
    } else {
      const code = crypto.randomBytes(10).toString('hex')
      this.codes.set(code, { redirectUri, scope: params.get('scope') ?? '', used: false })
      back.searchParams.set('code', code)
    }
    return { status: 302, headers: { Location: back.href, 'Content-Type': 'text/html; charset=utf-8' } }
  }

  /** POST /login/oauth/access_token: GitHub refuses with 200 and { error, error_description }. */
  private accessToken(raw: string, type: string): Json {
    const params: Record<string, string> = type.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw))
    const refuse = (error: string, description: string) => ({
      error,
      error_description: description,
      error_uri: `https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#${error}`,
    })
    if (params.client_id !== this.options.clientId || params.client_secret !== this.options.clientSecret)
      return refuse('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.')
    const grant = this.codes.get(params.code ?? '')
    if (!grant || grant.used) return refuse('bad_verification_code', 'The code passed is incorrect or expired.')
    grant.used = true
    if (params.redirect_uri && params.redirect_uri !== grant.redirectUri)
      return refuse('redirect_uri_mismatch', 'The redirect_uri MUST match the registered callback URL for this application.')
    const token = `gho_${crypto.randomBytes(18).toString('hex')}`
    this.tokens.add(token)
    return { access_token: token, token_type: 'bearer', scope: grant.scope }
  }

  // ---- REST API -------------------------------------------------------------------------

  private head(branch: string): string {
    const sha = this.refs.get(`heads/${branch}`)
    if (!sha) throw new KnownMiss('Branch not found')
    return sha
  }

  /** A commit SHA for a branch name or a commit SHA. */
  private commitOf(ref: string): string {
    if (this.git.commits.has(ref)) return ref
    return this.head(ref.replace(/^refs\/heads\//, '').replace(/^heads\//, ''))
  }

  private commitJson(sha: string) {
    const commit = this.git.commits.get(sha)!
    const author = { ...commit.author }
    return {
      sha,
      node_id: sha,
      url: `${this.apiRoot}/repos/${this.options.repo}/git/commits/${sha}`,
      author,
      committer: author,
      message: commit.message,
      tree: { sha: commit.tree, url: `${this.apiRoot}/repos/${this.options.repo}/git/trees/${commit.tree}` },
      parents: commit.parents.map((parent) => ({ sha: parent })),
    }
  }

  private listCommit(sha: string) {
    const json = this.commitJson(sha)
    return {
      sha,
      commit: { author: json.author, committer: json.committer, message: json.message, tree: json.tree },
      author: { login: this.user.login, avatar_url: '' },
      committer: { login: this.user.login, avatar_url: '' },
      parents: json.parents,
    }
  }

  private refJson(ref: string) {
    return { ref: `refs/${ref}`, object: { sha: this.refs.get(ref)!, type: 'commit' } }
  }

  private pullJson(pull: Pull) {
    const [owner] = this.options.repo.split('/')
    const headSha = this.refs.get(`heads/${pull.head}`) ?? ''
    return {
      number: pull.number,
      id: pull.number,
      node_id: `PR_${pull.number}`,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      merged: pull.merged,
      merged_at: pull.merged ? pull.updated : null,
      merge_commit_sha: pull.mergeCommit ?? null,
      auto_merge: pull.autoMerge ? { merge_method: pull.autoMerge.toLowerCase(), enabled_by: { login: this.user.login } } : null,
      updated_at: pull.updated,
      created_at: pull.updated,
      html_url: `https://github.com/${this.options.repo}/pull/${pull.number}`,
      user: { login: this.user.login, avatar_url: '' },
      labels: pull.labels.map((name) => ({ name })),
      head: { ref: pull.head, sha: headSha, label: `${owner}:${pull.head}`, repo: { full_name: this.options.repo } },
      base: { ref: pull.base, sha: this.refs.get(`heads/${pull.base}`) ?? '', label: `${owner}:${pull.base}` },
    }
  }

  private pull(number: string): Pull {
    const pull = this.pulls.find((candidate) => candidate.number === Number(number))
    if (!pull) throw new KnownMiss('Not Found')
    return pull
  }

  /** The files that differ between two commits, GitHub's compare `files`. */
  private changes(from: string, to: string) {
    const before = this.git.filesOf(this.git.commits.get(from)!.tree)
    const after = this.git.filesOf(this.git.commits.get(to)!.tree)
    const files = []
    for (const [file, blob] of after)
      if (before.get(file)?.sha !== blob.sha) files.push({ filename: file, sha: blob.sha, status: before.has(file) ? 'modified' : 'added' })
    for (const [file, blob] of before) if (!after.has(file)) files.push({ filename: file, sha: blob.sha, status: 'removed' })
    return files
  }

  /** The newest commit of `base`'s history that `head` also reaches. */
  private mergeBase(base: string, head: string): string {
    const reach = new Set(this.git.history(head))
    return this.git.history(base).find((sha) => reach.has(sha)) ?? base
  }

  private api(method: string, url: URL, body: Json): { status?: number; body: unknown } | null {
    const route = `${method} ${url.pathname.slice('/api'.length)}`
    const repoPrefix = `/repos/${this.options.repo}`
    let match: RegExpExecArray | null
    const is = (pattern: string) => (match = new RegExp(`^${pattern}$`).exec(route)) !== null
    const arg = (index: number) => decodeURIComponent(match![index])
    const user = { ...this.user, avatar_url: '', type: 'User', html_url: `https://github.com/${this.user.login}` }

    if (is('GET /user')) return { body: user }
    if (is('GET /users/([^/]+)')) return { body: { ...user, login: arg(1) } }
    if (!route.includes(` ${repoPrefix}`)) throw new KnownMiss('Not Found')
    const at = (pattern: string) => is(`${method} ${repoPrefix.replace(/[.]/g, '\\.')}${pattern}`)

    if (at('')) {
      return {
        body: {
          full_name: this.options.repo,
          name: this.options.repo.split('/')[1],
          owner: { login: this.options.repo.split('/')[0] },
          private: false,
          default_branch: this.options.branch,
          permissions: { admin: false, maintain: false, push: this.canPush, triage: true, pull: true },
        },
      }
    }
    if (at('/collaborators/([^/]+)/permission')) return { body: { permission: this.canPush ? 'write' : 'read', user } }
    if (at('/branches/(.+)')) {
      const sha = this.head(arg(1))
      return { body: { name: arg(1), commit: this.listCommit(sha), protected: false } }
    }
    if (method === 'GET' && at('/git/(?:matching-)?refs/(heads/.+)')) {
      const ref = arg(1)
      if (this.refs.has(ref) && !url.pathname.includes('matching-refs')) return { body: this.refJson(ref) }
      const matching = [...this.refs.keys()].filter((name) => name.startsWith(ref)).map((name) => this.refJson(name))
      if (matching.length === 0 && !url.pathname.includes('matching-refs')) throw new KnownMiss('Not Found')
      return { body: matching }
    }
    if (method === 'POST' && at('/git/refs')) {
      const ref = String(body.ref).replace(/^refs\//, '')
      if (this.refs.has(ref)) throw new HttpError(422, 'Reference already exists')
      if (!this.git.commits.has(String(body.sha))) throw new HttpError(422, 'Object does not exist')
      this.refs.set(ref, String(body.sha))
      return { status: 201, body: this.refJson(ref) }
    }
    if (method === 'PATCH' && at('/git/refs/(heads/.+)')) {
      const ref = arg(1)
      if (!this.refs.has(ref)) throw new HttpError(422, 'Reference does not exist')
      // A protected branch moves only by a pull request's merge (docs/ADMIN.md, branch protection).
      if (this.protection && ref === `heads/${this.options.branch}`)
        throw new HttpError(422, `Protected branch update failed for refs/${ref}.`)
      this.refs.set(ref, String(body.sha))
      return { body: this.refJson(ref) }
    }
    if (method === 'DELETE' && at('/git/refs/(heads/.+)')) {
      if (!this.refs.delete(arg(1))) throw new HttpError(422, 'Reference does not exist')
      return null
    }
    if (method === 'GET' && at('/git/trees/(.+)')) {
      const spec = arg(1)
      const colon = spec.indexOf(':')
      const [ref, folder] = colon < 0 ? [spec, ''] : [spec.slice(0, colon), spec.slice(colon + 1)]
      const root = this.git.trees.has(ref) ? ref : this.git.commits.get(this.commitOf(ref))!.tree
      const tree = this.git.subtree(root, folder)
      if (!tree) throw new KnownMiss('Not Found')
      const recursive = url.searchParams.has('recursive')
      const entries: { path: string; mode: string; type: string; sha: string; size?: number }[] = []
      const list = (sha: string, prefix: string) => {
        for (const entry of this.git.trees.get(sha)!) {
          const mode = entry.type === 'tree' ? '040000' : entry.mode
          const size = entry.type === 'blob' ? this.git.blobs.get(entry.sha)!.length : undefined
          entries.push({ path: `${prefix}${entry.name}`, mode, type: entry.type, sha: entry.sha, ...(size === undefined ? {} : { size }) })
          if (recursive && entry.type === 'tree') list(entry.sha, `${prefix}${entry.name}/`)
        }
      }
      list(tree, '')
      return { body: { sha: tree, tree: entries, truncated: false } }
    }
    if (method === 'POST' && at('/git/trees')) {
      // GitHub takes a commit as well as a tree for base_tree (Decap sends the branch's commit).
      const base = String(body.base_tree ?? '')
      const baseTree = this.git.commits.get(base)?.tree ?? base
      if (base && !this.git.trees.has(baseTree)) throw new HttpError(422, `base_tree ${base} is not a tree or a commit`)
      const files: Files = base ? this.git.filesOf(baseTree) : new Map()
      for (const entry of body.tree as { path: string; mode: string; type: string; sha?: string | null; content?: string }[]) {
        if (entry.type !== 'blob') throw new HttpError(422, `stand-in: tree entries of type ${entry.type} are not supported`)
        if (entry.sha === null) files.delete(entry.path)
        else {
          const sha = entry.content !== undefined ? this.git.writeBlob(Buffer.from(entry.content)) : String(entry.sha)
          if (!this.git.blobs.has(sha)) throw new HttpError(422, `Object ${sha} does not exist`)
          files.set(entry.path, { sha, mode: entry.mode })
        }
      }
      const sha = this.git.treeOf(files)
      return { status: 201, body: { sha, tree: [] } }
    }
    if (method === 'POST' && at('/git/blobs')) {
      const content = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8')
      const sha = this.git.writeBlob(content)
      return { status: 201, body: { sha, url: `${this.apiRoot}${repoPrefix}/git/blobs/${sha}` } }
    }
    if (method === 'GET' && at('/git/blobs/([0-9a-f]{40})')) {
      const blob = this.git.blobs.get(arg(1))
      if (!blob) throw new KnownMiss('Not Found')
      return { body: { sha: arg(1), size: blob.length, content: blob.toString('base64'), encoding: 'base64' } }
    }
    if (method === 'POST' && at('/git/commits')) {
      const parents = (body.parents as string[]) ?? []
      const sha = this.git.writeCommit(String(body.tree), parents, String(body.message))
      return { status: 201, body: this.commitJson(sha) }
    }
    if (method === 'GET' && at('/git/commits/([0-9a-f]{40})')) return { body: this.commitJson(arg(1)) }
    if (method === 'GET' && at('/commits')) {
      const head = this.commitOf(url.searchParams.get('sha') || this.options.branch)
      const file = url.searchParams.get('path')
      const touched = this.git.history(head).filter((sha) => {
        if (!file) return true
        const commit = this.git.commits.get(sha)!
        const now = this.git.filesOf(commit.tree).get(file)?.sha
        const before = commit.parents[0] ? this.git.filesOf(this.git.commits.get(commit.parents[0])!.tree).get(file)?.sha : undefined
        return now !== before
      })
      return { body: touched.slice(0, Number(url.searchParams.get('per_page') ?? 30)).map((sha) => this.listCommit(sha)) }
    }
    if (method === 'GET' && at('/commits/(.+)/status')) {
      const sha = this.commitOf(arg(1))
      const statuses = this.statuses.get(sha) ?? []
      return { body: { sha, state: statuses[0]?.state ?? 'pending', statuses, total_count: statuses.length } }
    }
    if (method === 'GET' && at('/commits/(.+)/statuses')) return { body: this.statuses.get(this.commitOf(arg(1))) ?? [] }
    if (method === 'GET' && at('/commits/(.+)/check-runs')) {
      const sha = this.commitOf(arg(1))
      const runs = (this.checkRuns.get(sha) ?? []).map((run, index) => ({
        id: index + 1,
        name: run.name,
        head_sha: sha,
        status: run.status,
        conclusion: run.conclusion,
        html_url: `https://github.com/${this.options.repo}/runs/${index + 1}`,
        output: { title: run.title ?? null, summary: null },
      }))
      return { body: { total_count: runs.length, check_runs: runs } }
    }
    // GET /repos/{owner}/{repo}/commits/{ref}: one commit, by SHA or branch name.
    if (method === 'GET' && at('/commits/([^/]+)')) {
      const sha = this.commitOf(arg(1))
      return {
        body: { ...this.listCommit(sha), node_id: sha, html_url: `https://github.com/${this.options.repo}/commit/${sha}`, files: [] },
      }
    }
    if (method === 'GET' && at('/contents/(.+)')) {
      const file = arg(1)
      const commit = this.commitOf(url.searchParams.get('ref') || this.options.branch)
      const files = this.git.filesOf(this.git.commits.get(commit)!.tree)
      const blob = files.get(file)
      if (!blob) throw new KnownMiss('Not Found')
      const content = this.git.blobs.get(blob.sha)!
      return {
        body: {
          type: 'file',
          name: path.posix.basename(file),
          path: file,
          sha: blob.sha,
          size: content.length,
          encoding: 'base64',
          content: content.toString('base64'),
        },
      }
    }
    if (method === 'GET' && at('/compare/(.+?)\\.\\.\\.(.+)')) {
      const [base, head] = [this.commitOf(arg(1)), this.commitOf(arg(2))]
      const mergeBase = this.mergeBase(base, head)
      const baseHistory = new Set(this.git.history(base))
      const ahead = this.git
        .history(head)
        .filter((sha) => !baseHistory.has(sha))
        .reverse()
      return {
        body: {
          status: ahead.length ? 'ahead' : 'identical',
          ahead_by: ahead.length,
          behind_by: this.git.history(base).filter((sha) => !new Set(this.git.history(head)).has(sha)).length,
          base_commit: this.listCommit(base),
          merge_base_commit: this.listCommit(mergeBase),
          commits: ahead.map((sha) => this.listCommit(sha)),
          files: this.changes(mergeBase, head),
        },
      }
    }
    if (method === 'GET' && at('/pulls')) {
      const state = url.searchParams.get('state') ?? 'open'
      const head = url.searchParams.get('head')?.split(':').pop()
      const base = url.searchParams.get('base')
      return {
        body: this.pulls
          .filter((pull) => state === 'all' || pull.state === state)
          .filter((pull) => !head || pull.head === head)
          .filter((pull) => !base || pull.base === base)
          .map((pull) => this.pullJson(pull)),
      }
    }
    if (method === 'POST' && at('/pulls')) {
      const head = String(body.head).split(':').pop()!
      this.head(head)
      const pull: Pull = {
        number: this.pulls.length + 1,
        title: String(body.title ?? ''),
        body: String(body.body ?? ''),
        head,
        base: String(body.base),
        state: 'open',
        merged: false,
        labels: [],
        updated: new Date().toISOString(),
      }
      this.pulls.push(pull)
      return { status: 201, body: this.pullJson(pull) }
    }
    if (method === 'GET' && at('/pulls/(\\d+)')) return { body: this.pullJson(this.pull(arg(1))) }
    if (method === 'GET' && at('/pulls/(\\d+)/commits')) {
      const pull = this.pull(arg(1))
      const base = this.head(pull.base)
      const baseHistory = new Set(this.git.history(base))
      return {
        body: this.git
          .history(this.head(pull.head))
          .filter((sha) => !baseHistory.has(sha))
          .map((sha) => this.listCommit(sha)),
      }
    }
    if (method === 'PATCH' && at('/pulls/(\\d+)')) {
      const pull = this.pull(arg(1))
      if (body.state === 'closed' || body.state === 'open') pull.state = body.state
      if (typeof body.title === 'string') pull.title = body.title
      if (typeof body.body === 'string') pull.body = body.body
      pull.updated = new Date().toISOString()
      return { body: this.pullJson(pull) }
    }
    if (method === 'PUT' && at('/pulls/(\\d+)/merge')) return { body: this.merge(this.pull(arg(1)), body) }
    if (at('/issues/(\\d+)/labels(?:/(.+))?')) {
      const pull = this.pull(arg(1))
      const names = ((body.labels as (string | { name: string })[]) ?? []).map((label) => (typeof label === 'string' ? label : label.name))
      if (method === 'POST') pull.labels = [...new Set([...pull.labels, ...names])]
      else if (method === 'PUT') pull.labels = names
      else if (method === 'DELETE') pull.labels = match![2] ? pull.labels.filter((label) => label !== arg(2)) : []
      else if (method !== 'GET') throw new HttpError(404, 'Not Found')
      pull.updated = new Date().toISOString()
      return { body: pull.labels.map((name) => ({ name })) }
    }
    if (method === 'POST' && at('/statuses/([0-9a-f]{40})')) {
      const status = {
        state: String(body.state),
        context: String(body.context ?? 'default'),
        target_url: String(body.target_url ?? ''),
        description: String(body.description ?? ''),
      }
      this.addStatus(arg(1), status)
      return { status: 201, body: status }
    }
    throw new HttpError(404, 'Not Found')
  }

  /** POST /graphql: the one mutation the admin sends, enablePullRequestAutoMerge. GraphQL
   *  answers 200 with `errors` for a refusal, with GitHub's wording. */
  private graphql(body: Json): { status?: number; body: unknown } {
    const query = String(body.query ?? '')
    const variables = (body.variables ?? {}) as Json
    if (!/enablePullRequestAutoMerge/.test(query)) throw new HttpError(404, 'Not Found')
    const refuse = (message: string) => ({
      body: { data: { enablePullRequestAutoMerge: null }, errors: [{ type: 'UNPROCESSABLE', message }] },
    })
    const pull = this.pulls.find((candidate) => `PR_${candidate.number}` === variables.pullRequestId)
    if (!pull)
      return {
        body: {
          data: null,
          errors: [
            { type: 'NOT_FOUND', message: `Could not resolve to a node with the global id of '${String(variables.pullRequestId)}'` },
          ],
        },
      }
    if (!this.allowAutoMerge) return refuse('Auto merge is not allowed for this repository')
    if (pull.state !== 'open') return refuse('Pull request is closed')
    // Without required checks, or once they passed, the pull request can be merged at once:
    // GitHub then refuses auto-merge (« clean status ») and the caller merges it itself.
    if (!this.protection || this.checksPassed(this.head(pull.head))) return refuse('Pull request Pull request is in clean status')
    pull.autoMerge = (String(variables.mergeMethod ?? 'MERGE') as Pull['autoMerge']) ?? 'MERGE'
    return {
      body: {
        data: { enablePullRequestAutoMerge: { pullRequest: { number: pull.number, autoMergeRequest: { mergeMethod: pull.autoMerge } } } },
      },
    }
  }

  /** PUT /pulls/{n}/merge: the branch's changes since it left the base, laid on the base. */
  private merge(pull: Pull, body: Json) {
    if (pull.state !== 'open') throw new HttpError(405, 'Pull Request is not mergeable')
    const head = this.head(pull.head)
    if (this.protection && pull.base === this.options.branch && !this.checksPassed(head))
      throw new HttpError(405, `Required status check "${this.protection.requiredChecks[0]}" is expected.`)
    if (body.sha && body.sha !== head) throw new HttpError(409, 'Head branch was modified. Review and try the merge again.')
    const base = this.head(pull.base)
    const mergeBase = this.mergeBase(base, head)
    const files = this.git.filesOf(this.git.commits.get(base)!.tree)
    const original = this.git.filesOf(this.git.commits.get(mergeBase)!.tree)
    for (const change of this.changes(mergeBase, head)) {
      if (files.get(change.filename)?.sha !== original.get(change.filename)?.sha && files.get(change.filename)?.sha !== change.sha)
        throw new HttpError(405, 'Merge conflict')
      if (change.status === 'removed') files.delete(change.filename)
      else files.set(change.filename, { sha: change.sha, mode: '100644' })
    }
    const tree = this.git.treeOf(files)
    const message = String(body.commit_message || pull.title)
    const parents = body.merge_method === 'squash' || body.merge_method === 'rebase' ? [base] : [base, head]
    const sha = this.git.writeCommit(tree, parents, message)
    this.refs.set(`heads/${pull.base}`, sha)
    pull.state = 'closed'
    pull.merged = true
    pull.mergeCommit = sha
    pull.updated = new Date().toISOString()
    return { sha, merged: true, message: 'Pull Request successfully merged' }
  }
}

/** A 404 GitHub gives for something that does not exist (not an endpoint the stand-in lacks). */
class KnownMiss extends HttpError {
  constructor(message: string) {
    super(404, message)
  }
}
