// How the browser's code is split, derived from the module graph rather than from folder
// names, so that moving a file never changes where it ships. Once the page has painted
// (components/islands/entry-loader.ts) it loads:
// - the entry (renderer/+client.ts) and what it imports statically (the kit's start.ts): the
//   `boot` group, which lands in the entry's own chunk (about 1 KB), since it holds the entry;
// - 'islands': the islands' runtime (renderer/hydrate-page.tsx) and everything it imports
//   statically: React and React DOM, the kit's hydrate.tsx, the registry, the islands it
//   imports statically (those on every page), their code and the CSS-module class names of
//   every page (renderer/page-styles.ts). React is not split from it: every page needs both
//   at the same moment, so one request is cheaper than two.
//   Our own modules that two or more lazily loaded pieces share (a hook, a helper) join it
//   too, instead of becoming chunks of a few hundred bytes each, unless they bring a library.
// The islands the registry loads with import(), and what only one of them uses (the form's
// code) or what is a library (Mantine), are left to Rolldown: chunks of their own, fetched
// only by pages that hold them. tests/site/chunks.test.ts checks the result in dist/assets.json.
import type { Rolldown } from 'vite'

type Group = Rolldown.CodeSplittingGroup
type Context = Rolldown.ChunkingContext

/** Absolute paths of the browser's entry and of the runtime it loads with import(). */
export interface ChunkRoots {
  entry: string
  runtime: string
}

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** Every module `root` reaches through static imports (dynamic ones start other chunks). */
function staticClosure(root: string, context: Context): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported)
  }
  if (context.getModuleInfo(root)) visit(root)
  return seen
}

/** Every target of an import() in the graph below `root`. */
function lazyRoots(root: string, context: Context): Set<string> {
  const roots = new Set<string>()
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = context.getModuleInfo(id)
    for (const imported of info?.importedIds ?? []) visit(imported)
    for (const imported of info?.dynamicallyImportedIds ?? []) {
      roots.add(imported)
      visit(imported)
    }
  }
  visit(root)
  return roots
}

const isOurs = (id: string) => !id.includes('node_modules') && !id.startsWith('\0')

function chunkSets({ entry, runtime }: ChunkRoots, context: Context): { boot: Set<string>; islands: Set<string> } {
  const boot = staticClosure(entry, context)
  const islands = new Set([...staticClosure(runtime, context)].filter(isOurs))
  const users = new Map<string, number>()
  for (const root of lazyRoots(entry, context)) {
    if (root === runtime) continue
    for (const id of staticClosure(root, context)) users.set(id, (users.get(id) ?? 0) + 1)
  }
  // Not one that brings a library with it (Mantine's provider): pages without Mantine would load it.
  const bringsLibrary = (id: string) =>
    [...staticClosure(id, context)].some((module) => module.includes('node_modules') && !REACT.test(module))
  for (const [id, count] of users) if (count > 1 && isOurs(id) && !boot.has(id) && !bringsLibrary(id)) islands.add(id)
  return { boot, islands }
}

export function islandChunkGroups(roots: ChunkRoots): Group[] {
  // Rolldown reuses one module-info object per module within a chunking pass: the sets are
  // computed once per pass (the client and the server builds are two passes).
  const sets = new WeakMap<object, ReturnType<typeof chunkSets>>()
  const setsFor = (context: Context) => {
    const key = context.getModuleInfo(roots.entry)
    if (!key) return { boot: new Set<string>(), islands: new Set<string>() }
    if (!sets.has(key)) sets.set(key, chunkSets(roots, context))
    return sets.get(key)!
  }
  return [
    {
      name(id, context) {
        const { boot, islands } = setsFor(context)
        // Grouped with the entry module, they end up in the entry's chunk; left ungrouped,
        // what the entry shares with the runtime (lib/browser/yield-to-main.ts) would become a chunk the
        // entry imports statically, one more request before anything runs.
        if (boot.has(id)) return 'boot'
        if (REACT.test(id) || islands.has(id)) return 'islands'
        return null
      },
    },
  ]
}
