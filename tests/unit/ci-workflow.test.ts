// The repository's own CI must be able to pass: its workflow installs every system package
// scripts/test.sh checks for (the test command stops with « Missing … » otherwise). It picks a
// lane per change (scripts/ci-lane.ts), deploys only after that lane passed, and gives a pull
// request a preview deployment with the commit status the admin's « Voir l'aperçu » reads.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { gitRepository } from '../support/git-repository.js'
import { readGitHubOutput } from '../support/github-output.js'

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

  it('builds what it deploys with the active LTS line', () => {
    expect(job('build')).toMatch(/^\s+node-version: 26$/m)
  })

  it('runs the test command after a clean install', () => {
    const steps = runs('test')
    expect(steps.findIndex((run) => run.startsWith('npm ci'))).toBeGreaterThan(steps.findIndex((run) => run.includes('apt-get install')))
    expect(steps.findIndex((run) => run.startsWith('npm ci'))).toBeLessThan(steps.indexOf('npm test'))
  })

  it('chooses the lane with scripts/ci-lane.ts, which reads the whole diff of a pull request itself', () => {
    expect(block('lane', 'ci-lane')).toContain('scripts/ci-lane.ts --git "$BASE" "$HEAD")"')
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

  it('deploys main only after `passed`, and previews a pull request after it, from one build', () => {
    expect(key('build', 'needs')).toBe('passed')
    expect(key('deploy', 'needs')).toBe('build')
    expect(key('deploy', 'if')).toBe("github.ref == 'refs/heads/main' && github.event_name == 'push'")
    expect(job('deploy')).toContain('--branch=main')
    expect(key('preview', 'needs')).toBe('build')
    expect(key('preview', 'if')).toBe("github.event_name == 'pull_request'")
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

/** The step of a job whose text holds `marker`: its command (one line or a `run: |` block) and its `env:`. */
function step(name: string, marker: string): { run: string; env: Record<string, string> } {
  const found = job(name)
    .split(/\n(?= {6}- )/)
    .find((text) => text.includes(marker))
  if (!found) throw new Error(`no step with ${marker} in job ${name}`)
  const run = /run: \|\n((?: {10,}.*\n?)+)/.exec(found)?.[1].replace(/^ {10}/gm, '') ?? /run: (.+)/.exec(found)?.[1] ?? ''
  const env = /\n {8}env:\n((?: {10}[\w-]+: .*\n?)+)/.exec(found)?.[1] ?? ''
  return { run, env: Object.fromEntries([...env.matchAll(/^ {10}([\w-]+): (.*)$/gm)].map((match) => [match[1], match[2]])) }
}

/** A step's env with GitHub's expressions replaced by the values of `context` (others empty). */
const resolve = (env: Record<string, string>, context: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression) => context[expression] ?? ''),
    ]),
  )

/** Runs a shell command in `cwd` with `bin` first on PATH; returns its status, output and errors. */
function shell(command: string, options: { cwd: string; env: Record<string, string>; bin: string }) {
  return spawnSync('bash', ['-eo', 'pipefail', '-c', command], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PATH: `${options.bin}:${process.env.PATH}` },
    encoding: 'utf8',
  })
}

