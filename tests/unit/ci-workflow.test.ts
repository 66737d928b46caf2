// The repository's own CI must be able to pass: its workflow installs every system package
// scripts/test.sh checks for (the test command stops with « Missing … » otherwise). It picks a
// lane per change (scripts/ci-lane.ts), deploys only after that lane passed, and gives a pull
// request a preview deployment with the commit status the admin's « Voir l'aperçu » reads.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const testScript = fs.readFileSync('scripts/test.sh', 'utf8')
const workflow = fs.readFileSync('.github/workflows/ci.yml', 'utf8')
const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }

/** Each job's text (its lines under `jobs:`, indented by two spaces), by name. */
const jobs = new Map(
  workflow
    .slice(workflow.indexOf('\njobs:\n'))
    .split(/\n(?=  [\w-]+:\n)/)
    .slice(1)
    .map((text) => [/^ {2}([\w-]+):/.exec(text)![1], text]),
)
const job = (name: string) => {
  const text = jobs.get(name)
  if (!text) throw new Error(`no job ${name} in ci.yml`)
  return text
}
/** The `run:` commands of a job, in order (one-line ones). */
const runs = (name: string) => [...job(name).matchAll(/^\s*- (?:if: .*\n\s*)?run: (.+)$/gm)].map((match) => match[1])
/** The value of a key of a job (its first occurrence), e.g. `if`, `needs`. */
const key = (name: string, field: string) => new RegExp(`^ {4}${field}: (.+)$`, 'm').exec(job(name))?.[1]
/** The multi-line `run: |` block of a job's first step holding `marker`, unindented. */
function block(name: string, marker: string): string {
  const found = [...job(name).matchAll(/run: \|\n((?: {10,}.*\n?)+)/g)].map((match) => match[1]).find((text) => text.includes(marker))
  if (!found) throw new Error(`no run block with ${marker} in job ${name}`)
  return found.replace(/^ {10}/gm, '')
}

