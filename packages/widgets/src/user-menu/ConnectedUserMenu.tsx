import {
  $remoteConfiguration,
  $user,
  authWiring,
  getEnvironment,
  remoteConfigurationWiring,
  wire
} from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { UserMenu, type UserMenuProps } from './UserMenu.tsx'

// What this view reads, wired when it loads: seeded by the configuration, reset with the next one.
wire(authWiring, remoteConfigurationWiring)

export type ConnectedUserMenuProps = Pick<
  UserMenuProps,
  'onHelp' | 'onSettings' | 'onLogout' | 'privacyPolicyUrl' | 'licenseAgreementUrl'
>

/**
 * The user menu fed by the core: the signed-in user, the SMS setting, the build number, and the
 * Privacy Policy and License Agreement links of the remote configuration (an attribute overrides them).
 */
export function ConnectedUserMenu(props: ConnectedUserMenuProps) {
  const user = useStore($user)
  const { smsNotificationsEnabled, privacyPolicyUrl, licenseAgreementUrl } = useStore($remoteConfiguration)
  if (!user) return null
  return (
    <UserMenu
      {...props}
      privacyPolicyUrl={props.privacyPolicyUrl ?? privacyPolicyUrl}
      licenseAgreementUrl={props.licenseAgreementUrl ?? licenseAgreementUrl}
      givenName={user.givenName}
      lastName={user.lastName}
      email={user.email}
      smsNotificationsEnabled={smsNotificationsEnabled}
      buildNumber={getEnvironment().settings.buildNumber}
    />
  )
}
