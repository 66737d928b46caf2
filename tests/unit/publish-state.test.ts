// « En ligne » or « En cours de publication… »: the admin's rule comparing the live site's
// /version.json with the commit « Publier » made, and the build's side of it.
import { describe, expect, it } from 'vitest'
import { failureMessage, laneVerdict, parseSiteVersion, publishMessage, publishState } from '../../lib/cms/publish-state.js'
import { siteVersion } from '../../scripts/build/version.js'

const published = { sha: 'a'.repeat(40), committedAt: '2026-11-26T10:00:00Z' }
const site = (commit: string | null, committedAt: string | null) => ({ commit, committedAt })
/** The admin's clock, fixed: a quarter of an hour after « Publier ». */
const NOW = Date.parse('2026-11-26T10:15:00Z')

describe('publishState', () => {
  it('is live when the site was built from the published commit', () => {
    expect(publishState(published, site('a'.repeat(40), '2026-11-26T10:00:00Z'))).toBe('live')
  })

  it('is live when the site was built from a later commit of the branch', () => {
    expect(publishState(published, site('b'.repeat(40), '2026-11-26T10:05:00Z'), NOW)).toBe('live')
  })

  it('does not believe a site commit dated ahead of the clock, but still knows the published one', () => {
    // A commit whose committer's clock ran two hours ahead, built before the owner's change.
    expect(publishState(published, site('b'.repeat(40), '2026-11-26T12:15:00Z'), NOW)).toBe('publishing')
    expect(publishState(published, site('b'.repeat(40), '2026-11-26T10:19:00Z'), NOW)).toBe('live')
    expect(publishState({ ...published, committedAt: '2026-11-26T12:00:00Z' }, site('a'.repeat(40), '2026-11-26T12:00:00Z'), NOW)).toBe(
      'live',
    )
  })

  it('is still publishing while the site is built from an earlier commit', () => {
    expect(publishState(published, site('c'.repeat(40), '2026-11-26T09:59:59Z'), NOW)).toBe('publishing')
  })

  it('is still publishing when the live version cannot be read or names no commit', () => {
    expect(publishState(published, undefined)).toBe('publishing')
    expect(publishState(published, site(null, null))).toBe('publishing')
    expect(publishState(published, site('c'.repeat(40), null))).toBe('publishing')
    expect(publishState(published, site('c'.repeat(40), 'not a date'))).toBe('publishing')
  })
})

describe('the owner’s words', () => {
  it('say, in French, that the change is being published, then live since the time the admin saw it, in Paris', () => {
    expect(publishMessage('publishing')).toBe('En cours de publication… Votre modification sera en ligne dans quelques minutes.')
    // 10:02 UTC in November is 11:02 in Paris.
    expect(publishMessage('live', new Date('2026-11-26T10:02:30Z'))).toBe(
      'En ligne depuis 11h02\u00a0: votre modification est visible sur le site.',
    )
    expect(publishMessage('live')).toBe('En ligne\u00a0: votre modification est visible sur le site.')
  })
})

describe('parseSiteVersion', () => {
  it('reads what the build writes and refuses what is not a version file', () => {
    expect(parseSiteVersion({ commit: 'a'.repeat(40), committedAt: 'x' })).toEqual({ commit: 'a'.repeat(40), committedAt: 'x' })
    expect(parseSiteVersion({ commit: 'HEAD' })).toEqual({ commit: null, committedAt: null })
    expect(parseSiteVersion({ commit: null, committedAt: null })).toEqual({ commit: null, committedAt: null })
    expect(parseSiteVersion('<!doctype html>')).toBeUndefined()
    expect(parseSiteVersion(null)).toBeUndefined()
    expect(parseSiteVersion({ committedAt: 'x' })).toBeUndefined()
  })
})

describe('siteVersion (the build’s /version.json)', () => {
  it('names the checkout’s commit and its time', () => {
    const version = siteVersion(process.cwd(), {})
    expect(version.commit).toMatch(/^[0-9a-f]{40}$/)
    expect(Date.parse(version.committedAt!)).not.toBeNaN()
    // The same commit, the same file: the build stays reproducible.
    expect(siteVersion(process.cwd(), {})).toEqual(version)
  })

  it('takes CI’s GITHUB_SHA when it is a commit id, and works outside a checkout', () => {
    const head = siteVersion(process.cwd(), {}).commit!
    expect(siteVersion(process.cwd(), { GITHUB_SHA: head }).commit).toBe(head)
    expect(siteVersion(process.cwd(), { GITHUB_SHA: 'main; rm -rf /' }).commit).toBe(head)
    expect(siteVersion('/', {})).toEqual({ commit: null, committedAt: null })
  })
})

describe('the pull request’s lane, after « Publier »', () => {
  const run = (name: string, status: string, conclusion: string | null) => ({ name, status, conclusion })

  it('runs until the required check `passed` succeeded', () => {
    expect(laneVerdict([])).toEqual({ verdict: 'running', failed: [] })
    expect(laneVerdict([run('lane', 'completed', 'success'), run('content', 'in_progress', null)])).toEqual({
      verdict: 'running',
      failed: [],
    })
    expect(
      laneVerdict([run('content', 'completed', 'success'), run('test', 'completed', 'skipped'), run('passed', 'completed', 'success')]),
    ).toEqual({
      verdict: 'passed',
      failed: [],
    })
  })

  it('fails as soon as a job failed, was cancelled or timed out, the required check named last', () => {
    expect(laneVerdict([run('passed', 'completed', 'failure'), run('content', 'completed', 'failure')])).toEqual({
      verdict: 'failed',
      failed: ['content', 'passed'],
    })
    expect(laneVerdict([run('test', 'completed', 'timed_out')]).verdict).toBe('failed')
    expect(laneVerdict([run('content', 'completed', 'cancelled')]).verdict).toBe('failed')
  })

  it('tells the owner in French what failed, that the live site is unchanged and where his change is kept', () => {
    expect(failureMessage(['content', 'passed'], 'dans l’onglet «\u00a0Flux\u00a0»')).toBe(
      'Publication arrêtée\u00a0: une vérification automatique a échoué (la vérification du contenu et du site construit avec votre modification). ' +
        'Le site en ligne n’a pas changé. Votre modification est gardée dans l’onglet «\u00a0Flux\u00a0». Prévenez la personne qui s’occupe du site.',
    )
    // Only the required check reported: it is the one named; an unknown job is quoted.
    expect(failureMessage(['passed'], 'en attente sur GitHub')).toContain('(la vérification finale)')
    expect(failureMessage(['lint', 'passed'], 'en attente sur GitHub')).toContain('(la vérification «\u00a0lint\u00a0»)')
  })
})
