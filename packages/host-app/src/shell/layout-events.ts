import { askToLogOut, navigateTo, openSettings, selectOperator } from '@crew-portal/core'
import type { RefObject } from 'react'
import { useBannerSpace } from './banner-space.ts'
import { useCrewEvent } from './useCrewEvent.ts'

/** The layout's custom elements, as the layout holds them. */
export interface LayoutElements {
  sideNav: RefObject<HTMLElement | null>
  userMenu: RefObject<HTMLElement | null>
  contactCard: RefObject<HTMLElement | null>
  banner: RefObject<HTMLElement | null>
}

/** What the layout itself keeps: whether the side nav is open, and the help panel. */
export interface LayoutActions {
  setNavOpen: (open: boolean) => void
  openHelp: () => void
}

/**
 * Every element event the layout answers, in one place: the side nav's links go through the app's
 * router, its toggle and the help requests change the layout, the rest go to the core's shell model
 * (core/shell/layout.ts). Also keeps the banner's space in step with its height.
 */
export function useLayoutEvents(elements: LayoutElements, { setNavOpen, openHelp }: LayoutActions): void {
  const { sideNav, userMenu, contactCard, banner } = elements
  useCrewEvent<{ href: string }>(sideNav, 'crew-navigate', (event) => {
    event.preventDefault()
    navigateTo(event.detail.href)
  })
  useCrewEvent<{ open: boolean }>(sideNav, 'crew-toggle', (event) => setNavOpen(event.detail.open))
  useCrewEvent<{ id: string }>(sideNav, 'crew-context-change', (event) => selectOperator(event.detail.id))
  useCrewEvent(userMenu, 'crew-help', openHelp)
  // Log Out asks first while saves have not been sent (R-OUTBOX-4); the element's own logout waits.
  useCrewEvent(userMenu, 'crew-logout', (event) => {
    event.preventDefault()
    void askToLogOut()
  })
  useCrewEvent<{ smsNotificationsEnabled: boolean }>(userMenu, 'crew-settings', (event) =>
    openSettings(event.detail.smsNotificationsEnabled)
  )
  useCrewEvent(contactCard, 'crew-open-help', (event) => {
    event.preventDefault()
    openHelp()
  })
  useCrewEvent(banner, 'crew-contact-us', openHelp)
  useBannerSpace(banner)
}
