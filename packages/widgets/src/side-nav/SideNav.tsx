import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import {
  CONTEXT_SEARCH_FOCUS_DELAY_MS,
  SIDE_NAV_MOBILE_QUERY,
  filterContexts,
  shortContextLabel,
  sideNavItems,
  type SideNavContext,
  type SideNavItem,
  type SideNavItemId
} from './items.ts'
import { useMediaQuery } from './useMediaQuery.ts'
import { useCrewMessages } from '../i18n/language.ts'
import { sideNav as english } from '../i18n/en/side-nav.ts'

export interface SideNavProps {
  /** Desktop: expanded (23.2rem) or collapsed (6.4rem). Mobile: the overlay is shown or not. */
  open: boolean
  active?: SideNavItemId
  contexts: readonly SideNavContext[]
  currentContext?: string
  onOpenChange(open: boolean): void
  /** Returns true when the page routed itself, so the link does not navigate. */
  onNavigate(item: SideNavItem): boolean
  onContextChange(context: SideNavContext): void
}

const icons: Record<SideNavItemId, string> = {
  training: 'M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 10.2v4L12 21l7-3.8v-4L12 17l-7-3.8Z',
  library:
    'M4 6H2v14a2 2 0 0 0 2 2h14v-2H4V6Zm16-4H8a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm-1 9H9V9h10v2Zm-4 4H9v-2h6v2Zm4-8H9V5h10v2Z',
  'access-pass':
    'M20 7h-5V4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v3H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2ZM11 4h2v5h-2V4Zm-2 9a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 7H5v-.6c0-1.3 2.7-2 4-2s4 .7 4 2v.6Zm6-3h-4v-1.5h4V17Zm0-3h-4v-1.5h4V14Z'
}

function Icon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  )
}

/**
 * The side navigation: a landmark of links, a collapse toggle, and a context switcher that is a
 * disclosure (button + panel with a search), not an ARIA menu.
 */
export function SideNav({
  open,
  active,
  contexts,
  currentContext,
  onOpenChange,
  onNavigate,
  onContextChange
}: SideNavProps) {
  const mobile = useMediaQuery(SIDE_NAV_MOBILE_QUERY)
  const t = useCrewMessages('sideNav', english)
  const [switcherOpen, setSwitcherOpen] = useState(false)
  const [query, setQuery] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)
  const switcherId = useId()
  const listId = useId()

  // Mobile and tablet start closed, and a viewport that shrinks to mobile closes the overlay. One
  // that widens again gives the desktop back the state it had there (open, unless the pilot had
  // collapsed it), not the overlay's.
  const wasMobile = useRef(mobile)
  const desktopOpen = useRef(mobile || open)
  // Before the effect below: the render in which the viewport widens still shows the overlay's state.
  useEffect(() => {
    if (!mobile && !wasMobile.current) desktopOpen.current = open
  }, [mobile, open])
  useEffect(() => {
    if (mobile && open) onOpenChange(false)
    else if (!mobile && wasMobile.current && open !== desktopOpen.current) onOpenChange(desktopOpen.current)
    wasMobile.current = mobile
    // Only a change of viewport class decides this; `open` changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobile])

  useEffect(() => {
    if (!switcherOpen) return
    const timer = setTimeout(() => searchRef.current?.focus(), CONTEXT_SEARCH_FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [switcherOpen])

  function toggleSwitcher(): void {
    if (!open) {
      // Collapsed: the switcher needs room, so it opens the navigation too.
      onOpenChange(true)
      setSwitcherOpen(true)
      return
    }
    setSwitcherOpen((value) => !value)
  }

  function navigate(item: SideNavItem, event: MouseEvent<HTMLAnchorElement>): void {
    if (onNavigate(item)) event.preventDefault()
    if (mobile) onOpenChange(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key !== 'Escape') return
    if (switcherOpen) {
      setSwitcherOpen(false)
      event.preventDefault()
    } else if (mobile && open) {
      onOpenChange(false)
      event.preventDefault()
    }
  }

  const expanded = open || mobile
  const current = contexts.find((context) => context.id === currentContext)
  const shown = filterContexts(contexts, query)
  const state = mobile ? (open ? 'overlay' : 'hidden') : open ? 'open' : 'collapsed'

  return (
    <div className="root" data-state={state}>
      {mobile && open && <div className="scrim" part="scrim" aria-hidden="true" onClick={() => onOpenChange(false)} />}
      <nav className="nav" part="nav" aria-label={t.navigation} hidden={mobile && !open} onKeyDown={onKeyDown}>
        <button
          type="button"
          className="toggle"
          part="toggle"
          aria-expanded={open}
          aria-label={mobile ? t.close : open ? t.collapse : t.expand}
          onClick={() => onOpenChange(!open)}
        >
          <Icon
            path={
              mobile
                ? 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z'
                : open
                  ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z'
                  : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'
            }
          />
        </button>

        {contexts.length > 0 && (
          <div className="switcher" part="switcher">
            <button
              type="button"
              className="switcher-toggle"
              part="switcher-toggle"
              aria-expanded={switcherOpen && expanded}
              aria-controls={switcherId}
              onClick={toggleSwitcher}
            >
              <Icon path="M16 17.01V10h-2v7.01h-3L15 21l4-3.99h-3ZM9 3 5 6.99h3V14h2V6.99h3L9 3Z" />
              <span className={expanded ? 'label' : 'visually-hidden'}>
                {current ? <bdi>{current.label}</bdi> : t.switchContext}
              </span>
              {!expanded && current ? (
                <span className="context-short" part="context-short" aria-hidden="true">
                  {shortContextLabel(current)}
                </span>
              ) : null}
            </button>
            <div id={switcherId} className="switcher-panel" part="switcher-panel" hidden={!(switcherOpen && expanded)}>
              <label className="search-label">
                <span className="visually-hidden">{t.searchContexts}</span>
                <input
                  ref={searchRef}
                  className="search"
                  part="search"
                  type="search"
                  placeholder={t.search}
                  aria-controls={listId}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
              </label>
              <ul id={listId} className="contexts">
                {shown.map((context) => (
                  <li key={context.id}>
                    <button
                      type="button"
                      className="context"
                      aria-pressed={context.id === currentContext}
                      onClick={() => {
                        onContextChange(context)
                        setSwitcherOpen(false)
                      }}
                    >
                      <bdi>{context.label}</bdi>
                    </button>
                  </li>
                ))}
                {shown.length === 0 && <li className="empty">{t.noMatch}</li>}
              </ul>
            </div>
          </div>
        )}

        <ul className="items" part="items">
          {sideNavItems.map((item) => (
            <li key={item.id}>
              <a
                className="item"
                part={item.id === active ? 'item item-active' : 'item'}
                href={item.href}
                aria-current={item.id === active ? 'page' : undefined}
                title={expanded ? undefined : t[item.label]}
                onClick={(event) => navigate(item, event)}
              >
                <Icon path={icons[item.id]} />
                <span className={expanded ? 'label' : 'visually-hidden'}>{t[item.label]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
