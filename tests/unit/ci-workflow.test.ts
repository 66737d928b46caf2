// The repository's own CI must be able to pass: its workflow installs every system package
// scripts/test.sh checks for (the test command stops with « Missing … » otherwise).
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const testScript = fs.readFileSync('scripts/test.sh', 'utf8')
const workflow = fs.readFileSync('.github/workflows/ci.yml', 'utf8')
/** The `run:` commands of the workflow, in order. */
const runs = [...workflow.matchAll(/^\s*- run: (.+)$/gm)].map((match) => match[1])

describe('.github/workflows/ci.yml', () => {
  it('installs what scripts/test.sh needs', () => {
    const needed = [...testScript.matchAll(/need\+=\(([\w.-]+)\)/g)].map((match) => match[1])
    expect(needed).toEqual(['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'nginx', 'libnginx-mod-http-brotli-static', 'openssl'])
    const installed = runs.flatMap(
      (run) =>
        /apt-get install([^&|;]*)/
          .exec(run)?.[1]
          .split(/\s+/)
          .filter((word) => word && !word.startsWith('-')) ?? [],
    )
    for (const name of needed) expect(installed, name).toContain(name)
  })

  it('runs where those Debian package names exist, as root (a Debian container), on Node 20 and every maintained LTS line', () => {
    expect(workflow).toMatch(/^\s+container: node:\$\{\{ matrix\.node \}\}-bookworm$/m)
    expect(workflow).toMatch(/^\s+node: \[20, 22, 24, 26\]$/m)
  })

  it('deploys with the active LTS line', () => {
    expect(workflow).toMatch(/^\s+node-version: 26$/m)
  })

  it('runs the test command after a clean install', () => {
    expect(runs.findIndex((run) => run.startsWith('npm ci'))).toBeGreaterThan(runs.findIndex((run) => run.includes('apt-get install')))
    expect(runs.findIndex((run) => run.startsWith('npm ci'))).toBeLessThan(runs.indexOf('npm test'))
  })
})
