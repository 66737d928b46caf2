// The bench's generator (bench/generate-towns.ts) makes valid towns at any count: 12,000 of
// them pass every content rule (validated here, not built). The old one named a
// neighbourhood « Qom », which the spelling rule refuses, from 1,399 towns on.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatError } from '../../lib/content/content-error.js'
import { validateContent } from '../../lib/node/validate.js'
import { generatedContent } from '../../bench/generate-towns.js'
import { budget } from '../support/budget.js'

const dirs: string[] = []
// 12,000 files to remove: past vitest's 10 s for a hook on a busy machine (load 20).
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
}, budget(120_000))

describe('generated towns', () => {
  it(
    '12,000 generated towns are valid content, each with its own town and slug',
    () => {
      const dir = generatedContent(12_000)
      dirs.push(dir)
      const cities = fs.readdirSync(path.join(dir, 'cities'))
      expect(cities).toHaveLength(12_000)
      const { errors, documents } = validateContent(dir)
      expect(errors.map(formatError).slice(0, 20)).toEqual([])
      const towns = new Set(
        [...documents].filter(([file]) => file.startsWith('cities/')).map(([, city]) => (city as { town: string }).town),
      )
      expect(towns.size).toBe(12_000)
      // The names the spelling rules refuse are skipped, not written.
      expect(towns.has('Bourg Qom')).toBe(false)
    },
    budget(600_000),
  )
})
