// schemas/content-types.ts is generated from the schemas: the committed copy must match.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

it('schemas/content-types.ts matches the schemas', () => {
  const result = spawnSync('npx', ['tsx', 'scripts/generate-types.ts', '--check'], { cwd: ROOT, encoding: 'utf8' })
  expect(result.error).toBeUndefined()
  expect(result.stderr).not.toContain('is stale')
  expect(result.status).toBe(0)
  expect(result.stdout).toContain('schemas/content-types.ts matches the schemas.')
}, 120_000)
