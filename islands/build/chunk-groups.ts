// How the browser's code is split, derived from the module graph rather than from folder
// names, so that moving a file never changes where it ships. Once the page has painted
// (islands/entry-loader.ts) it loads:
// - the entry (renderer/+client.ts) and what it imports statically (the kit's start.ts), in
//   the entry's own chunk (about 1 KB). It shares no module with the runtime, Vite's import()
//   helper aside (PRELOAD_HELPER below): the runtime's chunk would import it back from the
//   entry's, a cycle, and each lazy island's import() would then ask the browser to preload
//   the entry again (Firefox reports that preload as a failed resource). The build stops
//   with the modules' names if that happens;
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

const isScript = (id: string) => !/\.css(\?|$)/.test(id)

/** Vite's helper behind every import() (it preloads the imported chunk's own imports). The
 *  entry needs it to load the runtime and the runtime to load the lazy islands: it goes with
 *  the runtime, which the entry then imports statically. That costs nothing: the entry does
 *  nothing but load the runtime, so the browser fetches the same two files in the same order. */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

function chunkSets({ entry, runtime }: ChunkRoots, context: Context): { boot: Set<string>; islands: Set<string> } {
  const boot = staticClosure(entry, context)
  const runtimeModules = staticClosure(runtime, context)
  const shared = [...runtimeModules].filter((id) => boot.has(id) && isScript(id) && id !== PRELOAD_HELPER)
  if (shared.length > 0)
    throw new Error(
      `The entry and the islands runtime both import ${shared.join(', ')}: move what the runtime needs out of the entry's modules, or the runtime's chunk would import from the entry's.`,
    )
  const islands = new Set([...runtimeModules].filter(isOurs))
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
        const { islands } = setsFor(context)
        // The entry's own modules are left ungrouped: they are the entry's alone (chunkSets
        // checks it), so Rolldown keeps them in the entry's chunk. A group capturing the entry
        // would also capture what it imports, the preload helper included.
        if (id === PRELOAD_HELPER || REACT.test(id) || islands.has(id)) return 'islands'
        return null
      },
    },
  ]
}
