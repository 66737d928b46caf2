// One action publishes, and the protections stay (docs/DECISIONS.md, « Publishing from the
// admin »). Over Decap's GitHub backend in editorial workflow:
// - saving an entry (the toolbar's « Publier », admin/french.ts) opens or updates its pull
//   request as Decap does, marks it « Prêt », and asks GitHub to merge it once its lane passed
//   (auto-merge, GraphQL `enablePullRequestAutoMerge`): no « Statut », no « Publier
//   maintenant », no GitHub refusal to read while the lane runs;
// - « Publier » of a card in « Flux » does the same instead of merging at once;
// - deleting an entry and uploading or deleting a picture of « Médias », which Decap commits
//   straight to the published branch (refused by its protection), go through a pull request of
//   their own, merged the same way.
// Then admin/live-status.ts follows the pull request to « En ligne », or to the French reason
// its lane failed. Local mode (decap-server) has no pull requests and keeps Decap's own path.
import { apiRoot, githubToken, showPublicationProblem, watchPublication, type GithubBackend } from './live-status.js'

interface Pull {
  number: number
  node_id: string
  labels: { name: string }[]
  head: { sha: string }
}

/** The little of Decap's GitHub API object (decap-cms-backend-github/src/API.ts) used here. */
interface GithubApi {
  getDefaultBranch(): Promise<{ commit: { sha: string } }>
  updateTree(baseSha: string, files: { path: string; sha: string | null }[]): Promise<{ sha: string; parentSha?: string }>
  commit(message: string, tree: { sha: string; parentSha?: string }): Promise<{ sha: string }>
  createBranchAndPullRequest(branch: string, sha: string, message: string): Promise<Pull>
  getBranchPullRequest(branch: string): Promise<Pull>
  setPullRequestStatus(pull: Pull, status: string): Promise<void>
  uploadBlob(item: unknown): Promise<unknown>
}

interface MediaFile {
  path: string
  sha?: string
  fileObj?: File
}

export interface GithubImplementation {
  api: GithubApi | null
  persistEntry(entry: { dataFiles: { slug: string }[] }, options: Record<string, unknown>): Promise<unknown>
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>
  persistMedia(file: MediaFile, options: { commitMessage: string }): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}

/** Where the owner finds a change whose lane failed. */
const KEPT_IN_FLUX = 'dans l’onglet «\u00a0Flux\u00a0»'
const KEPT_ON_GITHUB = 'en attente sur GitHub'

/** GitHub's GraphQL address for a REST root (github.com's, or GitHub Enterprise's /api/v3). */
export const graphqlUrl = (root: string) => (root === 'https://api.github.com' ? `${root}/graphql` : `${root.replace(/\/v3$/, '')}/graphql`)

/** The branch of a change that is not an entry's: outside Decap's `cms/` so « Flux » ignores it. */
export const changeBranch = (what: string, name: string, now = Date.now()) =>
  `publication/${what}-${
    name
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'fichier'
  }-${now}`

async function request(backend: GithubBackend, url: string, init: RequestInit) {
  const token = githubToken()
  return fetch(url, {
    ...init,
    headers: {
      Accept: 'application/vnd.github+json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `token ${token}` } : {}),
    },
  })
}

/**
 * Asks GitHub to merge the pull request once its required checks pass. GitHub refuses when the
 * pull request can be merged at once (« clean status »: the branch requires no check, or they
 * already passed): it is then merged now. Any other refusal is told in French, the change kept.
 */
