// « Is my change live? » for the owner, after « Publier »: the build writes /version.json
// (scripts/build/version.ts: the commit it was built from and that commit's time), served
// uncached; the admin reads it from the live site and compares it with the commit that
// « Publier » put on the published branch. Pure, so the unit tests run the admin's rule.

/** What /version.json holds. */
export interface SiteVersion {
  /** The commit the site was built from (40 hex digits), or null outside a git checkout. */
  commit: string | null
  /** That commit's time (ISO 8601), or null when unknown. No build time: the same commit
   *  builds the same bytes (tests/build/incremental.test.ts). */
  committedAt: string | null
}

/** The commit « Publier » made the head of the published branch. */
export interface PublishedCommit {
  sha: string
  /** Its committer time (ISO 8601), as GitHub's API gives it. */
  committedAt: string
}

export type PublishState = 'live' | 'publishing'

/** How far a commit's time may be ahead of the admin's clock and still be believed (clocks
 *  of GitHub, of a developer's machine and of the owner's device differ by seconds). */
export const CLOCK_TOLERANCE_MS = 5 * 60_000

/**
 * `live` once the site was built from the published commit or from a later one (a commit of
 * the published branch made at or after it: the branch only moves forward, so a later commit
 * holds the owner's change); `publishing` while the site is older or could not be read. A
 * site commit dated ahead of `now` (a committer's clock set wrong) proves nothing by its
 * time: only the published commit itself then counts, or « En ligne » would show at once.
 */
export function publishState(published: PublishedCommit, site: SiteVersion | undefined, now = Date.now()): PublishState {
  if (!site?.commit) return 'publishing'
  if (site.commit === published.sha) return 'live'
  const siteTime = Date.parse(site.committedAt ?? '')
  const publishedTime = Date.parse(published.committedAt)
  if (!Number.isFinite(siteTime) || !Number.isFinite(publishedTime) || siteTime > now + CLOCK_TOLERANCE_MS) return 'publishing'
  return siteTime >= publishedTime ? 'live' : 'publishing'
}

/** The owner's words for a state, in French; `seenAt`: when the admin found the change live. */
export function publishMessage(state: PublishState, seenAt?: Date): string {
  if (state === 'publishing') return 'En cours de publication… Votre modification sera en ligne dans quelques minutes.'
  const time = seenAt
  const at =
    time && Number.isFinite(time.getTime())
      ? ` depuis ${time.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).replace(':', 'h')}`
      : ''
  return `En ligne${at}\u00a0: votre modification est visible sur le site.`
}

/** Reads a /version.json answer; undefined when it is not one (an old site without the file, a 404 page). */
export function parseSiteVersion(value: unknown): SiteVersion | undefined {
  if (!value || typeof value !== 'object' || !('commit' in value)) return undefined
  const { commit, committedAt } = value as Record<string, unknown>
  return {
    commit: typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit) ? commit : null,
    committedAt: typeof committedAt === 'string' ? committedAt : null,
  }
}

/** A check run of the pull request's head, as GitHub lists it (…/commits/{sha}/check-runs). */
export interface CheckRunSummary {
  name: string
  status: string
  conclusion: string | null
}

/** The conclusions GitHub gives a job that did not pass (skipped and neutral do not block). */
const FAILED = new Set(['failure', 'cancelled', 'timed_out', 'action_required', 'stale'])

/** The jobs of .github/workflows/ci.yml, in the owner's words. */
const CHECK_NAMES: Record<string, string> = {
  lane: 'le choix des vérifications',
  content: 'la vérification du contenu et du site construit avec votre modification',
  test: 'les tests complets du site',
  passed: 'la vérification finale',
}

/**
 * Where the pull request's lane stands: `failed` as soon as one job did not pass (the others
 * are not awaited: the required check `passed` will fail too), `passed` once the required
 * check passed, else `running`. `failed` lists the jobs that failed, the required one last.
 */
export function laneVerdict(runs: CheckRunSummary[], required = 'passed'): { verdict: 'running' | 'passed' | 'failed'; failed: string[] } {
  const failed = runs
    .filter((run) => run.status === 'completed' && run.conclusion !== null && FAILED.has(run.conclusion))
    .map((run) => run.name)
  if (failed.length)
    return { verdict: 'failed', failed: [...failed.filter((name) => name !== required), ...failed.filter((name) => name === required)] }
  const passed = runs.some((run) => run.name === required && run.status === 'completed' && run.conclusion === 'success')
  return { verdict: passed ? 'passed' : 'running', failed: [] }
}

/** The owner's words when the lane failed: what failed, that the live site is unchanged, where
 *  his change is kept (`kept`, e.g. « dans l’onglet « Flux » »). */
export function failureMessage(failed: string[], kept: string): string {
  const names = failed.filter((name, index) => index === 0 || name !== 'passed')
  const what = names.length
    ? names.map((name) => CHECK_NAMES[name] ?? `la vérification «\u00a0${name}\u00a0»`).join(', ')
    : 'une vérification'
  return (
    `Publication arrêtée\u00a0: une vérification automatique a échoué (${what}). ` +
    `Le site en ligne n’a pas changé. Votre modification est gardée ${kept}. ` +
    'Prévenez la personne qui s’occupe du site.'
  )
}