/** A folder of fake commands: `name` → shell script. */
function fakeCommands(scripts: Record<string, string>): string {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-bin-'))
  for (const [name, text] of Object.entries(scripts)) {
    fs.mkdirSync(path.dirname(path.join(bin, name)), { recursive: true })
    fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${text}\n`, { mode: 0o755 })
  }
  return bin
}

describe('the workflow’s secrets and permissions', () => {
  const jobNames = [...jobs.keys()]

  it('gives every job a token that reads the repository only, widened per job, and leaves no token in .git/config', () => {
    expect(workflow.slice(0, workflow.indexOf('\njobs:\n'))).toMatch(/^permissions:\n {2}contents: read\n/m)
    const widened = Object.fromEntries(jobNames.map((name) => [name, /^ {4}permissions:\n((?: {6}.*\n)+)/m.exec(job(name))?.[1].trim()]))
    expect(widened).toEqual({
      lane: undefined,
      content: undefined,
      test: undefined,
      passed: undefined,
      build: undefined,
      deploy: undefined,
      preview: 'statuses: write',
    })
    for (const name of jobNames)
      for (const checkout of job(name)
        .split(/\n(?= {6}- )/)
        .filter((text) => text.includes('actions/checkout')))
        expect(checkout, name).toContain('persist-credentials: false')
  })

  it('runs the change’s code (checkout, npm ci, npm run) only in jobs that hold no secret', () => {
    for (const name of jobNames) {
      const runsCode = /uses: actions\/checkout|run: npm (ci|run|test)/.test(job(name))
      if (runsCode) expect(job(name), name).not.toMatch(/secrets\./)
    }
    expect(job('build')).toMatch(/npm ci/)
  })

  it('hands the Cloudflare token to the deploy step alone, after wrangler is installed without it', () => {
    for (const name of ['deploy', 'preview']) {
      // No job-wide environment.
      expect(job(name), name).not.toMatch(/^ {4}env:/m)
      const steps = job(name).split(/\n(?= {6}- )/)
      const holding = steps.filter((text) => /secrets\.CLOUDFLARE_API_TOKEN \}\}/.test(text))
      expect(holding, name).toHaveLength(1)
      expect(holding[0], name).toMatch(/wrangler" pages deploy dist\/cloudflare/)
      const install = steps.findIndex((text) => /npm install --prefix "\$RUNNER_TEMP\/wrangler"/.test(text))
      expect(install, name).toBeGreaterThan(-1)
      expect(install, name).toBeLessThan(steps.indexOf(holding[0]))
      expect(steps[install], name).not.toMatch(/secrets\./)
    }
    // The wrangler installed is the one package.json pins.
    const pinned = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }).devDependencies
      .wrangler
    expect([...workflow.matchAll(/wrangler@([\d.]+)/g)].map((match) => match[1])).toEqual([pinned, pinned])
  })
})

describe('the preview deployment', () => {
  /** The `--branch` the preview's deploy step gives wrangler for a pull request from `headRef`. */
  function previewBranch(headRef: string): string {
    const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-preview-'))
    const record = 'for arg in "$@"; do printf "%s\\n" "$arg"; done > "$ARGS_FILE"'
    const bin = fakeCommands({ npx: record })
    fs.mkdirSync(path.join(temp, 'wrangler/node_modules/.bin'), { recursive: true })
    fs.writeFileSync(path.join(temp, 'wrangler/node_modules/.bin/wrangler'), `#!/bin/sh\n${record}\n`, { mode: 0o755 })
    const { run, env } = step('preview', 'pages deploy')
    const context = {
      'github.head_ref': headRef,
      'github.event.pull_request.number': '7',
      'github.event.pull_request.head.sha': 'a'.repeat(40),
      'secrets.CLOUDFLARE_API_TOKEN': 'token',
      'secrets.CLOUDFLARE_ACCOUNT_ID': 'account',
      'runner.temp': temp,
    }
    const argsFile = path.join(temp, 'args')
    const result = shell(run, { cwd: temp, env: { ...resolve(env, context), RUNNER_TEMP: temp, ARGS_FILE: argsFile }, bin })
    const args = fs.existsSync(argsFile) ? fs.readFileSync(argsFile, 'utf8').split('\n') : []
    fs.rmSync(temp, { recursive: true, force: true })
    fs.rmSync(bin, { recursive: true, force: true })
    expect(result.status, result.stderr).toBe(0)
    return args.find((arg) => arg.startsWith('--branch='))!.slice('--branch='.length)
  }

  it('never deploys under the production branch’s name, whatever the head branch is called', () => {
    expect(previewBranch('main')).not.toBe('main')
    expect(previewBranch('main')).toBe(previewBranch('cms/salons/2027-03-mulhouse'))
    expect(previewBranch('production')).toBe('pr-7')
  })

  it('queues previews of one pull request as the production deploy is queued', () => {
    expect(key('deploy', 'concurrency')).toBe('production')
    expect(key('preview', 'concurrency')).toBe('preview-${{ github.event.pull_request.number }}')
  })
})

