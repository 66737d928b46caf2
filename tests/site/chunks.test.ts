// The browser's chunks are what islands/build/chunk-groups.ts says: the entry on its own, one
// `islands` chunk with React, the runtime and the islands of every page, a chunk of its own
// for each island the registry loads lazily, Mantine only in chunks those islands import,
// and no Node-only code anywhere (read from the build's manifest, dist/assets.json, and the
// chunk files). Sizes are Brotli bytes, as served.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, ROOT } from './built-site.js'

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/assets.json'), 'utf8')) as Record<string, ManifestChunk>
const scripts = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'))
const brotli = (chunk: ManifestChunk) => fs.statSync(path.join(DIST, `${chunk.file}.br`)).size
const byName = (name: string) => scripts.filter(([, chunk]) => chunk.name === name).map(([key, chunk]) => ({ key, ...chunk }))
const one = (name: string) => {
  const found = byName(name)
  expect(found, `chunks named ${name}`).toHaveLength(1)
  return found[0]
}
/** Every chunk a chunk pulls in with static imports, itself included. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

describe('browser chunks (dist/assets.json)', () => {
  it('the entry is small and imports only the islands runtime lazily', () => {
    const entry = scripts.find(([key]) => key === 'renderer/+client.ts')?.[1]
    expect(entry?.isEntry).toBe(true)
    expect(brotli(entry!), 'entry, Brotli bytes').toBeLessThan(2_000)
    expect(entry!.dynamicImports?.map((key) => manifest[key]?.name)).toEqual(['islands'])
    // Statically, only the same chunk: it holds Vite's import() helper (islands/build/chunk-groups.ts).
    expect(entry!.imports?.map((key) => manifest[key]?.name)).toEqual(['islands'])
  })

  it('one `islands` chunk holds React, the runtime and the islands every page has, without Mantine', () => {
    const islands = one('islands')
    const code = fs.readFileSync(path.join(DIST, islands.file), 'utf8')
    // React DOM's hydration, and the header every page has.
    expect(code).toContain('hydrateRoot')
    expect(code).toContain('popoverTarget')
    expect(brotli(islands), 'islands, Brotli bytes').toBeLessThan(66_000)
    const pulled = [...staticClosure(islands.key)].map((key) => manifest[key]?.name)
    expect(pulled.filter((name) => /Mantine|Modal|Combination/.test(name ?? ''))).toEqual([])
    // No chunk of its own for React: it comes with the runtime, which every page needs at the same moment.
    expect(scripts.filter(([, chunk]) => /^(react|boot)$/.test(chunk.name ?? ''))).toEqual([])
  })

  it('each lazily loaded island has its own chunk, and nothing else is left over', () => {
    const lazy = ['FormScrollButton', 'WelcomePopup', 'Salons', 'CallbackForm', 'AppErrorScreen']
    for (const name of lazy) expect(byName(name), name).toHaveLength(1)
    const named = new Set(scripts.map(([, chunk]) => chunk.name))
    const expected = new Set([
      ...lazy,
      'islands',
      'entries/renderer/_client',
      'rolldown-runtime',
      // Vike's own entries (not requested by the pages: tests/site/islands.test.ts).
      ...[...named].filter((name) => name?.startsWith('entries/')),
      // What the form loads: its calendar, Mantine, shared Mantine parts.
      'FrenchCalendar',
      'MantineIsland',
      'Combination',
      'Notices',
    ])
    expect([...named].filter((name) => !expected.has(name))).toEqual([])
  })

  it('forms no cycle of static imports, and no chunk imports the entry', () => {
    // A chunk that imports from the entry makes the browser preload the entry again with each
    // lazy import (Firefox reports that preload as a failed resource). Lazy islands do import
    // the runtime that loads them with import(): that loop is the registry's, by design.
    const edges = (key: string) => manifest[key]?.imports ?? []
    const cycles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (key: string, trail: string[]) => {
      if (state.get(key) === 'done') return
      if (state.get(key) === 'open') return void cycles.push([...trail.slice(trail.indexOf(key)), key].join(' -> '))
      state.set(key, 'open')
      for (const next of edges(key)) visit(next, [...trail, key])
      state.set(key, 'done')
    }
    for (const [key] of scripts) visit(key, [])
    expect(cycles).toEqual([])
    const importsEntry = ([, chunk]: [string, ManifestChunk]) =>
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].includes('renderer/+client.ts')
    expect(scripts.filter(importsEntry).map(([key]) => key)).toEqual([])
  })

  it('an import() finds the chunks the imported one needs already loaded: no preload hint is missed', () => {
    // vite.config.ts turns Vite's preload hints off (modulePreload: false): each hint named a
    // chunk the importer had loaded already, and Firefox fired `error` on them. That costs no
    // round trip only while every chunk an island imports statically is one its importer has
    // loaded (the runtime, the rolldown helpers, the form for its calendar).
    const late: string[] = []
    for (const [key, chunk] of scripts)
      for (const lazy of chunk.dynamicImports ?? []) {
        const loaded = staticClosure(key)
        for (const needed of staticClosure(lazy)) if (needed !== lazy && !loaded.has(needed)) late.push(`${lazy} needs ${needed}`)
      }
    expect(late).toEqual([])
  })

  it('no chunk carries Node-only code', () => {
    for (const [, chunk] of scripts) {
      const code = fs.readFileSync(path.join(DIST, chunk.file), 'utf8')
      expect(code, chunk.file).not.toMatch(/["']node:[a-z_]+["']|process\.cwd\(|readFileSync/)
    }
  })
})
