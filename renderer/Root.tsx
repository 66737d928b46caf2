// The React tree shared by the server render and the browser's hydration.
import { useEffect, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { SiteShell } from '../components/layout/SiteShell.js'
import { PageContextProvider, type CallbackFormComponent } from './usePageContext.js'

/** Calls back once React has committed the hydrated tree (effects run after commit). */
function HydrationDone({ onDone }: { onDone?: () => void }) {
  useEffect(() => onDone?.(), [onDone])
  return null
}

// The server and the browser must render the same tree, down to the number of children:
// React's useId (Mantine's field ids) depends on it. Hence HydrationDone on both sides.
export function Root({ pageContext, form, onHydrated, children }: { pageContext: PageContext; form: CallbackFormComponent | null; onHydrated?: () => void; children: ReactNode }) {
  return (
    <PageContextProvider pageContext={pageContext} form={form}>
      <SiteShell>{children}</SiteShell>
      <HydrationDone onDone={onHydrated} />
    </PageContextProvider>
  )
}
