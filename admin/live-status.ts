// After « Publier », tells the owner when his change is on the live site: it reads the head
// commit of the published branch from GitHub (the commit « Publier » just made), then the
// live site's /version.json every 15 s, and shows « En cours de publication… » until the
// site is built from that commit or a later one, then « En ligne » (lib/cms/publish-state.ts).
// GitHub mode only: local mode writes to the working copy and publishes nothing.
import { parseSiteVersion, publishMessage, publishState, type PublishedCommit } from '../lib/cms/publish-state.js'

const ID = 'live-status'
const POLL_MS = 15_000
/** Past this, the message says to look again later instead of polling for ever. */
const GIVE_UP_MS = 30 * 60_000

interface GithubBackend {
  repo?: string
  branch?: string
  api_root?: string
}

/** The signed-in user's GitHub token, where Decap keeps it. */
function token(): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as { token?: string } | null)?.token
  } catch {
    return undefined
  }
}

async function headCommit(backend: GithubBackend): Promise<PublishedCommit | undefined> {
  const root = (backend.api_root ?? 'https://api.github.com').replace(/\/$/, '')
  const auth = token()
  const response = await fetch(`${root}/repos/${backend.repo}/commits/${encodeURIComponent(backend.branch ?? 'main')}`, {
    headers: { Accept: 'application/vnd.github+json', ...(auth ? { Authorization: `token ${auth}` } : {}) },
    cache: 'no-store',
  })
  if (!response.ok) return undefined
  const body = (await response.json()) as { sha?: string; commit?: { committer?: { date?: string } } }
  return body.sha && body.commit?.committer?.date ? { sha: body.sha, committedAt: body.commit.committer.date } : undefined
}

async function liveVersion() {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' })
    return response.ok ? parseSiteVersion(await response.json()) : undefined
  } catch {
    return undefined
  }
}

function show(text: string, live: boolean) {
  let box = document.getElementById(ID)
  if (!box) {
    box = document.createElement('div')
    box.id = ID
    box.setAttribute('role', 'status')
    document.body.append(box)
  }
  box.textContent = text
  box.dataset.state = live ? 'live' : 'publishing'
}

let watching = 0

/** Starts (or restarts, for a newer publication) watching the live site for the branch's head. */
export async function watchPublication(backend: GithubBackend): Promise<void> {
  const run = ++watching
  show(publishMessage('publishing'), false)
  const published = await headCommit(backend).catch(() => undefined)
  const started = Date.now()
  while (run === watching) {
    const site = await liveVersion()
    const state = published ? publishState(published, site) : 'publishing'
    if (state === 'live') {
      show(publishMessage('live', new Date()), true)
      return
    }
    if (Date.now() - started > GIVE_UP_MS) {
      show('La publication prend plus de temps que prévu. Rechargez le site dans quelques minutes pour voir votre modification.', false)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
