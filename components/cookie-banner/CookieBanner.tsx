// Shown until the visitor chooses. Accept or decline is remembered (localStorage); the X
// hides it for this visit only: it stays hidden while browsing, and comes back on a reload
// or a new visit, as in the original site. Whether it shows is decided before the first
// paint (lib/browser/cookie-card.ts), so the card never moves the page once it is drawn.
import { Button } from '../common/Button.js'
import { useEffect, useState } from 'react'
import type { Ui } from '../../schemas/content-types.js'
import { BANNER_DISMISSED_KEY, CONSENT_KEY, writeStorage, type Consent } from '../../lib/browser/storage.js'
import { COOKIE_CARD_ATTRIBUTE } from '../../lib/browser/cookie-card.js'
import { Icon } from '../common/Icon.js'
import classes from './CookieBanner.module.css'

const local = () => window.localStorage
const session = () => window.sessionStorage

export function CookieBanner({ labels }: { labels: Ui['cookieBanner'] }) {
  // In the pre-rendered HTML, shown by its stylesheet only where the head's script set the
  // attribute; after hydration, gone from the DOM where it did not.
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    if (!document.documentElement.hasAttribute(COOKIE_CARD_ATTRIBUTE)) setVisible(false)
  }, [])

  if (!visible) return null
  const hide = () => {
    document.documentElement.removeAttribute(COOKIE_CARD_ATTRIBUTE)
    setVisible(false)
  }
  const choose = (consent: Consent) => {
    writeStorage(local, CONSENT_KEY, consent)
    hide()
  }
  const dismiss = () => {
    writeStorage(session, BANNER_DISMISSED_KEY, 'true')
    hide()
  }
  return (
    <section className={classes.banner} aria-labelledby="cookie-banner-title">
      <div className={classes.body}>
        <Icon name="cookie" size={24} className={classes.icon} />
        <div className={classes.words}>
          {/* A named region, not a heading: it comes before the page's h1 in the document. */}
          <p id="cookie-banner-title" className={classes.title}>
            {labels.title}
          </p>
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
