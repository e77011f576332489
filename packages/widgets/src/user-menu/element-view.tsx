import { $remoteConfiguration, $crewPortalConfigured, logoutLater } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import type { ElementViewProps } from '../elements/element-view.ts'
import { useCrewEvents } from '../elements/events.ts'
import { ConnectedUserMenu } from './ConnectedUserMenu.tsx'
import { UserMenu } from './UserMenu.tsx'

export interface UserMenuElementProps extends ElementViewProps {
  givenName?: string
  lastName?: string
  email?: string
  smsNotificationsEnabled?: boolean
  buildNumber?: string
  privacyPolicyUrl?: string
  licenseAgreementUrl?: string
  connected?: boolean
}

/** What `<crew-user-menu>` renders: plain data from its attributes, or the core's user. */
export function UserMenuElementView({ container, connected, ...data }: UserMenuElementProps) {
  // A page may configure the core after the element rendered: it switches to connected then.
  const configured = useStore($crewPortalConfigured)
  const emit = useCrewEvents(container)
  const isConnected = connected === true && configured
  const actions = {
    onHelp: () => emit('help'),
    onSettings: () =>
      emit('settings', {
        smsNotificationsEnabled: isConnected
          ? $remoteConfiguration.get().smsNotificationsEnabled
          : data.smsNotificationsEnabled === true
      }),
    onLogout: () => {
      // Connected, the element runs the core's logout unless the page takes over (preventDefault).
      if (emit('logout', undefined, true) && isConnected) void logoutLater()
    },
    privacyPolicyUrl: data.privacyPolicyUrl,
    licenseAgreementUrl: data.licenseAgreementUrl
  }
  if (isConnected) return <ConnectedUserMenu {...actions} />
  return (
    <UserMenu
      {...actions}
      givenName={data.givenName ?? ''}
      lastName={data.lastName ?? ''}
      email={data.email ?? ''}
      smsNotificationsEnabled={data.smsNotificationsEnabled === true}
      buildNumber={data.buildNumber ?? ''}
    />
  )
}
