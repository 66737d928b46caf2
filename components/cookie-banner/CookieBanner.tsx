// Shown until the visitor chooses. Accept or decline is remembered (localStorage); the X
// hides it for this visit only: it stays hidden while browsing, and comes back on a reload
// or a new visit, as in the original site.
import { Button } from '../common/ButtonLink.js'
import { useEffect, useState } from 'react'
import type { Ui } from '../../schemas/content-types.js'
import { BANNER_DISMISSED_KEY, CONSENT_KEY, readStorage, removeStorage, writeStorage, type Consent } from '../../lib/browser/storage.js'
import { Icon } from '../common/Icon.js'
import classes from './CookieBanner.module.css'

const local = () => window.localStorage
const session = () => window.sessionStorage

/** A reload is a new visit. Where the browser cannot say (no navigation timing), assume so. */
function isReload(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return !entry || entry.type === 'reload'
}

export function CookieBanner({ labels }: { labels: Ui['cookieBanner'] }) {
  // Hidden in the pre-rendered HTML: only the browser knows whether a choice was stored.
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (isReload()) removeStorage(session, BANNER_DISMISSED_KEY)
    const chosen = readStorage(local, CONSENT_KEY)
    setVisible(chosen !== 'accepted' && chosen !== 'declined' && readStorage(session, BANNER_DISMISSED_KEY) !== 'true')
  }, [])

  if (!visible) return null
  const choose = (consent: Consent) => {
    writeStorage(local, CONSENT_KEY, consent)
    setVisible(false)
  }
  const dismiss = () => {
    writeStorage(session, BANNER_DISMISSED_KEY, 'true')
    setVisible(false)
  }
  return (
    <section className={classes.banner} aria-labelledby="cookie-banner-title" role="region">
      <div className={classes.body}>
        <Icon name="cookie" size={24} className={classes.icon} />
        <div className={classes.words}>
          <h2 id="cookie-banner-title" className={classes.title}>
            {labels.title}
          </h2>
          <p className={classes.text}>
            {labels.text} <a href="/politique-confidentialite">{labels.privacyLabel}</a>
          </p>
        </div>
        <button type="button" className={classes.close} aria-label={labels.close} onClick={dismiss}>
          <Icon name="x" size={22} />
        </button>
      </div>
      <div className={classes.actions}>
        <Button onClick={() => choose('accepted')} size="sm">
          {labels.accept}
        </Button>
        <Button onClick={() => choose('declined')} variant="outline" size="sm">
          {labels.decline}
        </Button>
      </div>
    </section>
  )
}
