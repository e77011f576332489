import { RouteName, preCheckInPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { PreCheckInEventPage } from './PreCheckInEventPage.tsx'
import { PreCheckInListPage } from './PreCheckInListPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './pre-check-in.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(preCheckInPageWiring)

/** The pre-check-in area (lazily loaded): events needing it at /pre-check-in, the form at /pre-check-in/:eventId. */
function PreCheckInArea({ route }: PageProps) {
  return route === RouteName.preCheckInEvent ? <PreCheckInEventPage /> : <PreCheckInListPage />
}

export { PreCheckInArea as Page }
