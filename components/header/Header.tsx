// The sticky navigation bar: desktop menu with the services submenu (hover, click or
// keyboard), and the mobile panel with every entry, the call-back link and a call button.
import { ButtonLink } from '../common/ButtonLink.js'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuEntry } from '../../schemas/content-types.js'
import type { LayoutData } from '../../lib/page-types.js'
import { isActive } from './is-active.js'
import { Icon } from '../common/Icon.js'
import classes from './Header.module.css'

function ServicesItem({ entry, path, openLabel }: { entry: MenuEntry; path: string; openLabel: string }) {
  const [open, setOpen] = useState(false)
  const submenuId = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A click right after the pointer opened the menu by hovering must not close it again.
  const openedByHover = useRef(false)

  // Escape closes and gives focus back to the toggle; focus leaving the item closes it.
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

  const active = isActive(entry.url, path)
  return (
    <li ref={itemRef} className={classes.item} onMouseEnter={() => {
        openedByHover.current = !open
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }} data-open={open || undefined}>
      <span className={classes.withToggle}>
        <a href={entry.url} className={classes.link} aria-current={active ? 'page' : undefined}>
          {entry.name}
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={submenuId}
          aria-label={openLabel}
          onClick={() => {
            const keepOpen = openedByHover.current
            openedByHover.current = false
            setOpen((value) => keepOpen || !value)
          }}
        >
          <Icon name="chevron-down" size={16} />
        </button>
      </span>
      <ul id={submenuId} className={classes.submenu} hidden={!open}>
        {entry.submenu?.map((child) => (
          <li key={child.url}>
            <a href={child.url} className={classes.sublink} aria-current={child.url === path ? 'page' : undefined} onClick={() => setOpen(false)}>
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

export type HeaderProps = Pick<LayoutData, 'path'> & { navigation: Pick<LayoutData['navigation'], 'main' | 'callbackCta' | 'mobileCallbackLabel'>; site: Pick<LayoutData['site'], 'name' | 'logoTagline' | 'phones'>; labels: LayoutData['ui']['header'] }

export function Header({ navigation, site, labels, path }: HeaderProps) {
  const [mobileOpen, setMobileOpen] = useState(false)
  const panelId = useId()

  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mobileOpen])

  const close = () => setMobileOpen(false)
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <a href="/" className={classes.brand} aria-label={labels.homeLabel}>
          <span className={classes.brandName}>{site.name}</span>
          <span className={classes.brandTagline}>{site.logoTagline}</span>
        </a>
        <nav className={classes.desktopNav} aria-label="Navigation principale">
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
        <button type="button" className={classes.burger} aria-expanded={mobileOpen} aria-controls={panelId} aria-label={mobileOpen ? labels.closeMenu : labels.openMenu} onClick={() => setMobileOpen((value) => !value)}>
          {mobileOpen ? <Icon name="x" size={26} /> : <Icon name="menu" size={26} />}
        </button>
      </div>
      <nav id={panelId} className={classes.mobilePanel} hidden={!mobileOpen} aria-label="Navigation mobile">
        <ul className={classes.mobileMenu}>
          {navigation.main.map((entry) => (
            <li key={entry.url}>
              <a href={entry.url} className={classes.mobileLink} aria-current={isActive(entry.url, path) ? 'page' : undefined} onClick={close}>
                {entry.name}
              </a>
              {entry.submenu && (
                <ul className={classes.mobileSubmenu}>
                  {entry.submenu.map((child) => (
                    <li key={child.url}>
                      <a href={child.url} className={classes.mobileSublink} aria-current={child.url === path ? 'page' : undefined} onClick={close}>
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
          <ButtonLink href={`tel:${site.phones.mobile.e164}`} fullWidth variant="outline" icon={<Icon name="phone" size={18} />} onClick={close}>
            {labels.callMobile} {site.phones.mobile.display}
          </ButtonLink>
        </div>
      </nav>
    </header>
  )
}
