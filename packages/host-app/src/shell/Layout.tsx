import {
  $appUpdate,
  $banner,
  $isLoading,
  $noInternetOpen,
  $sideNavOperators,
  $remoteConfiguration,
  $sessionDialogOpen,
  $user,
  APP_UPDATE_MESSAGE,
  RouteName,
  applyAppUpdate,
  closeNoInternetDialog,
  getEnvironment,
  openPath,
  pathTo,
  logInAgain,
  openSatisfactionSurvey,
  retryConnection,
  selectOperator,
  trackException
} from '@crew-portal/core'
import { FooterActions, GlobalHeader, LoadingOverlay, NoInternetDialog, SIDE_NAV_MOBILE_QUERY, SessionExpiredDialog, Snackbar, useSnackbarQueue } from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import './elements.ts'
import { useOnceTrue } from '../lazy.tsx'
import { LazyHelpPanel } from './LazyHelpPanel.ts'
import { useCrewEvent } from './useCrewEvent.ts'

const NAV_ENTRY: Partial<Record<RouteName, 'training' | 'library' | 'access-pass'>> = {
  [RouteName.training]: 'training',
  [RouteName.trainingEvent]: 'training',
  [RouteName.library]: 'library',
  [RouteName.libraryDocument]: 'library',
  [RouteName.libraryFto]: 'library',
  [RouteName.libraryFtoDocument]: 'library',
  [RouteName.accessPass]: 'access-pass'
}

function report(source: string) {
  return (error: unknown) => trackException(error, { source })
}

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
  const user = useStore($user)
  const remote = useStore($remoteConfiguration)
  const loading = useStore($isLoading)
  const noInternet = useStore($noInternetOpen)
  const sessionDialogOpen = useStore($sessionDialogOpen)
  const banner = useStore($banner)
  // The airlines, once the page has its own answer (the core's rule).
  const { contexts, scope: operatorScope } = useStore($sideNavOperators)
  const appUpdate = useStore($appUpdate)
  const snackbar = useSnackbarQueue()
  const { push: pushNotice } = snackbar
  // A waiting deployment is offered in a snackbar (R-LAYOUT-7), again at each page while it waits.
  useEffect(() => {
    if (appUpdate) pushNotice({ id: 'app-update', message: APP_UPDATE_MESSAGE, action: { label: 'Reload', onAction: applyAppUpdate } })
  }, [appUpdate, activeRoute, pushNotice])
  // At the training centre door the pass must stay readable and scannable: the dialog docks instead.
  const dockNoInternet = activeRoute === RouteName.accessPass
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
    openPath(new URL(event.detail.href, window.location.origin).pathname)
  })
  useCrewEvent<{ open: boolean }>(sideNav, 'crew-toggle', (event) => setNavOpen(event.detail.open))
  useCrewEvent<{ id: string }>(sideNav, 'crew-context-change', (event) => selectOperator(event.detail.id))
  useCrewEvent(userMenu, 'crew-help', openHelp)
  useCrewEvent<{ smsNotificationsEnabled: boolean }>(userMenu, 'crew-settings', (event) =>
    openPath(pathTo(RouteName.userNotificationSettings, {}, { sms: event.detail.smsNotificationsEnabled ? 'on' : 'off' }))
  )
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

  const settings = getEnvironment().settings
  return (
    <div className={noInternet && dockNoInternet ? 'app app--docked-dialog' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <crew-side-nav
        ref={sideNav}
        id="side-nav"
        active={NAV_ENTRY[activeRoute]}
        contexts={contexts}
        context={contexts.length > 0 ? operatorScope : undefined}
      />
      <div className="app__column">
        <GlobalHeader
          menuOpen={navOpen}
          onMenuToggle={() => setNavOpen((open) => !open)}
          navigationId="side-nav"
          title="Crew Portal"
          homeHref={pathTo(RouteName.training)}
          userMenu={
            user ? (
              <crew-user-menu
                ref={userMenu}
                connected
                build-number={settings.buildNumber}
                sms-notifications-enabled={remote.smsNotificationsEnabled ? true : undefined}
              />
            ) : null
          }
        />
        <main id="main" className="app__main" tabIndex={-1}>
          {children}
        </main>
        <footer className="app__footer">
          <FooterActions onSurvey={() => void openSatisfactionSurvey().catch(report('survey'))} onHelp={openHelp} />
        </footer>
        {/* Docked at the bottom: a message that arrives late (flags load after the page is
            interactive) covers the page's foot instead of pushing the page down. */}
        <div className="app__banner-dock">
          <crew-banner ref={bannerArea} connected aria-live={banner.isVisible ? 'assertive' : undefined} />
        </div>
      </div>
      <crew-contact-card ref={contactCard} connected first-name={user?.givenName} customer-care-url={remote.customerCareUrl} />
      <Suspense fallback={null}>
        {helpMounted ? <LazyHelpPanel.Component open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
      {/* In the first load: it speaks exactly when no more code can be fetched. */}
      <NoInternetDialog open={noInternet} docked={dockNoInternet} onRetry={retryConnection} onClose={closeNoInternetDialog} />
      <Snackbar notices={snackbar.notices} onDismiss={snackbar.dismiss} />
      <SessionExpiredDialog
        open={sessionDialogOpen}
        onLogIn={() => void logInAgain().catch(report('session'))}
        onClose={() => void logInAgain().catch(report('session'))}
      />
      <LoadingOverlay visible={loading} />
    </div>
  )
}
