import { RouteName, userPageWiring, wire } from '@crew-portal/core'
import { preloadable } from '../../lazy.tsx'
import type { PageProps } from '../types.ts'
import { NotificationsPage } from './NotificationsPage.tsx'
import { ProfilePage } from './ProfilePage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './user.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(userPageWiring)

// The calendar page (its words, its dialog, the link's date) is a chunk of its own: the profile and
// the notification settings render without it.
const Calendar = preloadable(
  () => import('./CalendarPage.tsx'),
  (module) => module.CalendarPage
)

/** `/user` (profile), `/user/settings/notifications` (SMS notifications) and `/user/settings/calendar` (the calendar link). */
function UserArea({ route, search }: PageProps) {
  if (route === RouteName.userCalendarSettings) return <Calendar.Component />
  if (route === RouteName.userNotificationSettings) return <NotificationsPage search={search} />
  return <ProfilePage />
}

/** Asks for the code of the area's page for `route` beyond the area's own (the registry's `preloadPage`). */
function preloadRoute(route: RouteName): Promise<unknown> {
  return route === RouteName.userCalendarSettings ? Calendar.preload() : Promise.resolve()
}

export { UserArea as Page, preloadRoute }
