import { RouteName } from '@crew-portal/core'
import { $router, getPagePath } from '../../router.ts'

export function notificationSettingsPath(): string {
  return getPagePath($router, RouteName.userNotificationSettings)
}

export function profilePath(): string {
  return getPagePath($router, RouteName.user)
}
