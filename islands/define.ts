// The shape of an islands registry, and how to read one. The kit knows no widget: the site's
// registry (renderer/islands.ts) names its islands and hands itself to the kit, at build
// (Island.tsx) and in the browser (hydrate.tsx). How an island is imported there decides its
// chunk (islands/build/chunk-groups.ts): imported statically, it is on every page and ships in
// the shared chunk; loaded with import(), it has a chunk of its own.
import type { ComponentProps, ComponentType } from 'react'

/**
 * When an island hydrates, once the entry runs (after the first paint):
 * - `load`: at once, all of them side by side;
 * - `idle`: after the `load` ones, one per task;
 * - `visible`: as soon as it nears the viewport, and at the latest after everything else,
 *   so that `<html data-hydrated>` still means every widget works (docs/DECISIONS.md).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible'

export interface IslandEntry<C> {
  hydrate: HydrateWhen
  load: () => Promise<C>
}

/** An entry of a registry; the component's own type is kept for its props. */
export function island<C>(hydrate: HydrateWhen, load: () => Promise<C>): IslandEntry<C> {
  return { hydrate, load }
}

// `any`: a registry holds components of every props type; each keeps its own below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, IslandEntry<ComponentType<any>>>

export type IslandComponent<R extends IslandRegistry, N extends keyof R> = Awaited<ReturnType<R[N]['load']>>
export type IslandProps<R extends IslandRegistry, N extends keyof R> = ComponentProps<IslandComponent<R, N>>

/** The island's component, any props: what the kit renders with the props a page recorded. */
export type AnyIsland = ComponentType<Record<string, unknown>>

export function hydrateWhen(registry: IslandRegistry, name: string): HydrateWhen | undefined {
  return Object.hasOwn(registry, name) ? registry[name].hydrate : undefined
}

export async function loadIsland(registry: IslandRegistry, name: string): Promise<AnyIsland> {
  if (!Object.hasOwn(registry, name)) throw new Error(`Unknown island "${name}"`)
  return (await registry[name].load()) as AnyIsland
}
