import {
  $layout,
  APP_UPDATE_MESSAGE,
  RouteName,
  applyAppUpdate,
  closeNoInternetDialog,
  layoutPlaceOf,
  layoutWiring,
  logInAfterExpiry,
  pathTo,
  retryConnection,
  takeSurvey,
  wire
} from '@crew-portal/core'
import {
  FooterActions,
  GlobalHeader,
  LoadingOverlay,
  NoInternetDialog,
  SIDE_NAV_MOBILE_QUERY,
  SessionExpiredDialog,
  Snackbar,
  useSnackbarQueue
} from '@crew-portal/widgets/views'
import { useStore } from '@nanostores/react'
import { type CSSProperties, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { defineLayoutElements } from './elements.ts'
import { LazyHelpPanel } from './LazyHelpPanel.ts'
import { afterPaint } from '../after-paint.ts'
import { LazyOutboxNotice } from './LazyOutboxNotice.ts'
import { LogoutQuestion } from './LogoutQuestion.tsx'
import { useLayoutEvents } from './layout-events.ts'
import { useCrewEvent } from './useCrewEvent.ts'

// The areas the layout shows, wired when its code loads (docs/architecture.md, "The start order").
wire(layoutWiring)

/** True from the first render where `value` was true on: the help panel mounts when first opened, then stays. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}

/** What the page says while it shows kept answers (R-STORE-3): seen under its title, and heard. */
function keptNote(time: string, offline: boolean): { seen: string; heard: string } {
  return offline
    ? { seen: `Offline · as of ${time}`, heard: `You are offline. This page is as of ${time}.` }
    : { seen: `As of ${time}, updating…`, heard: `As of ${time}, updating…` }
}

/** The layout of every page (R-LAYOUT-1): side nav, header with the user menu, banner, footer, dialogs. */
export function Layout({ activeRoute, children }: { activeRoute: RouteName; children: ReactNode }) {
  const view = useStore($layout)
  const { navEntry, docksNoInternet } = layoutPlaceOf(activeRoute)
  // A page showing kept answers stays usable offline: the dialog docks instead of covering it (R-DIALOG-1).
  const docked = docksNoInternet || view.keptAnswerAsOf !== undefined
  const kept = view.keptAnswerAsOf === undefined ? undefined : keptNote(view.keptAnswerAsOf, view.noInternet)
  const snackbar = useSnackbarQueue()
  const { push: pushNotice } = snackbar
  // A waiting deployment is offered again at each page while it waits.
  useEffect(() => {
    if (view.appUpdateWaiting)
      pushNotice({
        id: 'app-update',
        message: APP_UPDATE_MESSAGE,
        action: { label: 'Reload', onAction: applyAppUpdate }
      })
  }, [view.appUpdateWaiting, activeRoute, pushNotice])
  // Desktop starts with the navigation open; mobile and tablet start with the overlay closed.
  const [navOpen, setNavOpen] = useState(() => !window.matchMedia(SIDE_NAV_MOBILE_QUERY).matches)
  const [helpOpen, setHelpOpen] = useState(false)
  const sideNav = useRef<HTMLElement>(null)
  const userMenu = useRef<HTMLElement>(null)
  const contactCard = useRef<HTMLElement>(null)
  const banner = useRef<HTMLElement>(null)
  const openHelp = () => setHelpOpen(true)
  const helpMounted = useOnceTrue(helpOpen)
  // The outbox's notice comes after the first paint, for a signed-in pilot only.
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void afterPaint().then(() => {
      if (live) setPainted(true)
    })
    return () => {
      live = false
    }
  }, [])
  useLayoutEvents({ sideNav, userMenu, contactCard, banner }, { setNavOpen, openHelp })
  // Defined, the side nav is empty until its first render: app.css holds its box until then.
  const [sideNavRendered, setSideNavRendered] = useState(false)
  useCrewEvent(sideNav, 'crew-ready', () => setSideNavRendered(true))
  // The side nav and the user menu are defined once the first card is on screen (elements.ts).
  useEffect(() => {
    void defineLayoutElements()
  }, [])
  // Set as properties, which the element takes over when it is defined: React sets a property only
  // on an element already defined, and would write the operators into an attribute before.
  useEffect(() => {
    const element = sideNav.current as (HTMLElement & { open?: boolean }) | null
    if (element) element.open = navOpen
  }, [navOpen])
  const { contexts } = view
  useEffect(() => {
    const element = sideNav.current as (HTMLElement & { contexts?: typeof contexts }) | null
    if (element) element.contexts = contexts
  }, [contexts])

  return (
    <div className={view.noInternet && docked ? 'app app--docked-dialog' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <crew-side-nav
        ref={sideNav}
        id="side-nav"
        className={sideNavRendered ? undefined : 'app__side-nav--pending'}
        active={navEntry}
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
        <main
          id="main"
          className="app__main"
          tabIndex={-1}
          data-kept={kept ? '' : undefined}
          // Shown under the page's title, in its bottom margin (app.css): coming and going, it moves nothing.
          style={kept ? ({ '--crew-kept-note': JSON.stringify(kept.seen) } as CSSProperties) : undefined}
        >
          <p className="app__kept-notice" role="status">
            {kept?.heard}
          </p>
          {children}
          {painted && view.user ? (
            <Suspense fallback={null}>
              <LazyOutboxNotice.Component />
            </Suspense>
          ) : null}
        </main>
        <footer className="app__footer">
          <FooterActions onSurvey={takeSurvey} onHelp={openHelp} />
        </footer>
        {/* Docked at the bottom: a message that arrives late (flags load after the page is
            interactive) covers the page's foot instead of pushing the page down. */}
        <div className="app__banner-dock">
          <crew-banner ref={banner} connected aria-live={view.bannerVisible ? 'assertive' : undefined} />
        </div>
      </div>
      <crew-contact-card
        ref={contactCard}
        connected
        first-name={view.user?.givenName}
        customer-care-url={view.customerCareUrl}
      />
      <Suspense fallback={null}>
        {helpMounted ? <LazyHelpPanel.Component open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
      </Suspense>
      {/* In the first load: it speaks exactly when no more code can be fetched. */}
      <NoInternetDialog
        open={view.noInternet}
        docked={docked}
        onRetry={retryConnection}
        onClose={closeNoInternetDialog}
      />
      <Snackbar notices={snackbar.notices} onDismiss={snackbar.dismiss} />
      <SessionExpiredDialog open={view.sessionDialogOpen} onLogIn={logInAfterExpiry} onClose={logInAfterExpiry} />
      <LogoutQuestion />
      <LoadingOverlay visible={view.loading} />
    </div>
  )
}