describe('.github/workflows/ci.yml', () => {
  it('installs what scripts/test.sh needs before the whole suite', () => {
    const needed = [...testScript.matchAll(/need\+=\(([\w.-]+)\)/g)].map((match) => match[1])
    expect(needed).toEqual(['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'nginx', 'libnginx-mod-http-brotli-static', 'openssl'])
    const installed = runs('test').flatMap(
      (run) =>
        /apt-get install([^&|;]*)/
          .exec(run)?.[1]
          .split(/\s+/)
          .filter((word) => word && !word.startsWith('-')) ?? [],
    )
    for (const name of needed) expect(installed, name).toContain(name)
  })

  it('runs where those Debian package names exist, as root (a Debian container), the whole suite on Node 20 and every maintained LTS line', () => {
    expect(job('test')).toMatch(/^\s+container: node:\$\{\{ matrix\.node \}\}-bookworm$/m)
    expect(job('test')).toMatch(/^\s+node: \[20, 22, 24, 26\]$/m)
    expect(job('content')).toMatch(/^\s+container: node:20-bookworm$/m)
  })

  it('deploys with the active LTS line', () => {
    expect(job('deploy')).toMatch(/^\s+node-version: 26$/m)
  })

  it('runs the test command after a clean install', () => {
    const steps = runs('test')
    expect(steps.findIndex((run) => run.startsWith('npm ci'))).toBeGreaterThan(steps.findIndex((run) => run.includes('apt-get install')))
    expect(steps.findIndex((run) => run.startsWith('npm ci'))).toBeLessThan(steps.indexOf('npm test'))
  })

  it('chooses the lane from the change’s paths with scripts/ci-lane.ts, the whole diff of a pull request', () => {
    expect(block('lane', 'ci-lane')).toMatch(/git diff --name-only "\$BASE\.\.\.\$HEAD"/)
    expect(block('lane', 'ci-lane')).toMatch(/scripts\/ci-lane\.ts\)"$/m)
    expect(job('lane')).toContain('fetch-depth: 0')
    expect(job('lane')).toContain('github.event.pull_request.base.sha')
    expect(job('lane')).toContain('github.event.pull_request.head.sha')
  })

  it('runs the content lane for content and the whole suite for code, never both', () => {
    expect(key('content', 'if')).toBe("needs.lane.outputs.lane == 'content'")
    expect(key('test', 'if')).toBe("needs.lane.outputs.lane == 'full'")
    expect(runs('content')).toContain('npm run test:content')
    expect(job('content')).toContain('CHANGED_FILES: ${{ needs.lane.outputs.changed }}')
    expect(runs('content').findIndex((run) => run.startsWith('npm ci'))).toBeLessThan(runs('content').indexOf('npm run test:content'))
    expect(runs('content').join('\n')).toMatch(/apt-get install[^\n]* chromium/)
    expect(packageJson.scripts['test:content']).toBe('bash scripts/test-content.sh')
  })

  it('is green (`passed`, the check main requires) only when the chosen lane ran and passed', () => {
    expect(key('passed', 'needs')).toBe('[lane, content, test]')
    expect(key('passed', 'if')).toBe('always()')
    const verdict = (lane: string, content: string, test: string) =>
      spawnSync('bash', ['-c', block('passed', 'case')], { env: { ...process.env, LANE: lane, CONTENT: content, TEST: test } }).status
    expect(verdict('content', 'success', 'skipped')).toBe(0)
    expect(verdict('full', 'skipped', 'success')).toBe(0)
    expect(verdict('content', 'failure', 'skipped')).not.toBe(0)
    expect(verdict('full', 'skipped', 'failure')).not.toBe(0)
    expect(verdict('full', 'skipped', 'cancelled')).not.toBe(0)
    // The lane job failed: both lanes skipped.
    expect(verdict('', 'skipped', 'skipped')).not.toBe(0)
    // A code change must not pass on the content lane alone.
    expect(verdict('full', 'success', 'skipped')).not.toBe(0)
  })

  it('deploys main only after `passed`, and previews a pull request after it', () => {
    expect(key('deploy', 'needs')).toBe('passed')
    expect(key('deploy', 'if')).toBe("github.ref == 'refs/heads/main' && github.event_name == 'push'")
    expect(job('deploy')).toContain('--branch=main')
    expect(key('preview', 'needs')).toBe('passed')
    expect(key('preview', 'if')).toBe("github.event_name == 'pull_request'")
    expect(job('preview')).toContain('--branch="$BRANCH"')
    expect(job('preview')).toContain('BRANCH: ${{ github.head_ref }}')
  })

  it('posts the preview’s address as the `deploy/preview` status of the pull request’s head', () => {
    const post = block('preview', 'statuses')
    expect(post).toContain('"$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/statuses/$HEAD_SHA"')
    expect(post).toContain('\\"context\\":\\"deploy/preview\\"')
    expect(post).toContain('\\"target_url\\":\\"$url\\"')
    expect(job('preview')).toMatch(/HEAD_SHA: \$\{\{ github\.event\.pull_request\.head\.sha \}\}/)
    expect(job('preview')).toMatch(/statuses: write/)
    // The address comes from wrangler's own output file: run the block's reader on a sample.
    const reader = /url="\$\((node -e '[^']+') "\$RUNNER_TEMP\/wrangler-output\.ndjson"\)"/.exec(post)
    expect(reader).not.toBeNull()
    const dir = fs.mkdtempSync('/tmp/ci-workflow-')
    fs.writeFileSync(
      `${dir}/wrangler-output.ndjson`,
      [
        { type: 'wrangler-session', version: 1 },
        { type: 'pages-deploy', version: 1, url: 'https://abc123.maison-herat.pages.dev' },
        {
          type: 'pages-deploy-detailed',
          version: 1,
          url: 'https://abc123.maison-herat.pages.dev',
          alias: 'https://cms-salons-x.maison-herat.pages.dev',
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    )
    const result = spawnSync('bash', ['-c', `${reader![1]} "$RUNNER_TEMP/wrangler-output.ndjson"`], {
      env: { ...process.env, RUNNER_TEMP: dir },
      encoding: 'utf8',
    })
    fs.rmSync(dir, { recursive: true, force: true })
    expect(result.stdout.trim()).toBe('https://abc123.maison-herat.pages.dev')
  })
})
