import { RouteName } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { NotificationsPage } from './NotificationsPage.tsx'
import { ProfilePage } from './ProfilePage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './user.css'

/** `/user` (profile) and `/user/settings/notifications` (SMS notifications). */
export function UserArea({ route, search }: PageProps) {
  if (route === RouteName.userNotificationSettings) return <NotificationsPage search={search} />
  return <ProfilePage />
}
