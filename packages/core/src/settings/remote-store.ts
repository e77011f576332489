import { atom } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { serverLinkUrl } from '../format/link.ts'
import type { AppSettings } from '../ports/settings.ts'

/** What the API's configuration/settings call may change at run time. */
export interface RemoteConfiguration {
  accessDeniedMessage: string
  defaultErrorMessage: string
  smsNotificationsEnabled: boolean
  /** A URL that passed the link rule (`serverLinkUrl`), or '' (no link). */
  helpUrl: string
  customerCareUrl: string
  /** An absolute https: URL, or '' (the footer line then shows the words without a link). */
  privacyPolicyUrl: string
  licenseAgreementUrl: string
}

export function remoteDefaults(settings: AppSettings): RemoteConfiguration {
  return {
    accessDeniedMessage: settings.accessDeniedMessage,
    defaultErrorMessage: settings.defaultErrorMessage,
    smsNotificationsEnabled: false,
    helpUrl: serverLinkUrl(settings.helpUrl) ?? '',
    customerCareUrl: serverLinkUrl(settings.customerCareUrl) ?? '',
    privacyPolicyUrl: '',
    licenseAgreementUrl: ''
  }
}

const unconfigured: RemoteConfiguration = {
  accessDeniedMessage: '',
  defaultErrorMessage: '',
  smsNotificationsEnabled: false,
  helpUrl: '',
  customerCareUrl: '',
  privacyPolicyUrl: '',
  licenseAgreementUrl: ''
}

/** Starts from the settings file's values; loadRemoteConfiguration() overrides what the API sends. */
export const $remoteConfiguration = atom<RemoteConfiguration>(unconfigured)

export const remoteConfigurationWiring: Wiring = {
  configure: (environment) => $remoteConfiguration.set(remoteDefaults(environment.settings))
}
