// The sticky navigation bar: desktop menu with the services submenu, and the mobile panel
// with every entry, the call-back link and a call button. Both work from the first paint,
// without script: the submenu opens on hover and on keyboard focus (CSS), the mobile toggle
// opens its panel as a popover (the browser also closes it on Escape or an outside click).
// Once hydrated, the script takes over as before: the submenu's toggle button (Enter,
// Space), hover, Escape with focus return, aria-expanded, and closing on a link choice.
import { ButtonLink } from '../common/Button.js'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuEntry } from '../../schemas/content-types.js'
import type { LayoutData } from '../../lib/page-types.js'
import { isActive } from './is-active.js'
import { Icon } from '../common/Icon.js'
import classes from './Header.module.css'

/** The submenu's state once hydrated: open or not, closed by Escape (focus back on the
 *  toggle) and by focus leaving the item; a hover's opening is remembered for the next click. */
function useSubmenu() {
  const [open, setOpen] = useState(false)
  // Until hydrated the toggle would do nothing: the HTML renders it as decoration.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const itemRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A click right after the pointer opened the menu by hovering must not close it again.
  const openedByHover = useRef(false)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    const onFocus = (event: FocusEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open])

  return {
    open,
    live,
    itemRef,
    toggleRef,
    close: () => setOpen(false),
    enter: () => {
      openedByHover.current = !open
      setOpen(true)
    },
    leave: () => {
      openedByHover.current = false
      setOpen(false)
    },
    toggle: () => {
      const keepOpen = openedByHover.current
      openedByHover.current = false
      setOpen((value) => keepOpen || !value)
    },
  }
}

function ServicesItem({ entry, path, openLabel }: { entry: MenuEntry; path: string; openLabel: string }) {
  const { open, live, itemRef, toggleRef, close, enter, leave, toggle } = useSubmenu()
  const submenuId = useId()
  const active = isActive(entry.url, path)
  // data-open shows the submenu once hydrated; before that the stylesheet opens it on hover
  // and on focus within the item, and the toggle is a visible chevron only.
  return (
    <li ref={itemRef} className={classes.item} onMouseEnter={enter} onMouseLeave={leave} data-open={open || undefined}>
      <span className={classes.withToggle}>
        <a href={entry.url} className={classes.link} aria-current={active ? 'page' : undefined}>
          {entry.name}
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={classes.toggle}
          aria-expanded={live ? open : undefined}
          aria-controls={submenuId}
          aria-label={openLabel}
          aria-hidden={live ? undefined : true}
          tabIndex={live ? undefined : -1}
          onClick={toggle}
        >
          <Icon name="chevron-down" size={16} />
        </button>
      </span>
      <ul id={submenuId} className={classes.submenu}>
        {entry.submenu?.map((child) => (
          <li key={child.url}>
            <a href={child.url} className={classes.sublink} aria-current={child.url === path ? 'page' : undefined} onClick={close}>
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

export type HeaderProps = Pick<LayoutData, 'path'> & {
  navigation: Pick<LayoutData['navigation'], 'main' | 'callbackCta' | 'mobileCallbackLabel'>
  site: Pick<LayoutData['site'], 'name' | 'logoTagline' | 'phones'>
  labels: LayoutData['ui']['header']
}

/** The mobile panel's toggle. Its state is its own: opening the panel renders this button
 *  again, not the header's two menus with it (20 ms of a tap on a throttled phone). */
function MenuToggle({ panelId, labels }: { panelId: string; labels: HeaderProps['labels'] }) {
  // null until the script has looked: the panel may have been opened before hydration.
  const [open, setOpen] = useState<boolean | null>(null)
  useEffect(() => {
    const panel = document.getElementById(panelId)
    if (!panel) return
    const onToggle = () => setOpen(panel.matches(':popover-open'))
    onToggle()
    panel.addEventListener('toggle', onToggle)
    return () => panel.removeEventListener('toggle', onToggle)
  }, [panelId])
  // aria-expanded is left to the browser (it maps the popover's state) until the script runs.
  return (
    <button
      type="button"
      className={classes.burger}
      popoverTarget={panelId}
      aria-expanded={open ?? undefined}
      aria-controls={panelId}
      aria-label={open ? labels.closeMenu : labels.openMenu}
    >
      {open ? <Icon name="x" size={26} /> : <Icon name="menu" size={26} />}
    </button>
  )
}

export function Header({ navigation, site, labels, path }: HeaderProps) {
  const panelId = useId()
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <a href="/" className={classes.brand} aria-label={labels.homeLabel}>
          <span className={classes.brandName}>{site.name}</span>
          <span className={classes.brandTagline}>{site.logoTagline}</span>
        </a>
        <nav className={classes.desktopNav} aria-label={labels.mainNavigation}>
          <ul className={classes.menu}>
            {navigation.main.map((entry) =>
              entry.submenu ? (
                <ServicesItem key={entry.url} entry={entry} path={path} openLabel={labels.openSubmenu} />
              ) : (
                <li key={entry.url} className={classes.item}>
                  <a href={entry.url} className={classes.link} aria-current={isActive(entry.url, path) ? 'page' : undefined}>
                    {entry.name}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <ButtonLink href={navigation.callbackCta.url} className={classes.cta} size="sm">
          {navigation.callbackCta.label}
        </ButtonLink>
        <MenuToggle panelId={panelId} labels={labels} />
      </div>
      <MobilePanel panelId={panelId} navigation={navigation} site={site} labels={labels} path={path} />
    </header>
  )
}

/** The mobile panel: every entry with its submenu indented, the call-back link and a call button. */
function MobilePanel({ panelId, navigation, site, labels, path }: HeaderProps & { panelId: string }) {
  const panelRef = useRef<HTMLElement>(null)
  // Choosing a link closes the panel, also when the link stays on the page.
  const close = () => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover()
  }
  return (
    <nav ref={panelRef} id={panelId} className={classes.mobilePanel} popover="auto" aria-label={labels.mobileNavigation}>
      <ul className={classes.mobileMenu}>
        {navigation.main.map((entry) => (
          <li key={entry.url}>
            <a
              href={entry.url}
              className={classes.mobileLink}
              aria-current={isActive(entry.url, path) ? 'page' : undefined}
              onClick={close}
            >
              {entry.name}
            </a>
            {entry.submenu && (
              <ul className={classes.mobileSubmenu}>
                {entry.submenu.map((child) => (
                  <li key={child.url}>
                    <a
                      href={child.url}
                      className={classes.mobileSublink}
                      aria-current={child.url === path ? 'page' : undefined}
                      onClick={close}
                    >
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div className={classes.mobileActions}>
        <ButtonLink href={navigation.callbackCta.url} fullWidth onClick={close}>
          {navigation.mobileCallbackLabel}
        </ButtonLink>
        <ButtonLink
          href={`tel:${site.phones.mobile.e164}`}
          fullWidth
          variant="outline"
          icon={<Icon name="phone" size={18} />}
          onClick={close}
        >
          {labels.callMobile} {site.phones.mobile.display}
        </ButtonLink>
      </div>
    </nav>
  )
}
