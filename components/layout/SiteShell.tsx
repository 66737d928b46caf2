import type { ReactNode } from 'react'
import { usePageData } from '../../renderer/usePageContext.js'
import { CookieBanner } from '../cookie-banner/CookieBanner.js'
import { Footer } from '../footer/Footer.js'
import { Header } from '../header/Header.js'
import { ErrorBoundary } from './ErrorBoundary.js'
import { FloatingCallButton } from './FloatingCallButton.js'
import classes from './SiteShell.module.css'

export function SiteShell({ children }: { children: ReactNode }) {
  const { ui } = usePageData<unknown>().layout
  return (
    <>
      <a href="#contenu" className={classes.skip}>
        {ui.header.skipLink}
      </a>
      <Header />
      <main id="contenu" tabIndex={-1} className={classes.main}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </main>
      <Footer />
      <FloatingCallButton />
      <CookieBanner />
    </>
  )
}