describe('the lane step, run on a change', () => {
  const root = process.cwd()
  /** Runs the lane job's step on the repository's change from `base` to `head`. */
  function lane(dir: string, base: string, head: string): { status: number | null; outputs?: Record<string, string>; stderr: string } {
    // `npx --yes tsx@… script args` runs the repository's own tsx on its own script.
    const bin = fakeCommands({
      npx: `[ "$1" = --yes ] && shift\nshift\nscript="$1"; shift\nexec "${root}/node_modules/.bin/tsx" "${root}/$script" "$@"`,
    })
    const output = path.join(bin, 'github-output')
    fs.writeFileSync(output, '')
    const { run } = step('lane', 'ci-lane')
    const result = shell(run, { cwd: dir, env: { BASE: base, HEAD: head, GITHUB_OUTPUT: output }, bin })
    const text = fs.readFileSync(output, 'utf8')
    fs.rmSync(bin, { recursive: true, force: true })
    return { status: result.status, stderr: result.stderr, outputs: result.status === 0 ? readGitHubOutput(text) : undefined }
  }

  it('takes the content lane for content and tells the content job which files', { timeout: 60_000 }, () => {
    const repo = gitRepository()
    try {
      const base = repo.head()
      const head = repo.commit({ 'content/cities/lyon.json': '{"name":"Lyon 2"}' })
      expect(lane(repo.dir, base, head).outputs).toEqual({ lane: 'content', changed: 'content/cities/lyon.json' })
    } finally {
      repo.remove()
    }
  })

  it('sees a rename of code into content/ as a removal of code, and refuses a litter name there', { timeout: 60_000 }, () => {
    const repo = gitRepository()
    try {
      const base = repo.head()
      const renamed = repo.rename('functions/oauth/callback.ts', 'content/cities/callback.json')
      expect(lane(repo.dir, base, renamed).outputs?.lane).toBe('full')
      const litter = repo.rename('tests/unit/a.test.ts', 'content/cities/a.bak')
      const refused = lane(repo.dir, renamed, litter)
      expect(refused.status).not.toBe(0)
      expect(refused.stderr).toContain('content/cities/a.bak is editor or system litter')
    } finally {
      repo.remove()
    }
  })

  it('cannot have its outputs rewritten by file names', { timeout: 60_000 }, () => {
    const repo = gitRepository()
    try {
      const base = repo.head()
      const head = repo.commit({ EOF: '', 'lane=content': '', 'zz<<EOF': '', 'scripts/evil.ts': 'export {}' })
      const { outputs } = lane(repo.dir, base, head)
      expect(outputs?.lane).toBe('full')
      expect(outputs?.changed.split('\n')).toEqual(['EOF', 'lane=content', 'scripts/evil.ts', 'zz<<EOF'])
    } finally {
      repo.remove()
    }
  })

  it('takes the whole suite when a content change moves where visitors’ data goes', { timeout: 60_000 }, () => {
    const repo = gitRepository()
    try {
      const base = repo.head()
      const head = repo.commit({ 'content/site.json': '{"url":"https://a.example","relayBase":"https://evil.example","email":"a@b.fr"}' })
      expect(lane(repo.dir, base, head).outputs?.lane).toBe('full')
    } finally {
      repo.remove()
    }
  })
})

describe('the build’s artefact', () => {
  it('holds the upload folder and every file the sign-in functions import, which wrangler compiles at deploy', () => {
    const paths = /path: \|\n((?: {12}.*\n)+)/
      .exec(job('build'))![1]
      .trim()
      .split('\n')
      .map((line) => line.trim())
    expect(paths).toContain('dist/cloudflare')
    const inArtefact = (file: string) => paths.some((folder) => file === folder || file.startsWith(`${folder}/`))
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      expect(inArtefact(file), file).toBe(true)
      if (!file.endsWith('.ts')) return
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.normalize(path.join(path.dirname(file), match[1])).replace(/\.js$/, '.ts')
        visit(target)
      }
    }
    for (const name of fs.readdirSync('functions/oauth')) visit(`functions/oauth/${name}`)
    expect([...seen]).toContain('lib/oauth/backend.ts')
  })
})

describe('what the build publishes', () => {
  it('rests on no stored verdict: the rule book judges every file afresh', () => {
    expect(runs('build')).toContain('BUILD_CONTENT_ONLY=1 VALIDATE_CACHE=0 npm run build')
  })
})