async function mergeWhenLanePasses(backend: GithubBackend, pull: Pull, kept: string): Promise<boolean> {
  const response = await request(backend, graphqlUrl(apiRoot(backend)), {
    method: 'POST',
    body: JSON.stringify({
      query:
        'mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod) { enablePullRequestAutoMerge(input: { pullRequestId: $pullRequestId, mergeMethod: $mergeMethod }) { pullRequest { number } } }',
      variables: { pullRequestId: pull.node_id, mergeMethod: 'MERGE' },
    }),
  }).catch(() => undefined)
  const body = response?.ok ? ((await response.json()) as { errors?: { message: string }[] }) : undefined
  if (body && !body.errors?.length) return true
  if (body?.errors?.some((error) => /clean status/i.test(error.message))) {
    const merged = await request(backend, `${apiRoot(backend)}/repos/${backend.repo}/pulls/${pull.number}/merge`, {
      method: 'PUT',
      body: JSON.stringify({ sha: pull.head.sha, merge_method: 'merge' }),
    }).catch(() => undefined)
    if (merged?.ok) return true
  }
  showPublicationProblem(
    `GitHub n’a pas accepté de publier la modification une fois vérifiée. Le site en ligne n’a pas changé. ` +
      `Votre modification est gardée ${kept}. Prévenez la personne qui s’occupe du site (réglage «\u00a0Allow auto-merge\u00a0» du dépôt, docs/ADMIN.md).`,
  )
  return false
}

async function publish(backend: GithubBackend, pull: Pull, kept: string) {
  if (await mergeWhenLanePasses(backend, pull, kept)) void watchPublication(backend, { pull: pull.number, kept })
}

/** A change that is not an entry (a deletion, a picture) on a branch of its own, then published. */
async function throughPullRequest(
  backend: GithubBackend,
  api: GithubApi,
  branch: string,
  files: { path: string; sha: string | null }[],
  message: string,
) {
  const main = await api.getDefaultBranch()
  const tree = await api.updateTree(main.commit.sha, files)
  const commit = await api.commit(message, tree)
  const pull = await api.createBranchAndPullRequest(branch, commit.sha, message)
  await publish(backend, pull, KEPT_ON_GITHUB)
}

/** Lays the protected path over Decap's GitHub backend (its implementation, once made). */
export function publishThroughPullRequests(implementation: GithubImplementation, backend: GithubBackend): void {
  const api = () => {
    if (!implementation.api) throw new Error('the GitHub backend is not signed in')
    return implementation.api
  }
  const persistEntry = implementation.persistEntry.bind(implementation)
  implementation.persistEntry = async (entry, options) => {
    if (!options.useWorkflow) return persistEntry(entry, options)
    const result = await persistEntry(entry, { ...options, status: 'pending_publish' })
    const pull = await api().getBranchPullRequest(`cms/${String(options.collectionName)}/${entry.dataFiles[0].slug}`)
    // An entry already under review keeps its label on a new save: it is marked ready here.
    if (!pull.labels.some((label) => label.name.endsWith('/pending_publish'))) await api().setPullRequestStatus(pull, 'pending_publish')
    await publish(backend, pull, KEPT_IN_FLUX)
    return result
  }
  implementation.publishUnpublishedEntry = async (collection, slug) => {
    const pull = await api().getBranchPullRequest(`cms/${collection}/${slug}`)
    await publish(backend, pull, KEPT_IN_FLUX)
  }
  implementation.deleteFiles = async (paths, commitMessage) => {
    const name =
      paths[0]
        ?.split('/')
        .pop()
        ?.replace(/\.[^.]+$/, '') ?? 'fichier'
    await throughPullRequest(
      backend,
      api(),
      changeBranch('suppression', name),
      paths.map((path) => ({ path, sha: null })),
      commitMessage,
    )
  }
  implementation.persistMedia = async (file, options) => {
    await api().uploadBlob(file)
    const path = file.path.replace(/^\/+/, '')
    await throughPullRequest(
      backend,
      api(),
      changeBranch('image', path.split('/').pop() ?? 'image'),
      [{ path, sha: file.sha! }],
      options.commitMessage,
    )
    return {
      id: file.sha,
      name: file.fileObj?.name ?? path.split('/').pop(),
      size: file.fileObj?.size ?? 0,
      displayURL: file.fileObj ? URL.createObjectURL(file.fileObj) : '',
      path,
    }
  }
}
