import { RouteName, pathTo } from '@crew-portal/core'

export function notificationSettingsPath(): string {
  return pathTo(RouteName.userNotificationSettings)
}

export function calendarSettingsPath(): string {
  return pathTo(RouteName.userCalendarSettings)
}

export function profilePath(): string {
  return pathTo(RouteName.user)
}
