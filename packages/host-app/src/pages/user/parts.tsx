import { RouteName } from '@crew-portal/core'
import type { ReactNode } from 'react'
import { $router, getPagePath } from '../../router.ts'

export function notificationSettingsPath(): string {
  return getPagePath($router, RouteName.userNotificationSettings)
}

export function profilePath(): string {
  return getPagePath($router, RouteName.user)
}

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="user-state user-state--loading" role="status">
      <span className="user-state__spinner" aria-hidden="true" />
      {children}
    </p>
  )
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="user-state user-state--error" role="alert">
      <p>{message}</p>
      <button type="button" className="user-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
