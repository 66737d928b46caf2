// What every page has around its content: skip link, header, footer, call button, cookie
// banner. The header and the cookie banner are islands the renderer places (renderer/Root.tsx).
import type { ReactNode } from 'react'
import type { LayoutData } from '../../lib/page-types.js'
import { DeferredSections } from '../common/deferred.js'
import { Footer } from '../footer/Footer.js'
import { FloatingCallButton } from './FloatingCallButton.js'
import classes from './SiteShell.module.css'

export function SiteShell({
  layout,
  deferFooter,
  header,
  cookieBanner,
  children,
}: {
  layout: LayoutData
  /** A long page renders its footer after the first paint (components/common/deferred.tsx). */
  deferFooter: boolean
  header: ReactNode
  cookieBanner: ReactNode
  children: ReactNode
}) {
  const { ui, site } = layout
  return (
    <>
      <a href="#contenu" className={classes.skip}>
        {ui.header.skipLink}
      </a>
      {header}
      {/* Before the content, in the flow: it pushes the first screen down instead of covering it (docs/DECISIONS.md). */}
      {cookieBanner}
      <main id="contenu" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <DeferredSections when={deferFooter}>
        <Footer layout={layout} />
      </DeferredSections>
      <FloatingCallButton phone={site.phones.mobile} label={ui.callButton.floatingLabel} />
    </>
  )
}
