import {
  $layout,
  APP_UPDATE_MESSAGE,
  RouteName,
  applyAppUpdate,
  closeNoInternetDialog,
  layoutPlaceOf,
  logInAfterExpiry,
  navigateTo,
  openSettings,
  pathTo,
  retryConnection,
  selectOperator,
  takeSurvey
} from '@crew-portal/core'
import { FooterActions, GlobalHeader, LoadingOverlay, NoInternetDialog, SIDE_NAV_MOBILE_QUERY, SessionExpiredDialog, Snackbar, useSnackbarQueue } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import './elements.ts'
import { useOnceTrue } from '../lazy.tsx'
import { LazyHelpPanel } from './LazyHelpPanel.ts'
import { useCrewEvent } from './useCrewEvent.ts'

/**
 * Keeps `--crew-banner-space` on the root at the docked banner's height: the page grows by it at
 * its end (so its foot can scroll above the banner) and focus scrolls clear of it.
 */
function useBannerSpace(banner: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = banner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--crew-banner-space', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--crew-banner-space')
    }
  }, [banner])
}

/** The layout of every page (R-LAYOUT-1): side nav, header with the user menu, banner, footer, dialogs. */
export function Layout({ activeRoute, children }: { activeRoute: RouteName; children: ReactNode }) {
  const view = useStore($layout)
  const { navEntry, docksNoInternet } = layoutPlaceOf(activeRoute)
  const snackbar = useSnackbarQueue()
  const { push: pushNotice } = snackbar
  // A waiting deployment is offered again at each page while it waits.
  useEffect(() => {
    if (view.appUpdateWaiting) pushNotice({ id: 'app-update', message: APP_UPDATE_MESSAGE, action: { label: 'Reload', onAction: applyAppUpdate } })
  }, [view.appUpdateWaiting, activeRoute, pushNotice])
  // Desktop starts with the navigation open; mobile and tablet start with the overlay closed.
  const [navOpen, setNavOpen] = useState(() => !window.matchMedia(SIDE_NAV_MOBILE_QUERY).matches)
  const [helpOpen, setHelpOpen] = useState(false)
  const sideNav = useRef<HTMLElement>(null)
  const userMenu = useRef<HTMLElement>(null)
  const contactCard = useRef<HTMLElement>(null)
  const bannerArea = useRef<HTMLElement>(null)
  const openHelp = () => setHelpOpen(true)
  const helpMounted = useOnceTrue(helpOpen)

  useCrewEvent<{ href: string }>(sideNav, 'crew-navigate', (event) => {
    event.preventDefault()
    navigateTo(event.detail.href)
  })
  useCrewEvent<{ open: boolean }>(sideNav, 'crew-toggle', (event) => setNavOpen(event.detail.open))
  useCrewEvent<{ id: string }>(sideNav, 'crew-context-change', (event) => selectOperator(event.detail.id))
  useCrewEvent(userMenu, 'crew-help', openHelp)
  useCrewEvent<{ smsNotificationsEnabled: boolean }>(userMenu, 'crew-settings', (event) => openSettings(event.detail.smsNotificationsEnabled))
  useCrewEvent(contactCard, 'crew-open-help', (event) => {
    event.preventDefault()
    openHelp()
  })
  useCrewEvent(bannerArea, 'crew-contact-us', openHelp)
  useBannerSpace(bannerArea)

  useEffect(() => {
    const element = sideNav.current as (HTMLElement & { open?: boolean }) | null
    if (element) element.open = navOpen
  }, [navOpen])

  return (
    <div className={view.noInternet && docksNoInternet ? 'app app--docked-dialog' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <crew-side-nav
        ref={sideNav}
        id="side-nav"
        active={navEntry}
        contexts={view.contexts}
        context={view.context}
      />
      <div className="app__column">
        <GlobalHeader
          menuOpen={navOpen}
          onMenuToggle={() => setNavOpen((open) => !open)}
          navigationId="side-nav"
          title="Crew Portal"
          homeHref={pathTo(RouteName.training)}
          userMenu={
            view.user ? (
              <crew-user-menu
                ref={userMenu}
                connected
                build-number={view.buildNumber}
                sms-notifications-enabled={view.smsNotificationsEnabled ? true : undefined}
              />
            ) : null
          }
        />
        <main id="main" className="app__main" tabIndex={-1}>
          {children}
        </main>
        <footer className="app__footer">
          <FooterActions onSurvey={takeSurvey} onHelp={openHelp} />
        </footer>
        {/* Docked at the bottom: a message that arrives late (flags load after the page is
            interactive) covers the page's foot instead of pushing the page down. */}
        <div className="app__banner-dock">
          <crew-banner ref={bannerArea} connected aria-live={view.bannerVisible ? 'assertive' : undefined} />
        </div>
      </div>
      <crew-contact-card ref={contactCard} connected first-name={view.user?.givenName} customer-care-url={view.customerCareUrl} />
      <Suspense fallback={null}>
        {helpMounted ? <LazyHelpPanel.Component open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
      {/* In the first load: it speaks exactly when no more code can be fetched. */}
      <NoInternetDialog open={view.noInternet} docked={docksNoInternet} onRetry={retryConnection} onClose={closeNoInternetDialog} />
      <Snackbar notices={snackbar.notices} onDismiss={snackbar.dismiss} />
      <SessionExpiredDialog open={view.sessionDialogOpen} onLogIn={logInAfterExpiry} onClose={logInAfterExpiry} />
      <LoadingOverlay visible={view.loading} />
    </div>
  )
}
