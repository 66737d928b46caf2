// A throwaway git repository for the tests of CI's lane rule: a base commit holding a few
// files of each kind (content, code, tests), then one commit per change a test makes.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface GitRepository {
  dir: string
  /** The current commit's hash. */
  head: () => string
  /** Writes the files (path → text) and commits them; returns the new commit. */
  commit: (files: Record<string, string>) => string
  /** `git mv from to` and a commit; returns the new commit. */
  rename: (from: string, to: string) => string
  remove: () => void
}

const BASE_FILES: Record<string, string> = {
  'content/cities/lyon.json': '{"name":"Lyon"}',
  'content/site.json': '{"url":"https://a.example","relayBase":"https://formsubmit.co","email":"a@b.fr"}',
  'functions/oauth/callback.ts': 'export const callback = 1\n',
  'tests/unit/a.test.ts': 'export const test = 1\n',
}

export function gitRepository(): GitRepository {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-lane-git-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim()
  const head = () => git('rev-parse', 'HEAD')
  const commit = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), text)
    }
    git('add', '--all')
    git('commit', '--quiet', '--allow-empty', '-m', 'change')
    return head()
  }
  git('init', '--quiet', '--initial-branch=main')
  commit(BASE_FILES)
  return {
    dir,
    head,
    commit,
    rename: (from, to) => {
      fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true })
      git('mv', from, to)
      git('commit', '--quiet', '-m', 'rename')
      return head()
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
