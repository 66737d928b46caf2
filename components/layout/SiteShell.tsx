import type { ReactNode } from 'react'
import { usePageContext, usePageData } from '../../renderer/usePageContext.js'
import { Footer } from '../footer/Footer.js'
import { DeferredSections } from '../common/deferred.js'
import { Island } from '../islands/Island.js'
import { FloatingCallButton } from './FloatingCallButton.js'
import classes from './SiteShell.module.css'

export function SiteShell({ children }: { children: ReactNode }) {
  const { ui, navigation, site, path } = usePageData<unknown>().layout
  const { deferFooter = false } = usePageContext().config
  return (
    <>
      <a href="#contenu" className={classes.skip}>
        {ui.header.skipLink}
      </a>
      <Island
        name="header"
        props={{
          navigation: { main: navigation.main, callbackCta: navigation.callbackCta, mobileCallbackLabel: navigation.mobileCallbackLabel },
          path,
          labels: ui.header,
          site: { name: site.name, logoTagline: site.logoTagline, phones: site.phones },
        }}
      />
      <main id="contenu" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <DeferredSections when={deferFooter}>
        <Footer />
      </DeferredSections>
      <FloatingCallButton />
      <Island name="cookie-banner" props={{ labels: ui.cookieBanner }} />
    </>
  )
}
