// Places an interactive widget (registry.ts) in a page rendered at build. The widget is
// rendered as its own React root inside an element the browser hydrates on its own
// (hydrate.tsx); its props are recorded for the page's HTML. Server side only.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { islandIdPrefix, type IslandRecord } from './client-data.js'
import { DEFERRED_ATTRIBUTE, useDeferredAttribute } from '../common/deferred.js'
import { IslandRoot } from './IslandRoot.js'
import { islands, type IslandComponent, type IslandName, type IslandProps } from './registry.js'
import classes from './Island.module.css'

type Loaded = { [N in IslandName]: IslandComponent<N> }
let loaded: Loaded | null = null

/** Loads every island's component once, so that rendering can stay synchronous. */
export async function prepareIslands(): Promise<void> {
  if (loaded) return
  const entries = await Promise.all(Object.entries(islands).map(async ([name, island]) => [name, await island.load()] as const))
  loaded = Object.fromEntries(entries) as Loaded
}

const Records = createContext<IslandRecord[] | null>(null)

/** Collects the islands of one page render, in the order they appear. */
export function IslandRecords({ records, children }: { records: IslandRecord[]; children: ReactNode }) {
  return <Records.Provider value={records}>{children}</Records.Provider>
}

export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const records = useContext(Records)
  const deferred = useDeferredAttribute()
  if (!records || !loaded) throw new Error(`<Island name="${name}"> rendered outside a page render (prepareIslands, IslandRecords)`)
  const index = records.length
  // Typed by name at the call site; here any island's component with its recorded props.
  const record: IslandRecord = { name, props: props as Record<string, unknown> }
  records.push(record)
  const Widget = loaded[name] as ComponentType<Record<string, unknown>>
  const html = renderToString(
    <IslandRoot>
      <Widget {...record.props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  )
  // A deferred island's element needs a box of its own for `content-visibility` to apply.
  return (
    <div
      {...deferred}
      className={DEFERRED_ATTRIBUTE in deferred ? undefined : classes.island}
      data-island={name}
      data-island-index={index}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
