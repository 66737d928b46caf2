// Places an interactive widget in a page rendered at build. The widget is rendered as its own
// React root inside an element the browser hydrates on its own (hydrate.tsx); its props are
// recorded for the page's HTML. The kit knows no widget: the renderer loads its registry's
// components (loadIslands) and provides them with the page's record list (IslandRecords).
// Server side only.
import { createContext, useContext, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandRecord } from './islands-data.js'
import { islandIdPrefix } from './id-prefix.js'
import type { AnyIsland, IslandRegistry } from './define.js'
import { IslandRoot } from './IslandRoot.js'
import classes from './RenderedIsland.module.css'

export type LoadedIslands = Record<string, AnyIsland>

/** Loads every island's component once, so that rendering can stay synchronous. */
export async function loadIslands(registry: IslandRegistry): Promise<LoadedIslands> {
  const entries = await Promise.all(
    Object.entries(registry).map(async ([name, entry]) => [name, (await entry.load()) as AnyIsland] as const),
  )
  return Object.fromEntries(entries)
}

const Records = createContext<{ records: IslandRecord[]; components: LoadedIslands } | null>(null)

/** Collects the islands of one page render, in the order they appear. */
export function IslandRecords({
  records,
  components,
  children,
}: {
  records: IslandRecord[]
  components: LoadedIslands
  children: ReactNode
}) {
  return <Records.Provider value={{ records, components }}>{children}</Records.Provider>
}

/**
 * `attributes`: extra attributes for the island's element (a deferred block's marker). With
 * any, the element keeps a box of its own; without, it takes none (`display: contents`).
 */
export function RenderedIsland({
  name,
  props,
  attributes = {},
}: {
  name: string
  props: Record<string, unknown>
  attributes?: Record<string, string>
}) {
  const context = useContext(Records)
  if (!context) throw new Error(`<Island name="${name}"> rendered outside a page render (IslandRecords)`)
  const Widget = context.components[name]
  if (!Widget) throw new Error(`Unknown island "${name}"`)
  const index = context.records.length
  context.records.push({ name, props })
  const html = renderToString(
    <IslandRoot>
      <Widget {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  )
  return (
    <div
      {...attributes}
      className={Object.keys(attributes).length > 0 ? undefined : classes.island}
      data-island={name}
      data-island-index={index}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
