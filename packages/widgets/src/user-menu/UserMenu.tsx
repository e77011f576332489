import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { externalLinkUrl } from '@crew-portal/core'
import { useCrewMessages } from '../i18n/language.ts'
import { userMenu as english } from '../i18n/en/user-menu.ts'
import { fill } from '../i18n/messages.ts'

export interface UserMenuProps {
  givenName: string
  lastName: string
  email: string
  /** Settings is offered only when SMS notifications are enabled (R-LAYOUT-5). */
  smsNotificationsEnabled: boolean
  buildNumber: string
  privacyPolicyUrl?: string
  licenseAgreementUrl?: string
  onHelp(): void
  onSettings(): void
  onLogout(): void
}

function initialsOf(givenName: string, lastName: string): string {
  return `${givenName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase()
}

function FooterLink({ href: unsafeHref, children }: { href: string | undefined; children: string }) {
  // Opens another site in a new tab: only an absolute https: URL becomes a link.
  const href = externalLinkUrl(unsafeHref)
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <span>{children}</span>
  )
}

/**
 * The user menu as a disclosure (a button that shows a panel of buttons), not an ARIA menu:
 * it holds a few plain actions. Escape or Backspace closes it and returns focus to the button.
 */
export function UserMenu(props: UserMenuProps) {
  const { givenName, lastName, email, smsNotificationsEnabled, buildNumber } = props
  const t = useCrewMessages('userMenu', english)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const fullName = `${givenName} ${lastName}`.trim()
  const initials = initialsOf(givenName, lastName)

  useEffect(() => {
    if (!open) return
    // A press outside closes it; composedPath sees through shadow roots.
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function close(): void {
    setOpen(false)
    toggleRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (!open || (event.key !== 'Escape' && event.key !== 'Backspace')) return
    event.preventDefault()
    close()
  }

  function choose(action: () => void): void {
    close()
    action()
  }

  return (
    <div className="root" part="base" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="toggle"
        part="toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" part="avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="visually-hidden">{fill(t.menuFor, { name: fullName })}</span>
        <svg className="chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <div id={panelId} className="panel" part="panel" hidden={!open}>
        <div className="identity">
          <span className="avatar avatar--large" aria-hidden="true">
            {initials}
          </span>
          <div className="who">
            <p className="name" part="name">
              <bdi>{fullName}</bdi>
            </p>
            <p className="email" part="email">
              <bdi>{email}</bdi>
            </p>
          </div>
        </div>
        <ul className="actions" part="actions">
          <li>
            <button type="button" className="action" part="action" onClick={() => choose(props.onHelp)}>
              {t.help}
            </button>
          </li>
          {smsNotificationsEnabled && (
            <li>
              <button type="button" className="action" part="action" onClick={() => choose(props.onSettings)}>
                {t.settings}
              </button>
            </li>
          )}
          <li>
            <button type="button" className="action" part="action" onClick={() => choose(props.onLogout)}>
              {t.logOut}
            </button>
          </li>
        </ul>
        <p className="footer" part="footer">
          <FooterLink href={props.privacyPolicyUrl}>{t.privacyPolicy}</FooterLink>
          {' • '}
          <FooterLink href={props.licenseAgreementUrl}>{t.licenseAgreement}</FooterLink>
          {buildNumber && <span className="build"> {fill(t.build, { number: buildNumber })}</span>}
        </p>
      </div>
    </div>
  )
}
