export type {
  ConnectivityPort,
  CookieJar,
  DeviceKeyStore,
  Environment,
  KeyValueStorage,
  LocationPort,
  StorageChange,
  Timers
} from './types.ts'
export { browserEnvironment } from './browser.ts'
export type { BrowserEnvironmentOptions } from './browser.ts'
export { SERVICE_WORKER_URL, TRUSTED_TYPES_POLICIES, serviceWorkerScriptUrl, sinkValue } from './trusted-types.ts'
export type { ScriptUrl, TrustedTypesPolicyName } from './trusted-types.ts'
export {
  $crewPortalConfigured,
  CrewPortalNotConfiguredError,
  configureCrewPortal,
  getEnvironment,
  isCrewPortalConfigured,
  onConfigure,
  onReset,
  resetCrewPortal
} from './configure.ts'
