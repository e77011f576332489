import { RouteName, userPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { CalendarPage } from './CalendarPage.tsx'
import { NotificationsPage } from './NotificationsPage.tsx'
import { ProfilePage } from './ProfilePage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './user.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(userPageWiring)

/** `/user` (profile), `/user/settings/notifications` (SMS notifications) and `/user/settings/calendar` (the calendar link). */
function UserArea({ route, search }: PageProps) {
  if (route === RouteName.userCalendarSettings) return <CalendarPage />
  if (route === RouteName.userNotificationSettings) return <NotificationsPage search={search} />
  return <ProfilePage />
}

export { UserArea as Page }
