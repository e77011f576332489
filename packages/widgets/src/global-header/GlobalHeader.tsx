import type { ReactNode } from 'react'
import '../theme/tokens.css'
import './GlobalHeader.css'

export interface GlobalHeaderProps {
  /** Whether the side navigation is open (mobile and tablet: the overlay). */
  menuOpen: boolean
  onMenuToggle: () => void
  /** The id of the side navigation the menu button shows and hides (aria-controls). */
  navigationId: string
  menuLabel?: string
  /** The product name or logo, linking home. */
  title?: ReactNode
  homeHref?: string
  /** The user menu (the `crew-user-menu` element in the host app). */
  userMenu?: ReactNode
}

/**
 * The global header (R-LAYOUT-5). The menu button follows the disclosure pattern and shows
 * only up to 1023 px wide; the breakpoint is a container query on the header's own width, which
 * is the viewport width where the host app puts it and lets stories show both layouts.
 */
export function GlobalHeader({
  menuOpen,
  onMenuToggle,
  navigationId,
  menuLabel = 'Menu',
  title = 'Crew Portal',
  homeHref = '/',
  userMenu
}: GlobalHeaderProps): ReactNode {
  return (
    <div className="crew-global-header-frame">
      <header className="crew-global-header">
        <button
          type="button"
          className="crew-global-header__menu"
          aria-expanded={menuOpen}
          aria-controls={navigationId}
          aria-label={menuLabel}
          onClick={onMenuToggle}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <a className="crew-global-header__home" href={homeHref}>
          <svg
            className="crew-global-header__logo"
            viewBox="0 0 32 32"
            width="28"
            height="28"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.16" />
            <path d="M6 18l20-7-6 5 2 7-4-5-12 0z" fill="currentColor" />
          </svg>
          <span className="crew-global-header__title">{title}</span>
        </a>
        <div className="crew-global-header__end">{userMenu}</div>
      </header>
    </div>
  )
}
