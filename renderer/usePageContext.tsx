// Gives components the page's data without threading props through every layout level.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import type { CallbackData, PageData } from '../lib/page-types.js'

const Context = createContext<PageContext | null>(null)

/**
 * The call-back form component. The server passes it in directly; the browser loads it as a
 * separate chunk only on pages that have the form, then hydrates with it.
 */
export type CallbackFormComponent = ComponentType<{ callback: CallbackData; title?: string; intro?: string }>
const FormContext = createContext<CallbackFormComponent | null>(null)

export function PageContextProvider({ pageContext, form, children }: { pageContext: PageContext; form: CallbackFormComponent | null; children: ReactNode }) {
  return (
    <Context.Provider value={pageContext}>
      <FormContext.Provider value={form}>{children}</FormContext.Provider>
    </Context.Provider>
  )
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() used outside <PageContextProvider>')
  return pageContext
}

export function usePageData<P>(): PageData<P> {
  return usePageContext().data as PageData<P>
}

export function useCallbackFormComponent(): CallbackFormComponent | null {
  return useContext(FormContext)
}
