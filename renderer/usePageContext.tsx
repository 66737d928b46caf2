// Gives components the page's data at build without threading props through every layout
// level. Server-side only: in the browser, islands receive their props directly.
import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import type { PageData } from '../lib/page-types.js'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() used outside <PageContextProvider>')
  return pageContext
}

export function usePageData<P>(): PageData<P> {
  return usePageContext().data as PageData<P>
}
