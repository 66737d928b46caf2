// After « Publier », tells the owner where his change is until the live site has it: its pull
// request's lane runs (« En cours de publication… »), GitHub merges it once the lane passed
// (auto-merge, admin/publish.ts), the site is built from the merge commit, and the admin reads
// /version.json from the live site until it names that commit or a later one (« En ligne depuis
// … », lib/cms/publish-state.ts). A lane that fails stops it with the French reason: the live
// site is unchanged, the change is kept. GitHub mode only: local mode publishes nothing.
//
// The box sits at the bottom of the screen, and the editor (and the page) end above it, so it
// never lies on a control; « Fermer » closes it, and it opens again only when its news changes.
import {
  failureMessage,
  laneVerdict,
  parseSiteVersion,
  publishMessage,
  publishState,
  type CheckRunSummary,
  type PublishedCommit,
} from '../lib/cms/publish-state.js'

const ID = 'live-status'
/** The publication being followed, kept across a reload of the admin until its outcome is shown. */
const STORE = 'admin-publication'
/** Polling starts fast (the lane may already have run) and slows down to this. */
const SLOWEST_POLL_MS = 15_000
/** Past this, the message says to look again later instead of polling for ever. */
const GIVE_UP_MS = 30 * 60_000

export interface GithubBackend {
  repo?: string
  branch?: string
  api_root?: string
}

/** A change on its way: its pull request and where the owner finds it if the lane fails. */
export interface Publication {
  pull: number
  kept: string
}

/** The signed-in user's GitHub token, where Decap keeps it. */
export function githubToken(): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as { token?: string } | null)?.token
  } catch {
    return undefined
  }
}

export const apiRoot = (backend: GithubBackend) => (backend.api_root ?? 'https://api.github.com').replace(/\/$/, '')

async function github<T>(backend: GithubBackend, path: string): Promise<T | undefined> {
  const auth = githubToken()
  const response = await fetch(`${apiRoot(backend)}/repos/${backend.repo}${path}`, {
    headers: { Accept: 'application/vnd.github+json', ...(auth ? { Authorization: `token ${auth}` } : {}) },
    cache: 'no-store',
  }).catch(() => undefined)
  return response?.ok ? ((await response.json()) as T) : undefined
}

async function commitOf(backend: GithubBackend, sha: string): Promise<PublishedCommit | undefined> {
  const body = await github<{ sha?: string; commit?: { committer?: { date?: string } } }>(backend, `/commits/${sha}`)
  return body?.sha && body.commit?.committer?.date ? { sha: body.sha, committedAt: body.commit.committer.date } : undefined
}

async function liveVersion() {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' })
    return response.ok ? parseSiteVersion(await response.json()) : undefined
  } catch {
    return undefined
  }
}

let closedText: string | undefined

function place(box: HTMLElement | null) {
  const root = document.documentElement
  if (box && !box.hidden) {
    root.style.setProperty('--live-status-height', `${box.offsetHeight}px`)
    root.dataset.liveStatus = 'open'
  } else {
    root.style.removeProperty('--live-status-height')
    delete root.dataset.liveStatus
  }
}

function show(text: string, state: 'publishing' | 'live' | 'failed') {
  let box = document.getElementById(ID)
  if (!box) {
    box = document.createElement('div')
    box.id = ID
    box.setAttribute('role', 'status')
    const message = document.createElement('p')
    const close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'Fermer'
    close.setAttribute('aria-label', 'Fermer le message de publication')
    close.addEventListener('click', () => {
      closedText = message.textContent ?? undefined
      box!.hidden = true
      place(box)
    })
    box.append(message, close)
    document.body.append(box)
    new ResizeObserver(() => place(box)).observe(box)
  }
  const message = box.querySelector('p')!
  if (message.textContent !== text) {
    message.textContent = text
    if (closedText !== text) box.hidden = false
  }
  box.dataset.state = state
  place(box)
}

let watching = 0

/** Stops following any publication and tells the owner what stopped this one. */
export function showPublicationProblem(text: string): void {
  watching++
  closedText = undefined
  show(text, 'failed')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Follows a publication (a newer one replaces it) until « En ligne », a failure or the give-up time. */
export async function watchPublication(backend: GithubBackend, publication: Publication): Promise<void> {
  const run = ++watching
  closedText = undefined
  localStorage.setItem(STORE, JSON.stringify(publication))
  const done = () => localStorage.removeItem(STORE)
  show(publishMessage('publishing'), 'publishing')
  const started = Date.now()
  let delay = 2_000
  const next = async () => {
    await pause(delay)
    delay = Math.min(SLOWEST_POLL_MS, Math.round(delay * 1.5))
    if (Date.now() - started > GIVE_UP_MS) {
      show(
        'La publication prend plus de temps que prévu. Rechargez le site dans quelques minutes pour voir votre modification.',
        'publishing',
      )
      return false
    }
    return run === watching
  }
  // 1. The lane runs on the pull request; GitHub merges it once the lane passed.
  let merged: string | undefined
  while (!merged) {
    const pull = await github<{ state: string; merged: boolean; merge_commit_sha: string | null; head: { sha: string } }>(
      backend,
      `/pulls/${publication.pull}`,
    )
    if (run !== watching) return
    if (pull?.merged && pull.merge_commit_sha) merged = pull.merge_commit_sha
    else if (pull?.state === 'closed') {
      show('Cette modification a été retirée avant sa publication\u00a0: le site en ligne n’a pas changé.', 'failed')
      done()
      return
    } else if (pull) {
      const checks = await github<{ check_runs: CheckRunSummary[] }>(backend, `/commits/${pull.head.sha}/check-runs`)
      const lane = laneVerdict(checks?.check_runs ?? [])
      if (lane.verdict === 'failed') {
        if (run === watching) show(failureMessage(lane.failed, publication.kept), 'failed')
        done()
        return
      }
    }
    if (!merged && !(await next())) return
  }
  // 2. The site is built from the merge commit (or a later one) and deployed.
  const published = await commitOf(backend, merged)
  for (;;) {
    const site = await liveVersion()
    if (run !== watching) return
    if (published && publishState(published, site) === 'live') {
      show(publishMessage('live', new Date()), 'live')
      done()
      return
    }
    if (!(await next())) return
  }
}

/** After a reload of the admin (signed in): follows again the publication it was following. */
export function resumePublication(backend: GithubBackend): void {
  try {
    const publication = JSON.parse(localStorage.getItem(STORE) ?? 'null') as Publication | null
    if (publication && typeof publication.pull === 'number' && githubToken()) void watchPublication(backend, publication)
  } catch {
    localStorage.removeItem(STORE)
  }
}
